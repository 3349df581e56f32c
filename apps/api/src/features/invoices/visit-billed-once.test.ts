import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq, ne } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createMember } from '../../../test/support/staff-factories.ts';
import { createCrossSell } from '../../../test/support/pricing-factories.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { jobCrossSells, jobs } from '../jobs/jobs.table.ts';
import { tips } from '../ratings-and-tips/ratings-and-tips.table.ts';
import { subscriptions } from '../subscriptions/subscriptions.table.ts';
import { runClientBilling } from './billing-run.service.ts';
import { invoiceLines, invoices, type InvoiceLineKind, type InvoiceStatus } from './invoices.table.ts';
import { billingSetting, DECEMBER_FIRST } from './recurring-billing.test-support.ts';

/**
 * A visit is charged on one live invoice at most, whatever the billing periods' start days: the billing run leaves out
 * what is billed, and the database refuses a second live charge. Voiding an invoice lets its visits be billed again.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.set(DECEMBER_FIRST);
  // Each test bills its own organization: the runs leave the earlier tests' subscriptions alone.
  await t.db.update(subscriptions).set({ status: 'cancelled', cancelled_on: '2000-01-01' });
});

const run = () => runClientBilling({ db: t.db, clock: t.clock });
const at = (day: string) => t.clock.set(new Date(`${day}T17:00:00Z`));

async function setting() {
  const s = await billingSetting(t.db);
  const owner = await createMember(t.db, s.organization.id, { role: 'Owner' });
  const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.injectAs(owner.token, { method, url, payload: method === 'GET' ? undefined : (payload ?? {}) });
  /** Each live invoice's visit days, by period: what the client is charged for. */
  const billed = async (subscriptionId: number) => {
    const rows = await t.db
      .select({ period_start: invoices.period_start, day: invoiceLines.service_date, kind: invoiceLines.kind })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoice_id))
      .where(and(eq(invoices.subscription_id, subscriptionId), ne(invoices.status, 'void')))
      .orderBy(asc(invoices.id), asc(invoiceLines.position));
    const periods = new Map<string, string[]>();
    for (const row of rows)
      periods.set(row.period_start!, [...(periods.get(row.period_start!) ?? []), `${row.kind} ${row.day}`]);
    return Object.fromEntries(periods);
  };
  const invoicesOf = (subscriptionId: number) =>
    t.db.select().from(invoices).where(eq(invoices.subscription_id, subscriptionId)).orderBy(asc(invoices.id));
  return { ...s, owner, send, billed, invoicesOf };
}

let nextNumber = 50_000;
/** An invoice written straight to the table, as an import or an older seed would. */
async function writeInvoice(
  organizationId: number,
  clientId: number,
  values: { status?: InvoiceStatus; subscription_id?: number; period_start?: string; period_end?: string } = {},
) {
  const [row] = await t.db
    .insert(invoices)
    .values({
      organization_id: organizationId,
      number: (nextNumber += 1),
      kind: values.subscription_id ? 'recurring' : 'one_time',
      client_id: clientId,
      status: values.status ?? 'draft',
      issue_date: '2026-12-01',
      due_date: '2026-12-08',
      bill_to: { name: 'Morgan Client', email: null, phone: null, address: null },
      ...values,
    })
    .returning();
  return row!;
}

const writeLine = (
  invoice: { organization_id: number; id: number },
  kind: InvoiceLineKind,
  jobId: number,
  extra: { cross_sell_id?: number; service_date?: string } = {},
) =>
  t.db
    .insert(invoiceLines)
    .values({
      organization_id: invoice.organization_id,
      invoice_id: invoice.id,
      position: 1,
      kind,
      description: kind,
      quantity: 1,
      unit_cents: kind === 'skipped_visit_credit' ? -2000 : 2000,
      amount_cents: kind === 'skipped_visit_credit' ? -2000 : 2000,
      taxable: true,
      discountable: true,
      job_id: jobId,
      ...extra,
    })
    .returning();

async function refusedAsDuplicate(write: Promise<unknown>) {
  const error = await write.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(isUniqueViolation(error), String(error)).toBe(true);
}

describe('the database', () => {
  it('refuses a second live charge of a visit or of an add-on done on it, and lets go when the invoice is voided', async () => {
    const s = await setting();
    const subscription = await s.subscribe();
    const visit = await s.visit(subscription, '2026-12-08');
    const spray = await createCrossSell(t.db, s.organization.id, { name: 'Deodorizer' });
    const first = await writeInvoice(s.organization.id, s.client.id);
    await writeLine(first, 'visit', visit.id);
    await writeLine(first, 'cross_sell', visit.id, { cross_sell_id: spray.id });

    const second = await writeInvoice(s.organization.id, s.client.id);
    for (const kind of ['visit', 'charged_skip', 'one_time_job'] as const)
      await refusedAsDuplicate(writeLine(second, kind, visit.id));
    await refusedAsDuplicate(writeLine(second, 'cross_sell', visit.id, { cross_sell_id: spray.id }));
    // A credit for the visit skipped, or a tip given on it, charges nothing for the visit itself.
    await writeLine(second, 'skipped_visit_credit', visit.id);
    await writeLine(second, 'tip', visit.id);
    // Nor does a line of a voided invoice hold it.
    const voided = await writeInvoice(s.organization.id, s.client.id, { status: 'void' });
    const [kept] = await writeLine(voided, 'visit', visit.id);
    expect(kept!.charged_job_id).toBeNull();

    const response = await s.send('POST', `/api/invoices/${first.id}/void`, { reason: 'Wrong client' });
    expect(response.statusCode, response.body).toBe(200);
    const [charged] = await writeLine(second, 'visit', visit.id);
    expect(charged!.charged_job_id).toBe(visit.id);
    await writeLine(second, 'cross_sell', visit.id, { cross_sell_id: spray.id });
  });
});

describe('the billing run', () => {
  it('bills nothing twice when the billing day moves to the start day and back, and leaves nothing out', async () => {
    const s = await setting();
    const subscription = await s.subscribe({ start_date: '2026-10-07' });
    const days = ['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22', '2026-12-29'];
    days.push('2027-01-05', '2027-01-12', '2027-01-19', '2027-01-26', '2027-02-02', '2027-02-09');
    for (const day of days) await s.visit(subscription, day);
    expect((await run()).invoices).toBe(1);

    // From the 1st to each client's start day (the 7th): December is billed, so nothing until January's first days.
    await s.settings({ fixed_billing_day: null });
    for (const day of ['2026-12-07', '2026-12-08', '2026-12-31']) {
      at(day);
      expect((await run()).invoices, day).toBe(0);
    }
    at('2027-01-01');
    expect((await run()).invoices).toBe(1);
    at('2027-01-07');
    expect((await run()).invoices).toBe(1);
    // And back to the 1st: February begins where the start day's period ends.
    await s.settings({ fixed_billing_day: 1 });
    at('2027-02-01');
    expect((await run()).invoices).toBe(0);
    at('2027-02-07');
    expect((await run()).invoices).toBe(1);
    expect((await run()).invoices).toBe(0);

    expect(await s.billed(subscription.id)).toEqual({
      '2026-12-01': days.slice(0, 5).map((day) => `visit ${day}`),
      '2027-01-01': ['visit 2027-01-05'],
      '2027-01-07': days.slice(6, 10).map((day) => `visit ${day}`),
      '2027-02-07': ['visit 2027-02-09'],
    });
    expect((await s.invoicesOf(subscription.id)).map((row) => [row.period_start, row.period_end])).toEqual([
      ['2026-12-01', '2027-01-01'],
      ['2027-01-01', '2027-01-07'],
      ['2027-01-07', '2027-02-07'],
      ['2027-02-07', '2027-03-01'],
    ]);
  });

  it('makes no draft for a period an invoice from an earlier start day already bills', async () => {
    // As the demo wrote it: invoiced for December from the 1st, for a client who started on the 7th.
    const s = await setting();
    const subscription = await s.subscribe({ start_date: '2026-12-07' });
    const paid = await writeInvoice(s.organization.id, s.client.id, {
      status: 'paid',
      subscription_id: subscription.id,
      period_start: '2026-12-01',
      period_end: '2027-01-01',
    });
    for (const day of ['2026-12-10', '2026-12-17', '2026-12-24', '2026-12-31'])
      await writeLine(paid, 'visit', (await s.visit(subscription, day)).id, { service_date: day });
    at('2026-12-07');
    expect((await run()).invoices).toBe(0);
    at('2026-12-08');
    expect((await run()).invoices).toBe(0);
    expect(await s.invoicesOf(subscription.id)).toHaveLength(1);
  });

  it('leaves out a billed visit moved into the next period and its add-on, and credits a skipped one once', async () => {
    const s = await setting();
    const subscription = await s.subscribe();
    const spray = await createCrossSell(t.db, s.organization.id, { name: 'Deodorizer' });
    await s.visit(subscription, '2026-12-01');
    const rained = await s.visit(subscription, '2026-12-08');
    const moved = await s.visit(subscription, '2026-12-29');
    await t.db
      .insert(jobCrossSells)
      .values({ organization_id: s.organization.id, job_id: moved.id, cross_sell_id: spray.id, price_cents: 500 });
    await s.visit(subscription, '2027-01-05');
    await run();

    await t.db.update(jobs).set({ status: 'skipped', skip_reason_id: null }).where(eq(jobs.id, rained.id));
    await t.db.update(jobs).set({ service_date: '2027-01-02' }).where(eq(jobs.id, moved.id));
    at('2027-01-01');
    await run();
    const expected = {
      '2026-12-01': ['visit 2026-12-01', 'visit 2026-12-08', 'visit 2026-12-29', 'cross_sell 2026-12-29'],
      '2027-01-01': ['visit 2027-01-05', 'skipped_visit_credit 2026-12-08'],
    };
    expect(await s.billed(subscription.id)).toEqual(expected);

    // Voided and made again, January's draft credits the skip again, once; then February credits nothing more.
    const [, january] = await s.invoicesOf(subscription.id);
    await s.send('POST', `/api/invoices/${january!.id}/void`, { reason: 'Made again' });
    await run();
    expect(await s.billed(subscription.id)).toEqual(expected);
    await s.visit(subscription, '2027-02-02');
    at('2027-02-01');
    await run();
    expect((await s.billed(subscription.id))['2027-02-01']).toEqual(['visit 2027-02-02']);
  });

  it('bills the visits and tips of a voided draft again', async () => {
    const s = await setting();
    const subscription = await s.subscribe();
    const tipped = await s.visit(subscription, '2026-11-24', 'completed');
    await s.visit(subscription, '2026-12-08');
    await t.db.insert(tips).values({
      organization_id: s.organization.id,
      job_id: tipped.id,
      tech_user_id: s.tech.id,
      client_id: s.client.id,
      amount_cents: 300,
      source: 'once',
    });
    await run();
    const [draft] = await s.invoicesOf(subscription.id);
    const voided = await s.send('POST', `/api/invoices/${draft!.id}/void`, { reason: 'Wrong plan' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await run()).invoices).toBe(1);
    const [, again] = await s.invoicesOf(subscription.id);
    expect(again).toMatchObject({ status: 'draft', period_start: '2026-12-01', total_cents: 2300 });
    expect(await s.billed(subscription.id)).toEqual({ '2026-12-01': ['visit 2026-12-08', 'tip null'] });
  });
});

describe('a one-time visit', () => {
  it('is invoiced once, even asked for twice at once, and a tip for it on another invoice does not block it', async () => {
    const s = await setting();
    const [job] = await t.db
      .insert(jobs)
      .values({
        organization_id: s.organization.id,
        kind: 'residential',
        origin: 'one_time',
        client_id: s.client.id,
        client_location_id: s.location.id,
        service_date: '2026-11-30',
        status: 'completed',
        price_cents: 4500,
      })
      .returning();
    const elsewhere = await writeInvoice(s.organization.id, s.client.id);
    await writeLine(elsewhere, 'tip', job!.id);

    const asked = await Promise.all([
      s.send('POST', '/api/invoices/from_job', { job_id: job!.id }),
      s.send('POST', '/api/invoices/from_job', { job_id: job!.id }),
    ]);
    expect(asked.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const made = asked.find((response) => response.statusCode === 201)!.json().invoice;
    expect(asked.find((response) => response.statusCode === 409)!.json().error).toBe('job_not_invoiceable');

    await s.send('POST', `/api/invoices/${made.id}/void`, { reason: 'Wrong price' });
    const again = await s.send('POST', '/api/invoices/from_job', { job_id: job!.id });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('of a subscription is left to its own invoice: the billing run never puts it on a recurring one', async () => {
    const s = await setting();
    await s.settings({ billing_mode: 'postpaid' });
    const subscription = await s.subscribe();
    await s.visit(subscription, '2026-11-10', 'completed');
    const job = await s.visit(subscription, '2026-11-30', 'completed');
    await t.db.update(jobs).set({ origin: 'one_time' }).where(eq(jobs.id, job.id));
    await run();
    expect(await s.billed(subscription.id)).toEqual({ '2026-11-01': ['visit 2026-11-10'] });
    const made = await s.send('POST', '/api/invoices/from_job', { job_id: job.id });
    expect(made.statusCode, made.body).toBe(201);
  });
});
