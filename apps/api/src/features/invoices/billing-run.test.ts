import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import { TestClock } from '../../../test/support/test-app.ts';
import { createCoupon, createCrossSell } from '../../../test/support/pricing-factories.ts';
import { openPostgres } from '../../platform/db/client.ts';
import { jobCrossSells } from '../jobs/jobs.table.ts';
import { tips } from '../ratings-and-tips/ratings-and-tips.table.ts';
import { subscriptions } from '../subscriptions/subscriptions.table.ts';
import { runClientBilling } from './billing-run.service.ts';
import { invoiceLines, invoices, salesTaxRates } from './invoices.table.ts';
import { addLocation, billingSetting, DECEMBER_FIRST } from './recurring-billing.test-support.ts';

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
const clock = new TestClock();
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  clock.set(DECEMBER_FIRST);
  // Each test bills its own organization; older ones keep their invoices, so clear them between tests.
  await handle.db.delete(invoices);
});

const run = () => runClientBilling({ db: handle.db, clock });
const invoicesOf = (subscriptionId: number) =>
  handle.db.select().from(invoices).where(eq(invoices.subscription_id, subscriptionId)).orderBy(asc(invoices.id));
const linesOf = async (invoiceId: number) =>
  (
    await handle.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoice_id, invoiceId))
      .orderBy(asc(invoiceLines.position))
  ).map((line) => [line.kind, line.service_date, line.amount_cents]);

describe('the billing run, prepaid', () => {
  it("bills the period's planned visits on its first day and credits last period's uncharged skips", async () => {
    const s = await billingSetting(handle.db);
    await handle.db
      .insert(salesTaxRates)
      .values({ organization_id: s.organization.id, name: 'Denver', rate_millipercent: 8000, zip: '80202' });
    const subscription = await s.subscribe();
    for (const day of ['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22', '2026-12-29'])
      await s.visit(subscription, day);
    await s.visit(subscription, '2026-12-30', 'cancelled');
    await s.visit(subscription, '2026-11-03', 'completed');
    await s.visit(subscription, '2026-11-10', 'skipped', 'weather');
    await s.visit(subscription, '2026-11-17', 'skipped', 'locked_gate');
    // November was invoiced (by an earlier run), so its skips are credited now.
    clock.set(new Date('2026-11-02T17:00:00Z'));
    expect((await run()).invoices).toBe(1);
    clock.set(DECEMBER_FIRST);
    expect((await run()).invoices).toBe(1);
    const [, december] = await invoicesOf(subscription.id);
    expect(december).toMatchObject({
      kind: 'recurring',
      status: 'draft',
      period_start: '2026-12-01',
      period_end: '2027-01-01',
      issue_date: '2026-12-01',
      due_date: '2026-12-08',
      autopay: true,
      tax_rate_millipercent: 8000,
      tax_rate_name: 'Denver',
      subtotal_cents: 8000,
      tax_cents: 640,
      total_cents: 8640,
      amount_due_cents: 8640,
      paid_cents: 0,
      bill_to: {
        name: 'Morgan Client',
        email: 'morgan@example.com',
        phone: null,
        address: '12 Elm St, Denver, CO 80202',
      },
    });
    expect(await linesOf(december!.id)).toEqual([
      ['visit', '2026-12-01', 2000],
      ['visit', '2026-12-08', 2000],
      ['visit', '2026-12-15', 2000],
      ['visit', '2026-12-22', 2000],
      ['visit', '2026-12-29', 2000],
      ['skipped_visit_credit', '2026-11-10', -2000],
    ]);
  });

  it('credits nothing for a previous period that was never invoiced', async () => {
    const s = await billingSetting(handle.db);
    const subscription = await s.subscribe();
    await s.visit(subscription, '2026-12-01');
    await s.visit(subscription, '2026-11-10', 'skipped', 'weather');
    await run();
    const [december] = await invoicesOf(subscription.id);
    expect(await linesOf(december!.id)).toEqual([['visit', '2026-12-01', 2000]]);
  });

  it('takes the coupon off while it covers the invoice (once: the first only)', async () => {
    const s = await billingSetting(handle.db);
    const coupon = await createCoupon(handle.db, s.organization.id, { percent_off: 25 });
    const subscription = await s.subscribe();
    await handle.db
      .update(subscriptions)
      .set({ coupon_id: coupon.id, coupon_applied_on: '2026-11-20' })
      .where(eq(subscriptions.id, subscription.id));
    await s.visit(subscription, '2026-12-01');
    await s.visit(subscription, '2027-01-05');
    await run();
    clock.set(new Date('2027-01-01T17:00:00Z'));
    await run();
    const [december, january] = await invoicesOf(subscription.id);
    expect(december).toMatchObject({ coupon_code: 'SAVE10', discount_cents: 500, total_cents: 1500 });
    expect(january).toMatchObject({ coupon_code: null, discount_cents: 0, total_cents: 2000 });
  });

  it('bills a paused subscription only when its period has visits', async () => {
    const s = await billingSetting(handle.db);
    const idle = await s.subscribe({ status: 'paused' });
    const busy = await s.subscribe({ status: 'paused' });
    await s.visit(busy, '2026-12-22');
    await s.visit(idle, '2026-12-22', 'cancelled');
    await run();
    expect(await invoicesOf(idle.id)).toEqual([]);
    expect(await invoicesOf(busy.id)).toHaveLength(1);
  });
});

describe('the billing run, postpaid', () => {
  it('bills the visits done and the charged skips the day after the period, with the add-ons done', async () => {
    const s = await billingSetting(handle.db);
    await s.settings({ billing_mode: 'postpaid', due_days: 0, autopay: false });
    await s.makeTaxExempt(s.client.id);
    await handle.db
      .insert(salesTaxRates)
      .values({ organization_id: s.organization.id, name: 'Denver', rate_millipercent: 8000, zip: '80202' });
    const subscription = await s.subscribe();
    const deodorizer = await createCrossSell(handle.db, s.organization.id, { name: 'Deodorizer' });
    const done = await s.visit(subscription, '2026-11-03', 'completed');
    await handle.db
      .insert(jobCrossSells)
      .values({ organization_id: s.organization.id, job_id: done.id, cross_sell_id: deodorizer.id, price_cents: 500 });
    await s.visit(subscription, '2026-11-10', 'skipped', 'locked_gate');
    await s.visit(subscription, '2026-11-17', 'skipped', 'weather');
    await s.visit(subscription, '2026-11-24', 'completed');
    await s.visit(subscription, '2026-12-01');
    await run();
    const [november] = await invoicesOf(subscription.id);
    expect(november).toMatchObject({
      period_start: '2026-11-01',
      period_end: '2026-12-01',
      issue_date: '2026-12-01',
      due_date: '2026-12-01',
      autopay: false,
      tax_exempt: true,
      subtotal_cents: 6500,
      tax_cents: 0,
      total_cents: 6500,
    });
    expect(await linesOf(november!.id)).toEqual([
      ['visit', '2026-11-03', 2000],
      ['cross_sell', '2026-11-03', 500],
      ['charged_skip', '2026-11-10', 2000],
      ['visit', '2026-11-24', 2000],
    ]);
  });

  it('still bills the visits done before a client cancelled mid-period, once the period ends', async () => {
    const s = await billingSetting(handle.db);
    await s.settings({ billing_mode: 'postpaid' });
    const subscription = await s.subscribe();
    await s.visit(subscription, '2026-11-03', 'completed');
    await s.visit(subscription, '2026-11-10', 'completed');
    await handle.db
      .update(subscriptions)
      .set({ status: 'cancelled', cancelled_on: '2026-11-12' })
      .where(eq(subscriptions.id, subscription.id));
    await run();
    const [november] = await invoicesOf(subscription.id);
    expect(november).toMatchObject({ period_start: '2026-11-01', subtotal_cents: 4000 });
    expect(await linesOf(november!.id)).toEqual([
      ['visit', '2026-11-03', 2000],
      ['visit', '2026-11-10', 2000],
    ]);
  });

  it('bills a commercial subscription to the customer, taxed by the site zip', async () => {
    const s = await billingSetting(handle.db);
    await s.settings({ billing_mode: 'postpaid' });
    await handle.db.insert(salesTaxRates).values([
      { organization_id: s.organization.id, name: 'Denver', rate_millipercent: 8000, zip: '80202' },
      { organization_id: s.organization.id, name: 'Park district', rate_millipercent: 5000, zip: '80203' },
    ]);
    const subscription = await s.commercialSubscription();
    await s.visit(subscription, '2026-11-05', 'completed');
    await run();
    const [november] = await invoicesOf(subscription.id);
    expect(november).toMatchObject({
      client_id: null,
      commercial_customer_id: subscription.commercial_customer_id,
      tax_rate_name: 'Park district',
      subtotal_cents: 5000,
      tax_cents: 250,
      bill_to: { name: 'Park HOA', email: 'hoa@example.com' },
    });
  });
});

describe('which period, and only once', () => {
  it("bills on a fixed day, or on each client's start day", async () => {
    const s = await billingSetting(handle.db);
    const subscription = await s.subscribe({ start_date: '2026-10-15' });
    await s.visit(subscription, '2026-12-01');
    await s.visit(subscription, '2026-12-10');
    await run();
    expect((await invoicesOf(subscription.id)).map((row) => [row.period_start, row.period_end])).toEqual([
      ['2026-12-01', '2027-01-01'],
    ]);
    await handle.db.delete(invoices);
    await s.settings({ fixed_billing_day: null });
    await run();
    const [byStart] = await invoicesOf(subscription.id);
    expect([byStart!.period_start, byStart!.period_end, byStart!.issue_date]).toEqual([
      '2026-11-15',
      '2026-12-15',
      '2026-11-15',
    ]);
    expect(await linesOf(byStart!.id)).toEqual([
      ['visit', '2026-12-01', 2000],
      ['visit', '2026-12-10', 2000],
    ]);
  });

  it("waits for the invoice day in the organization's time zone", async () => {
    const s = await billingSetting(handle.db);
    const subscription = await s.subscribe({ start_date: '2026-12-01' });
    await s.visit(subscription, '2026-12-01');
    // 22:00 on 30 November in Denver, already 1 December in UTC.
    clock.set(new Date('2026-12-01T05:00:00Z'));
    await run();
    expect(await invoicesOf(subscription.id)).toEqual([]);
    clock.set(new Date('2026-12-01T07:30:00Z'));
    await run();
    expect((await invoicesOf(subscription.id)).map((row) => row.issue_date)).toEqual(['2026-12-01']);
  });

  it('adds nothing when run again, and two racing runs make one invoice per subscription', async () => {
    const s = await billingSetting(handle.db);
    const subscriptionIds: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const subscription = await s.subscribe();
      await s.visit(subscription, '2026-12-08');
      subscriptionIds.push(subscription.id);
    }
    await Promise.all([run(), run()]);
    expect((await run()).invoices).toBe(0);
    const made = await handle.db.select().from(invoices).where(eq(invoices.organization_id, s.organization.id));
    expect(made.map((row) => row.subscription_id).sort()).toEqual(subscriptionIds.sort());
    expect(new Set(made.map((row) => row.number)).size).toBe(4);
  });

  it("bills each tip once, on one of the client's invoices, and keeps its tech", async () => {
    const s = await billingSetting(handle.db);
    const home = await s.subscribe();
    const cabin = await s.subscribe({
      location_id: (await addLocation(handle.db, s.organization.id, s.client.id, '80210')).id,
    });
    const tipped = await s.visit(home, '2026-11-24', 'completed');
    await s.visit(home, '2026-12-01');
    await s.visit(cabin, '2026-12-02');
    const [tip] = await handle.db
      .insert(tips)
      .values({
        organization_id: s.organization.id,
        job_id: tipped.id,
        tech_user_id: s.tech.id,
        client_id: s.client.id,
        amount_cents: 300,
        source: 'once',
      })
      .returning();
    await run();
    await run();
    const tipLines = await handle.db
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.organization_id, s.organization.id), eq(invoiceLines.kind, 'tip')));
    expect(tipLines).toHaveLength(1);
    expect(tipLines[0]).toMatchObject({
      tip_id: tip!.id,
      tech_user_id: s.tech.id,
      taxable: false,
      discountable: false,
    });
    const [stored] = await handle.db.select().from(tips).where(eq(tips.id, tip!.id));
    expect(stored!.invoice_id).toBe(tipLines[0]!.invoice_id);
  });

  it("leaves another organization's subscriptions to its own settings and rates", async () => {
    const a = await billingSetting(handle.db, 'A Co');
    const b = await billingSetting(handle.db, 'B Co');
    await b.settings({ billing_mode: 'postpaid', default_tax_rate_millipercent: 1000 });
    await handle.db
      .insert(salesTaxRates)
      .values({ organization_id: a.organization.id, name: 'A rate', rate_millipercent: 8000, zip: '80202' });
    const ofA = await a.subscribe();
    const ofB = await b.subscribe();
    await a.visit(ofA, '2026-12-08');
    await b.visit(ofB, '2026-12-08');
    await b.visit(ofB, '2026-11-10', 'completed');
    await run();
    expect((await invoicesOf(ofA.id)).map((row) => [row.period_start, row.tax_rate_millipercent])).toEqual([
      ['2026-12-01', 8000],
    ]);
    expect((await invoicesOf(ofB.id)).map((row) => [row.period_start, row.tax_rate_millipercent])).toEqual([
      ['2026-11-01', 1000],
    ]);
  });
});

describe.runIf(process.env.DATABASE_URL)('two instances on PostgreSQL', () => {
  it('make one invoice per subscription and period', async () => {
    const s = await billingSetting(handle.db);
    for (let index = 0; index < 6; index += 1) {
      const subscription = await s.subscribe();
      await s.visit(subscription, '2026-12-08');
    }
    const other = await openPostgres(handle.url!, 3);
    try {
      await Promise.all([run(), runClientBilling({ db: other.db, clock })]);
    } finally {
      await other.close();
    }
    const made = await handle.db.select().from(invoices).where(eq(invoices.organization_id, s.organization.id));
    expect(made).toHaveLength(6);
    expect(new Set(made.map((row) => row.number)).size).toBe(6);
  });
});
