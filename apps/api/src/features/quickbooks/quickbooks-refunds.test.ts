import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { paymentRefunds, payments } from '../payments/payments.table.ts';
import { AccountingError } from '../../platform/providers/accounting/accounting.ts';
import { findLink } from './quickbooks.repository.ts';
import { workQueue } from './quickbooks-push.service.ts';
import { quickbooksHarness } from './quickbooks.test-support.ts';

let t: TestApp;
let qb: ReturnType<typeof quickbooksHarness>;
beforeAll(async () => {
  t = await createTestApp();
  qb = quickbooksHarness(t);
});
afterAll(() => t.close());

describe('refunds', () => {
  it('reach QuickBooks as one refund receipt from the deposit account, even when an answer was lost', async () => {
    const ready = await qb.pushedInvoice('Refund Receipt Co', 6000);
    const organizationId = ready.organization.id;
    const [payment] = await t.db
      .insert(payments)
      .values({
        organization_id: organizationId,
        client_id: ready.client.id,
        method: 'check',
        source: 'office',
        status: 'succeeded',
        amount_cents: 6000,
        check_number: '1042',
        received_on: '2026-11-18',
        refunded_cents: 2500,
      })
      .returning();
    const [refund] = await t.db
      .insert(paymentRefunds)
      .values({
        organization_id: organizationId,
        payment_id: payment!.id,
        amount_cents: 2500,
        reason: 'Missed visit',
        refunded_on: '2026-11-19',
      })
      .returning();

    const real = t.deps.accounting.createRefundReceipt;
    let calls = 0;
    t.deps.accounting.createRefundReceipt = async (...args) => {
      calls += 1;
      const made = await real(...args);
      if (calls === 1) throw new AccountingError('The connection was reset', true);
      return made;
    };
    try {
      await qb.call(ready.token, 'POST', '/api/quickbooks/sync');
      await workQueue(t.deps);
      expect(await findLink(t.db, organizationId, 'refund', refund!.id)).toBeNull();
      t.clock.advance(61_000);
      await workQueue(t.deps);
    } finally {
      t.deps.accounting.createRefundReceipt = real;
    }
    expect(calls).toBe(2);
    // Another sync finds the refund in QuickBooks already and queues nothing for it.
    await qb.call(ready.token, 'POST', '/api/quickbooks/sync');
    await workQueue(t.deps);

    const receipts = await qb.books.list(ready.realmId, 'RefundReceipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.body).toMatchObject({
      TotalAmt: 25,
      DepositToAccountRef: { value: '35' },
      CustomerRef: { value: ready.customer.quickbooks_id },
      PrivateNote: `ep:refund:${refund!.id}`,
    });
    expect((await findLink(t.db, organizationId, 'refund', refund!.id))?.quickbooks_id).toBe(receipts[0]!.id);
    const log = (await qb.call(ready.token, 'GET', '/api/quickbooks/sync_log?entity=refund')).json().data;
    expect(log.map((row: { status: string }) => row.status).sort()).toEqual(['ok', 'retrying']);
  });

  it('leave a card refund to its payout’s deposit, so the bank is not charged it twice', async () => {
    const ready = await qb.pushedInvoice('Card Refund Co', 4000);
    const organizationId = ready.organization.id;
    const [payment] = await t.db
      .insert(payments)
      .values({
        organization_id: organizationId,
        client_id: ready.client.id,
        method: 'card',
        source: 'office',
        status: 'succeeded',
        amount_cents: 4000,
        processor_ref: 'ch_card_refund',
        received_on: '2026-11-18',
        refunded_cents: 1000,
      })
      .returning();
    const [refund] = await t.db
      .insert(paymentRefunds)
      .values({
        organization_id: organizationId,
        payment_id: payment!.id,
        amount_cents: 1000,
        refunded_on: '2026-11-19',
      })
      .returning();

    await qb.call(ready.token, 'POST', '/api/quickbooks/sync');
    await workQueue(t.deps);

    expect(await qb.books.list(ready.realmId, 'RefundReceipt')).toHaveLength(0);
    expect(await findLink(t.db, organizationId, 'refund', refund!.id)).toBeNull();
  });
});
