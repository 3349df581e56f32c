import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { JOBS_NOW, jobSetting } from '../../../test/support/job-factories.ts';
import { paymentRefunds, payments, payouts } from '../payments/payments.table.ts';
import { syncAllPayouts } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(JOBS_NOW);
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.injectAs(token, { method: 'GET', url });

/** A succeeded card payment as the payments feature records one, with the processor's fee. */
async function cardPayment(
  organizationId: number,
  clientId: number,
  values: { amount_cents: number; fee_cents: number; received_on: string; ref: string },
) {
  const [payment] = await t.db
    .insert(payments)
    .values({
      organization_id: organizationId,
      client_id: clientId,
      method: 'card',
      source: 'pay_page',
      status: 'succeeded',
      amount_cents: values.amount_cents,
      fee_cents: values.fee_cents,
      processor: 'stripe',
      processor_ref: values.ref,
      received_on: values.received_on,
    })
    .returning();
  return payment!;
}

/** Two card payments and a refund on 20 November, one payment on the 23rd, and a check that no payout carries. */
async function paidOrganization(name: string) {
  const setting = await jobSetting(t, name);
  const { organization, client } = setting;
  const first = await cardPayment(organization.id, client.id, {
    amount_cents: 4000,
    fee_cents: 146,
    received_on: '2026-11-20',
    ref: `ch_${name}_1`,
  });
  await cardPayment(organization.id, client.id, {
    amount_cents: 2500,
    fee_cents: 103,
    received_on: '2026-11-20',
    ref: `ch_${name}_2`,
  });
  await cardPayment(organization.id, client.id, {
    amount_cents: 1000,
    fee_cents: 59,
    received_on: '2026-11-23',
    ref: `ch_${name}_3`,
  });
  await t.db.insert(paymentRefunds).values({
    organization_id: organization.id,
    payment_id: first.id,
    amount_cents: 500,
    refunded_on: '2026-11-20',
  });
  await t.db.insert(payments).values({
    organization_id: organization.id,
    client_id: client.id,
    method: 'check',
    source: 'office',
    status: 'succeeded',
    amount_cents: 9900,
    received_on: '2026-11-20',
  });
  return setting;
}

describe('payouts', () => {
  it('syncs each day of card payments into one payout, however often and however many instances sync', async () => {
    const ours = await paidOrganization('Payout Co');
    const theirs = await paidOrganization('Other Co');
    await syncAllPayouts(t.deps);
    await Promise.all([syncAllPayouts(t.deps), syncAllPayouts(t.deps)]);

    const stored = await t.db.select().from(payouts).where(eq(payouts.organization_id, ours.organization.id));
    expect(stored).toHaveLength(2);
    const list = await get(ours.owner.token, '/api/payouts');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        arrival_date: '2026-11-25',
        status: 'in_transit',
        gross_cents: 1000,
        fee_cents: 59,
        refund_cents: 0,
        net_cents: 941,
        payment_count: 1,
      }),
      expect.objectContaining({
        arrival_date: '2026-11-22',
        status: 'paid',
        gross_cents: 6500,
        fee_cents: 249,
        refund_cents: 500,
        net_cents: 5751,
        payment_count: 2,
      }),
    ]);
    expect(list.json().totals).toEqual({
      gross_cents: 7500,
      fee_cents: 308,
      refund_cents: 500,
      net_cents: 6692,
      payment_count: 3,
    });
    expect(list.json().meta.total).toBe(2);

    const older = list.json().data[1];
    const shown = await get(ours.owner.token, `/api/payouts/${older.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().adds_up).toBe(true);
    expect(shown.json().payments_totals).toEqual({ amount_cents: 6500, fee_cents: 249, net_cents: 6251 });
    expect(shown.json().payments.map((row: { amount_cents: number }) => row.amount_cents)).toEqual([4000, 2500]);

    expect((await get(theirs.owner.token, `/api/payouts/${older.id}`)).statusCode).toBe(404);
    const theirList = await get(theirs.owner.token, '/api/payouts');
    expect(theirList.json().data.map((row: { id: number }) => row.id)).not.toContain(older.id);
  });

  it('leaves a charge in the payout that already carries it: a second payout never takes it again', async () => {
    const { organization, client, owner } = await jobSetting(t, 'Paid Out Co');
    const [earlier] = await t.db
      .insert(payouts)
      .values({
        organization_id: organization.id,
        processor: 'stripe',
        processor_ref: 'po_from_before',
        status: 'paid',
        gross_cents: 4000,
        fee_cents: 146,
        net_cents: 3854,
        arrival_date: '2026-11-22',
      })
      .returning();
    const charge = await cardPayment(organization.id, client.id, {
      amount_cents: 4000,
      fee_cents: 146,
      received_on: '2026-11-20',
      ref: 'ch_paid_out_before',
    });
    await t.db.update(payments).set({ payout_id: earlier!.id }).where(eq(payments.id, charge.id));
    await syncAllPayouts(t.deps);
    const list = (await get(owner.token, '/api/payouts')).json();
    expect(list.data).toEqual([expect.objectContaining({ id: earlier!.id, payment_count: 1 })]);
    expect((await get(owner.token, `/api/payouts/${earlier!.id}`)).json().adds_up).toBe(true);
  });

  it('pays out a day of refunds only as a payout of its own that takes the money back', async () => {
    const { organization, client, owner } = await jobSetting(t, 'Refund Day Co');
    const charge = await cardPayment(organization.id, client.id, {
      amount_cents: 4000,
      fee_cents: 146,
      received_on: '2026-11-20',
      ref: 'ch_refund_day',
    });
    await t.db.insert(paymentRefunds).values({
      organization_id: organization.id,
      payment_id: charge.id,
      amount_cents: 1500,
      refunded_on: '2026-11-21',
    });
    await syncAllPayouts(t.deps);
    const list = (await get(owner.token, '/api/payouts?sort=arrival_date')).json();
    expect(list.data).toEqual([
      expect.objectContaining({ arrival_date: '2026-11-22', gross_cents: 4000, refund_cents: 0, net_cents: 3854 }),
      expect.objectContaining({ arrival_date: '2026-11-23', gross_cents: 0, refund_cents: 1500, net_cents: -1500 }),
    ]);
    expect(list.totals.net_cents).toBe(2354);
  });

  it('filters by arrival date, sorts, pages and exports CSV', async () => {
    const ours = await paidOrganization('Filter Co');
    await syncAllPayouts(t.deps);
    const arrivals = async (query: string) =>
      (await get(ours.owner.token, `/api/payouts?${query}`))
        .json()
        .data.map((row: { arrival_date: string }) => row.arrival_date);
    expect(await arrivals('date_from=2026-11-23')).toEqual(['2026-11-25']);
    expect(await arrivals('date_to=2026-11-23')).toEqual(['2026-11-22']);
    expect(await arrivals('sort=arrival_date')).toEqual(['2026-11-22', '2026-11-25']);
    expect(await arrivals('sort=-net_cents&per_page=1&page=1')).toEqual(['2026-11-22']);
    const backwards = await get(ours.owner.token, '/api/payouts?date_from=2026-11-25&date_to=2026-11-01');
    expect(backwards.statusCode).toBe(422);
    const csv = await get(ours.owner.token, '/api/payouts/export.csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('$57.51');
  });
});
