import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOpenInvoice, invoiceById } from '../../../test/support/payment-factories.ts';
import { residentialClient } from '../invoices/index.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { payments, payouts } from '../payments/payments.table.ts';
import { AccountingError } from '../../platform/providers/accounting/accounting.ts';
import { findLink } from './quickbooks.repository.ts';
import { workQueue } from './quickbooks-push.service.ts';
import { processNotices, pullChanges } from './quickbooks-pull.service.ts';
import { quickbooksHarness, validMappings } from './quickbooks.test-support.ts';

let t: TestApp;
let qb: ReturnType<typeof quickbooksHarness>;
beforeAll(async () => {
  t = await createTestApp();
  qb = quickbooksHarness(t);
});
afterAll(() => t.close());

const linkOf = (organizationId: number, entity: 'invoice' | 'customer' | 'payment' | 'deposit', localId: number) =>
  findLink(t.db, organizationId, entity, localId);

/** An organization whose first invoice has reached QuickBooks, with its customer. */
async function pushedInvoice(name: string, amount = 6000) {
  const ready = await qb.readyOrganization(name);
  const invoice = await createOpenInvoice(t.db, ready.organization.id, residentialClient(ready.client.id), {
    amount_cents: amount,
  });
  await qb.call(ready.token, 'POST', '/api/quickbooks/sync');
  await workQueue(t.deps);
  const link = await linkOf(ready.organization.id, 'invoice', invoice.id);
  const customer = await linkOf(ready.organization.id, 'customer', ready.client.id);
  if (!link || !customer) throw new Error('the invoice did not reach QuickBooks');
  return { ...ready, invoice, link, customer };
}

describe('pushing to QuickBooks', () => {
  it('sends a new company the last 30 days and what follows, never the older history', async () => {
    const ready = await qb.readyOrganization('History Co');
    const recent = await createOpenInvoice(t.db, ready.organization.id, residentialClient(ready.client.id));
    const old = await createOpenInvoice(t.db, ready.organization.id, residentialClient(ready.client.id));
    await t.db.update(invoices).set({ issue_date: '2026-08-03' }).where(eq(invoices.id, old.id));
    const status = (await qb.call(ready.token, 'GET', '/api/quickbooks')).json().quickbooks;
    const thirtyDaysAgo = new Date(t.clock.now().getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
    expect(status.sync_from).toBe(thirtyDaysAgo);
    await qb.call(ready.token, 'POST', '/api/quickbooks/sync');
    await workQueue(t.deps);
    expect(await linkOf(ready.organization.id, 'invoice', recent.id)).not.toBeNull();
    expect(await linkOf(ready.organization.id, 'invoice', old.id)).toBeNull();
    const reconciled = (await qb.call(ready.token, 'POST', '/api/quickbooks/reconcile')).json();
    expect(reconciled.data.map((row: { local_id: number | null }) => row.local_id)).not.toContain(old.id);
  });

  it('posts a change whose answer was lost once: the retry gets the first record back', async () => {
    const ready = await qb.readyOrganization('Lost Answer Co');
    const invoice = await createOpenInvoice(t.db, ready.organization.id, residentialClient(ready.client.id));
    const real = t.deps.accounting.createInvoice;
    let calls = 0;
    t.deps.accounting.createInvoice = async (...args) => {
      calls += 1;
      const made = await real(...args);
      if (calls === 1) throw new AccountingError('The connection was reset', true);
      return made;
    };
    try {
      expect((await qb.call(ready.token, 'POST', '/api/quickbooks/sync')).json().queued).toBe(2);
      await workQueue(t.deps);
      expect(await linkOf(ready.organization.id, 'invoice', invoice.id)).toBeNull();
      const retrying = (await qb.call(ready.token, 'GET', '/api/quickbooks/sync_log?status=retrying')).json().data;
      expect(retrying).toEqual([expect.objectContaining({ entity: 'invoice', attempts: 1 })]);

      t.clock.advance(61_000);
      await workQueue(t.deps);
    } finally {
      t.deps.accounting.createInvoice = real;
    }
    expect(calls).toBe(2);
    const link = await linkOf(ready.organization.id, 'invoice', invoice.id);
    expect(link).not.toBeNull();
    const theirs = (await qb.books.list(ready.realmId, 'Invoice')).filter(
      (record) => record.body.DocNumber === String(invoice.number),
    );
    expect(theirs.map((record) => record.id)).toEqual([link!.quickbooks_id]);
    const status = (await qb.call(ready.token, 'GET', '/api/quickbooks')).json().quickbooks;
    expect(status).toMatchObject({ queued_count: 0, failed_count: 0 });
  });

  it('two instances working the queue at once post each change once', async () => {
    const ready = await qb.readyOrganization('Two Workers Co');
    const invoices = [];
    for (let index = 0; index < 3; index += 1)
      invoices.push(await createOpenInvoice(t.db, ready.organization.id, residentialClient(ready.client.id)));
    await qb.call(ready.token, 'POST', '/api/quickbooks/sync');
    for (let round = 0; round < 3; round += 1) {
      await Promise.all([workQueue(t.deps), workQueue(t.deps)]);
      t.clock.advance(61_000);
    }
    const theirs = await qb.books.list(ready.realmId, 'Invoice');
    expect(theirs.map((record) => record.body.DocNumber).sort()).toEqual(
      invoices.map((invoice) => String(invoice.number)).sort(),
    );
    const morgans = (await qb.books.list(ready.realmId, 'Customer')).filter(
      (record) => record.body.DisplayName === 'Morgan Client',
    );
    expect(morgans).toHaveLength(1);
    const posted = (await qb.call(ready.token, 'GET', '/api/quickbooks/sync_log?status=ok&entity=customer')).json();
    expect(posted.meta.total).toBe(1);
  });

  it('posts a payout as one deposit: its payments, less the fees', async () => {
    const ready = await pushedInvoice('Payout Co', 10_000);
    const organizationId = ready.organization.id;
    const [payout] = await t.db
      .insert(payouts)
      .values({
        organization_id: organizationId,
        processor: 'stripe',
        processor_ref: 'po_test_1',
        status: 'paid',
        gross_cents: 10_000,
        fee_cents: 320,
        net_cents: 9680,
        arrival_date: '2026-11-20',
      })
      .returning();
    for (const [amount, fee] of [
      [6000, 204],
      [4000, 116],
    ] as const)
      await t.db.insert(payments).values({
        organization_id: organizationId,
        client_id: ready.client.id,
        method: 'card',
        source: 'pay_page',
        status: 'succeeded',
        amount_cents: amount,
        fee_cents: fee,
        processor: 'stripe',
        processor_ref: `ch_${amount}`,
        received_on: '2026-11-18',
        payout_id: payout!.id,
      });
    expect((await qb.call(ready.token, 'POST', '/api/quickbooks/sync')).json().queued).toBe(3);
    await workQueue(t.deps);
    const deposits = await qb.books.list(ready.realmId, 'Deposit');
    expect(deposits).toHaveLength(1);
    expect(Number(deposits[0]!.body.TotalAmt)).toBe(96.8);
    expect((await linkOf(organizationId, 'deposit', payout!.id))?.quickbooks_id).toBe(deposits[0]!.id);
  });

  it('deposits a payout that took back a refund at what reached the bank, once a refunds account is mapped', async () => {
    const ready = await pushedInvoice('Refund Payout Co', 10_000);
    const organizationId = ready.organization.id;
    const [payout] = await t.db
      .insert(payouts)
      .values({
        organization_id: organizationId,
        processor: 'stripe',
        processor_ref: 'po_test_refund',
        status: 'paid',
        gross_cents: 10_000,
        fee_cents: 320,
        refund_cents: 1500,
        net_cents: 8180,
        arrival_date: '2026-11-20',
      })
      .returning();
    await t.db.insert(payments).values({
      organization_id: organizationId,
      client_id: ready.client.id,
      method: 'card',
      source: 'pay_page',
      status: 'succeeded',
      amount_cents: 10_000,
      fee_cents: 320,
      processor: 'stripe',
      processor_ref: 'ch_refund_payout',
      received_on: '2026-11-18',
      payout_id: payout!.id,
    });
    await qb.call(ready.token, 'POST', '/api/quickbooks/sync');
    await workQueue(t.deps);
    expect(await qb.books.list(ready.realmId, 'Deposit')).toHaveLength(0);
    const failed = (await qb.call(ready.token, 'GET', '/api/quickbooks/sync_log?status=error&entity=deposit')).json();
    expect(failed.data).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/pick a refunds account/) }),
    ]);

    const mapped = await qb.call(ready.token, 'PUT', '/api/quickbooks/mappings', {
      ...validMappings,
      refund_account_id: '1',
    });
    expect(mapped.statusCode).toBe(200);
    const retried = await qb.call(ready.token, 'POST', `/api/quickbooks/sync_log/${failed.data[0].id}/retry`);
    expect(retried.statusCode).toBe(200);
    await workQueue(t.deps);
    const deposits = await qb.books.list(ready.realmId, 'Deposit');
    expect(deposits).toHaveLength(1);
    expect(Number(deposits[0]!.body.TotalAmt)).toBe(81.8);
  });
});

describe('payments entered in QuickBooks', () => {
  it('mark our invoice paid once, whether the webhook or the change feed brings them', async () => {
    const ready = await pushedInvoice('Paid There Co', 7500);
    const hook = await qb.standin.recordPaymentInQuickBooks(ready.realmId, {
      customer_id: ready.customer.quickbooks_id,
      txn_date: '2026-11-20',
      amount_cents: 7500,
      applied: [{ invoice_id: ready.link.quickbooks_id, amount_cents: 7500 }],
    });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/quickbooks/webhooks',
      headers: { 'content-type': 'application/json', 'intuit-signature': hook.signature },
      payload: hook.body,
    });
    expect(answer.statusCode).toBe(200);
    await processNotices(t.deps);
    await pullChanges(t.deps, ready.organization.id);
    await processNotices(t.deps);

    const invoice = await invoiceById(t.db, ready.invoice.id);
    expect(invoice).toMatchObject({ status: 'paid', paid_cents: 7500 });
    const recorded = await t.db.select().from(payments).where(eq(payments.organization_id, ready.organization.id));
    expect(recorded).toEqual([expect.objectContaining({ amount_cents: 7500, method: 'check' })]);
    const pulled = (await qb.call(ready.token, 'GET', '/api/quickbooks/sync_log?entity=payment')).json().data;
    expect(pulled).toEqual([
      expect.objectContaining({ direction: 'pull', status: 'ok', quickbooks_id: hook.payment_id }),
    ]);
  });

  it('found only by the change feed still mark the invoice partly paid', async () => {
    const ready = await pushedInvoice('Feed Co', 8000);
    await qb.standin.recordPaymentInQuickBooks(ready.realmId, {
      customer_id: ready.customer.quickbooks_id,
      txn_date: '2026-11-21',
      amount_cents: 3000,
      applied: [{ invoice_id: ready.link.quickbooks_id, amount_cents: 3000 }],
    });
    expect(await pullChanges(t.deps, ready.organization.id)).toBe(1);
    expect(await pullChanges(t.deps, ready.organization.id)).toBe(0);
    expect(await invoiceById(t.db, ready.invoice.id)).toMatchObject({ status: 'open', paid_cents: 3000 });
  });
});
