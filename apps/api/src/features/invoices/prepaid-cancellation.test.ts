import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createMember } from '../../../test/support/staff-factories.ts';
import { clients } from '../clients/clients.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { cancelReasons } from '../subscriptions/subscriptions.table.ts';
import { runClientBilling } from './billing-run.service.ts';
import { availableCreditCents, residentialClient } from './client-ledger.ts';
import { clientCreditEntries, invoices } from './invoices.table.ts';
import { giveBackCancelledVisits } from './prepaid-cancellation.ts';
import { billingSetting, DECEMBER_FIRST } from './recurring-billing.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (token: string, method: 'GET' | 'POST', url: string, payload?: object, key?: string) =>
  t.injectAs(token, {
    method,
    url,
    payload: method === 'GET' ? undefined : (payload ?? {}),
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
const DECEMBER_TENTH = new Date('2026-12-10T17:00:00Z');
const decemberVisits = ['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22', '2026-12-29'];

/** A prepaid weekly client billed for December's five visits ($20 each), the first two done by the tenth. */
async function billedForDecember(finalize: boolean) {
  t.clock.set(DECEMBER_FIRST);
  const s = await billingSetting(t.db);
  await s.settings({ billing_mode: 'prepaid', autopay: false });
  const owner = await createMember(t.db, s.organization.id, { role: 'Owner' });
  const [reason] = await t.db
    .insert(cancelReasons)
    .values({ organization_id: s.organization.id, name: 'Moving away' })
    .returning();
  const subscription = await s.subscribe();
  const visits = [];
  for (const day of decemberVisits) visits.push(await s.visit(subscription, day));
  await runClientBilling({ db: t.db, clock: t.clock });
  const [invoice] = await t.db.select().from(invoices).where(eq(invoices.subscription_id, subscription.id));
  if (finalize) {
    const finalized = await send(owner.token, 'POST', `/api/invoices/${invoice!.id}/finalize`);
    expect(finalized.json().invoice).toMatchObject({ status: 'open', total_cents: 10000 });
  }
  for (const visit of visits.slice(0, 2))
    await t.db.update(jobs).set({ status: 'completed' }).where(eq(jobs.id, visit.id));
  t.clock.set(DECEMBER_TENTH);
  const account = residentialClient(s.client.id);
  const credit = () => availableCreditCents(t.db, s.organization.id, account);
  const entries = () =>
    t.db
      .select({ kind: clientCreditEntries.kind, amount_cents: clientCreditEntries.amount_cents })
      .from(clientCreditEntries)
      .where(
        and(eq(clientCreditEntries.organization_id, s.organization.id), eq(clientCreditEntries.client_id, s.client.id)),
      )
      .orderBy(asc(clientCreditEntries.id));
  const cancel = () =>
    send(owner.token, 'POST', `/api/subscription/${subscription.id}/cancel`, { cancel_reason_id: reason!.id });
  return { s, owner, subscription, invoice: invoice!, credit, entries, cancel };
}

describe('cancelling a prepaid subscription mid-period', () => {
  it('tells the office the credit first, then gives the finalized invoice’s visits to come back as credit, once', async () => {
    const { s, owner, subscription, invoice, credit, entries, cancel } = await billedForDecember(true);
    const preview = await send(owner.token, 'GET', `/api/subscription/${subscription.id}/cancellation_credit`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      credit_cents: 6000,
      invoices: [
        {
          invoice_id: invoice.id,
          number: invoice.number,
          status: 'open',
          visit_dates: ['2026-12-15', '2026-12-22', '2026-12-29'],
          amount_cents: 6000,
        },
      ],
    });
    expect(await credit()).toBe(0);

    const [first, second] = await Promise.all([cancel(), cancel()]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    expect(await credit()).toBe(6000);
    const [entry] = await t.db
      .select()
      .from(clientCreditEntries)
      .where(and(eq(clientCreditEntries.kind, 'cancelled_visits'), eq(clientCreditEntries.client_id, s.client.id)));
    expect(entry!.note).toBe(
      `Subscription cancelled: 3 prepaid visits on invoice #${invoice.number} (2026-12-15, 2026-12-22, 2026-12-29) given back`,
    );
    const [client] = await t.db.select().from(clients).where(eq(clients.id, s.client.id));
    expect(client!.balance_cents).toBe(10000 - 6000);
    expect(await entries()).toEqual([{ kind: 'cancelled_visits', amount_cents: 6000 }]);
  });

  it('gives an invoice’s visits back once, however often it is asked', async () => {
    const { s, subscription, credit, entries } = await billedForDecember(true);
    const scope = {
      organization_id: s.organization.id,
      subscription_id: subscription.id,
      today: '2026-12-10',
      user_id: null,
      now: t.clock.now(),
    };
    await t.db.transaction((tx) => giveBackCancelledVisits(tx, scope));
    await t.db.transaction((tx) => giveBackCancelledVisits(tx, scope));
    expect(await credit()).toBe(6000);
    expect(await entries()).toEqual([{ kind: 'cancelled_visits', amount_cents: 6000 }]);
  });

  it('totals a draft again without the visits instead of giving credit', async () => {
    const { owner, subscription, invoice, credit, cancel } = await billedForDecember(false);
    const preview = await send(owner.token, 'GET', `/api/subscription/${subscription.id}/cancellation_credit`);
    expect(preview.json()).toMatchObject({ credit_cents: 0, invoices: [{ status: 'draft', amount_cents: 6000 }] });
    expect((await cancel()).statusCode).toBe(200);
    const shown = (await send(owner.token, 'GET', `/api/invoices/${invoice.id}`)).json().invoice;
    expect(shown).toMatchObject({ status: 'draft', subtotal_cents: 4000, total_cents: 4000 });
    expect(shown.lines.map((line: { service_date: string }) => line.service_date)).toEqual([
      '2026-12-01',
      '2026-12-08',
    ]);
    expect(await credit()).toBe(0);
  });

  it('refunds the unused credit by check once per request key, never more than the client has', async () => {
    const { s, owner, credit, entries, cancel } = await billedForDecember(true);
    await cancel();
    const shown = await send(owner.token, 'GET', `/api/client_credit?client_id=${s.client.id}`);
    expect(shown.json()).toEqual({ credit_cents: 6000 });
    const refund = (amount_cents: number, key: string) =>
      send(
        owner.token,
        'POST',
        '/api/client_credit/refunds',
        { client_id: s.client.id, amount_cents, method: 'check', check_number: '2041', note: 'Moved away' },
        key,
      );
    const refunded = await refund(2500, 'refund-1');
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toEqual({ credit_cents: 3500, message: '$25.00 of credit was refunded by check #2041.' });
    expect((await refund(2500, 'refund-1')).json().credit_cents).toBe(3500);
    const tooMuch = await refund(3600, 'refund-2');
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount_cents).toEqual(['At most $35.00 can be refunded.']);
    expect(await credit()).toBe(3500);
    expect(await entries()).toEqual([
      { kind: 'cancelled_visits', amount_cents: 6000 },
      { kind: 'refund', amount_cents: -2500 },
    ]);
    const [client] = await t.db.select().from(clients).where(eq(clients.id, s.client.id));
    expect(client!.balance_cents).toBe(10000 - 3500);

    const noCheckNumber = await send(
      owner.token,
      'POST',
      '/api/client_credit/refunds',
      { client_id: s.client.id, amount_cents: 100, method: 'check' },
      'refund-3',
    );
    expect(noCheckNumber.json().errors.check_number).toEqual(['This field is required']);
    const other = await billedForDecember(false);
    const elsewhere = await send(
      other.owner.token,
      'POST',
      '/api/client_credit/refunds',
      { client_id: s.client.id, amount_cents: 100, method: 'cash' },
      'refund-4',
    );
    expect(elsewhere.statusCode).toBe(404);
    expect((await send(other.owner.token, 'GET', `/api/client_credit?client_id=${s.client.id}`)).statusCode).toBe(404);
    expect(await credit()).toBe(3500);
  });
});
