import { describe, expect, it } from 'vitest';
import { quickbooksFixture, QBO_APP } from '../../../../test/support/quickbooks-fixture.ts';
import { signWebhook } from './quickbooks-webhooks.ts';

/** Intuit's webhooks: `intuit-signature` checked before anything is read, both payload shapes understood. */

// The classic example from Intuit's webhooks page, and the CloudEvents form Intuit moved to in 2025.
const classic = JSON.stringify({
  eventNotifications: [
    {
      realmId: '1185883450',
      dataChangeEvent: {
        entities: [
          { name: 'Customer', id: '1', operation: 'Create', lastUpdated: '2015-10-05T14:42:19-0700' },
          { name: 'Vendor', id: '1', operation: 'Create', lastUpdated: '2015-10-05T14:42:19-0700' },
        ],
      },
    },
  ],
});
const cloudEvents = JSON.stringify([
  {
    specversion: '1.0',
    id: '88cd52de-a0a4-4d3b-8b9c-7e8f7d8b2c1a',
    source: 'intuit.dsnBgbseACLLRZNxo2dfc4evmEJdxde58xeeYcZliOU=',
    type: 'qbo.invoice.voided.v1',
    datacontenttype: 'application/json',
    time: '2025-09-10T21:31:25.179Z',
    intuitentityid: '145',
    intuitaccountid: '1185883450',
    data: {},
  },
]);

describe('QuickBooks webhooks', () => {
  const { adapter } = quickbooksFixture();

  it('reads the classic shape when the signature verifies', () => {
    expect(adapter.readWebhook(classic, signWebhook(classic, QBO_APP.webhookVerifierToken))).toEqual([
      {
        realm_id: '1185883450',
        entity: 'customer',
        id: '1',
        operation: 'Create',
        changed_at: '2015-10-05T14:42:19-0700',
      },
      { realm_id: '1185883450', entity: 'other', id: '1', operation: 'Create', changed_at: '2015-10-05T14:42:19-0700' },
    ]);
  });

  it('reads the CloudEvents shape', () => {
    expect(adapter.readWebhook(cloudEvents, signWebhook(cloudEvents, QBO_APP.webhookVerifierToken))).toEqual([
      {
        realm_id: '1185883450',
        entity: 'invoice',
        id: '145',
        operation: 'Void',
        changed_at: '2025-09-10T21:31:25.179Z',
      },
    ]);
  });

  it('reads nothing without a signature, with another key, or from a body changed after signing', () => {
    expect(adapter.readWebhook(classic, undefined)).toBeNull();
    expect(adapter.readWebhook(classic, '')).toBeNull();
    expect(adapter.readWebhook(classic, signWebhook(classic, 'someone-else'))).toBeNull();
    const tampered = classic.replace('"id":"1"', '"id":"2"');
    expect(adapter.readWebhook(tampered, signWebhook(classic, QBO_APP.webhookVerifierToken))).toBeNull();
    expect(adapter.readWebhook(classic, 'not base64 at all!')).toBeNull();
  });

  it("the stand-in's payment entered in QuickBooks arrives signed, in either shape", async () => {
    const fixture = quickbooksFixture();
    const company = await fixture.connect();
    const customerId = (await fixture.adapter.customers(company))[0]?.id ?? '';
    const invoice = await fixture.adapter.createInvoice(
      company,
      {
        customer_id: customerId,
        doc_number: '2001',
        txn_date: '2026-11-20',
        due_date: '2026-11-30',
        lines: [{ item_id: '20', description: 'Cleanup', amount_cents: 3000, taxable: false }],
        tax_code_id: null,
        tax_cents: 0,
        our_id: '2001',
      },
      'req-i',
    );
    for (const shape of ['classic', 'cloudevents'] as const) {
      const sent = await fixture.standin.recordPaymentInQuickBooks(
        company.realm_id,
        {
          customer_id: customerId,
          txn_date: '2026-11-21',
          amount_cents: 1500,
          applied: [{ invoice_id: invoice.id, amount_cents: 1500 }],
        },
        shape,
      );
      expect(fixture.adapter.readWebhook(sent.body, sent.signature)).toEqual([
        expect.objectContaining({
          realm_id: company.realm_id,
          entity: 'payment',
          id: sent.payment_id,
          operation: 'Create',
        }),
      ]);
    }
    expect((await fixture.adapter.invoice(company, invoice.id))?.balance_cents).toBe(0);
  });
});
