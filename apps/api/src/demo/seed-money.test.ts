import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { addCalendarDays, agingBucketOf, agingBuckets, invoiceTotals, todayIn } from '@employee-portal/core';
import { createTestDatabase } from '../../test/support/test-database.ts';
import type { Db } from '../platform/db/client.ts';
import { organizations } from '../platform/identity/organizations.table.ts';
import { clients } from '../features/clients/clients.table.ts';
import { commercialCustomers } from '../features/commercial/commercial.table.ts';
import { jobs } from '../features/jobs/jobs.table.ts';
import { subscriptions } from '../features/subscriptions/subscriptions.table.ts';
import { servicePlans } from '../features/pricing/pricing.table.ts';
import {
  billingSettings,
  clientCreditEntries,
  invoiceLines,
  invoices,
  salesTaxRates,
} from '../features/invoices/invoices.table.ts';
import {
  autopayAttempts,
  clientPaymentMethods,
  paymentApplications,
  paymentRefunds,
  payments,
  payouts,
} from '../features/payments/payments.table.ts';
import { jobRatings, recurringTips, tips } from '../features/ratings-and-tips/ratings-and-tips.table.ts';
import { loadPayrollSettings, loadStaffPayRules } from '../features/payroll-settings/index.ts';
import { payRuns, paySlips } from '../features/payroll/payroll.table.ts';
import { seedDemo } from './seed-demo.ts';
import { lastThreePeriods } from './seed-money-invoices.ts';

const NOW = new Date('2026-11-20T18:00:00Z');
const TODAY = todayIn('America/Denver', NOW);

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
let demoId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await seedDemo(db, NOW);
  const [demo] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, 'Demo Scoopers'));
  demoId = demo!.id;
}, 120_000);
afterAll(() => handle?.close());

const allInvoices = () =>
  db.select().from(invoices).where(eq(invoices.organization_id, demoId)).orderBy(asc(invoices.number));
const sumBy = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);

describe('demo money: invoices', () => {
  it('bills on the 1st, prepaid, due in 15 days, with a default rate and two named sales tax rates', async () => {
    const [settings] = await db.select().from(billingSettings).where(eq(billingSettings.organization_id, demoId));
    expect(settings).toMatchObject({ billing_mode: 'prepaid', fixed_billing_day: 1, due_days: 15, autopay: true });
    expect(settings!.retry_days).toEqual([1, 3, 7]);
    expect(settings!.default_tax_rate_millipercent).toBeGreaterThan(0);
    const rates = await db.select().from(salesTaxRates).where(eq(salesTaxRates.organization_id, demoId));
    expect(rates.filter((rate) => rate.zip !== null)).toHaveLength(1);
    expect(rates.filter((rate) => rate.work_area_id !== null)).toHaveLength(1);
    const used = new Set((await allInvoices()).map((invoice) => invoice.tax_rate_name));
    expect(used.size).toBeGreaterThanOrEqual(3);
  });

  it('stores on every invoice the totals core computes from its lines', async () => {
    const lines = await db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.organization_id, demoId))
      .orderBy(asc(invoiceLines.invoice_id), asc(invoiceLines.position));
    const all = await allInvoices();
    expect(all.length).toBeGreaterThan(300);
    for (const invoice of all) {
      const own = lines.filter((line) => line.invoice_id === invoice.id);
      expect(own.length).toBeGreaterThan(0);
      const totals = invoiceTotals({
        lines: own,
        coupon: invoice.coupon_code
          ? { percent_off: invoice.coupon_percent_off, amount_off_cents: invoice.coupon_amount_off_cents }
          : null,
        tax_rate_millipercent: invoice.tax_rate_millipercent,
        tax_exempt: invoice.tax_exempt,
        available_credit_cents: invoice.credit_applied_cents,
        available_gift_certificate_cents: invoice.gift_certificate_applied_cents,
      });
      expect(invoice).toMatchObject({
        subtotal_cents: totals.subtotal_cents,
        discount_cents: totals.discount_cents,
        tax_cents: totals.tax_cents,
        total_cents: totals.total_cents,
        amount_due_cents: totals.amount_due_cents,
      });
      expect(own.map((line) => [line.amount_cents, line.discount_cents])).toEqual(
        totals.line_cents.map((cents, index) => [cents, totals.line_discount_cents[index]]),
      );
    }
  });

  it('numbers the invoices in the order they were issued and gives each running subscription one per period', async () => {
    const all = await allInvoices();
    const days = all.map((invoice) => invoice.issue_date);
    expect(days).toEqual([...days].sort());
    const periods = lastThreePeriods(TODAY);
    const settled = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .innerJoin(servicePlans, eq(servicePlans.id, subscriptions.service_plan_id))
      .where(
        and(
          eq(subscriptions.organization_id, demoId),
          eq(subscriptions.status, 'active'),
          sql`${servicePlans.frequency} <> 'one_time'`,
          sql`${subscriptions.start_date} < ${periods[0]!.start}`,
        ),
      );
    expect(settled.length).toBeGreaterThan(50);
    for (const { id } of settled)
      expect(
        all
          .filter((invoice) => invoice.subscription_id === id && invoice.status !== 'void')
          .map((row) => row.period_start),
      ).toEqual(periods.map((period) => period.start));
    const current = all.filter((invoice) => invoice.period_start === periods[2]!.start);
    expect(current.some((invoice) => invoice.status === 'draft')).toBe(true);
    expect(
      all.filter((invoice) => invoice.status === 'draft').every((row) => row.period_start === periods[2]!.start),
    ).toBe(true);
    expect(all.some((invoice) => invoice.kind === 'one_time' && invoice.status === 'paid')).toBe(true);
  });

  it('credits uncharged skipped visits on the next invoice and bills cross-sells', async () => {
    const credits = await db
      .select({ line: invoiceLines, job: jobs })
      .from(invoiceLines)
      .innerJoin(jobs, eq(jobs.id, invoiceLines.job_id))
      .where(and(eq(invoiceLines.organization_id, demoId), eq(invoiceLines.kind, 'skipped_visit_credit')));
    expect(credits.length).toBeGreaterThan(0);
    for (const { line, job } of credits) {
      expect(job.status).toBe('skipped');
      expect(line.amount_cents).toBe(-job.price_cents);
    }
    const [crossSold] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.organization_id, demoId), eq(invoiceLines.kind, 'cross_sell')));
    expect(crossSold!.total).toBeGreaterThan(0);
  });

  it('has one void invoice with its reason, never paid', async () => {
    const voided = (await allInvoices()).filter((invoice) => invoice.status === 'void');
    expect(voided).toHaveLength(1);
    expect(voided[0]!.void_reason).toMatch(/\w/);
    expect(voided[0]!.voided_at).not.toBeNull();
    expect(voided[0]!.paid_cents).toBe(0);
  });
});

describe('demo money: payments and balances', () => {
  it('pays each invoice exactly what its applications say, and marks it paid only when it is paid in full', async () => {
    const applications = await db
      .select()
      .from(paymentApplications)
      .where(eq(paymentApplications.organization_id, demoId));
    for (const invoice of await allInvoices()) {
      const paid = sumBy(
        applications.filter((applied) => applied.invoice_id === invoice.id),
        (applied) => applied.amount_cents,
      );
      expect(invoice.paid_cents).toBe(paid);
      if (invoice.status === 'draft' || invoice.status === 'void') expect(paid).toBe(0);
      else expect(invoice.status).toBe(paid >= invoice.amount_due_cents ? 'paid' : 'open');
    }
    const partly = (await allInvoices()).filter(
      (invoice) => invoice.status === 'open' && invoice.paid_cents > 0 && invoice.paid_cents < invoice.amount_due_cents,
    );
    expect(partly).toHaveLength(1);
  });

  it("keeps every client's balance at its open invoices less its credit", async () => {
    const all = await allInvoices();
    const credit = await db.select().from(clientCreditEntries).where(eq(clientCreditEntries.organization_id, demoId));
    const owed = (key: 'client_id' | 'commercial_customer_id', id: number) =>
      sumBy(
        all.filter((invoice) => invoice[key] === id && invoice.status === 'open'),
        (invoice) => invoice.amount_due_cents - invoice.paid_cents,
      ) -
      sumBy(
        credit.filter((entry) => entry[key] === id),
        (entry) => entry.amount_cents,
      );
    const residential = await db.select().from(clients).where(eq(clients.organization_id, demoId));
    for (const client of residential) expect(client.balance_cents).toBe(owed('client_id', client.id));
    const business = await db.select().from(commercialCustomers).where(eq(commercialCustomers.organization_id, demoId));
    for (const customer of business) expect(customer.balance_cents).toBe(owed('commercial_customer_id', customer.id));
    expect(residential.filter((client) => client.balance_cents > 0).length).toBeGreaterThanOrEqual(3);
  });

  it('has open invoices in every aging bucket', async () => {
    const open = (await allInvoices()).filter((invoice) => invoice.status === 'open');
    const buckets = new Set(open.map((invoice) => agingBucketOf(invoice.due_date, TODAY)));
    expect([...buckets].sort()).toEqual([...agingBuckets].sort());
    for (const days of [35, 65, 95])
      expect(open.some((invoice) => invoice.due_date === addCalendarDays(TODAY, -days))).toBe(true);
    const overdue = open.filter((invoice) => invoice.due_date < addCalendarDays(TODAY, -7));
    expect(overdue.every((invoice) => invoice.reminded_at !== null)).toBe(true);
  });

  it('charges cards through Stripe test mode at 2.9 % + 30¢ on saved cards, and records checks with their numbers', async () => {
    const rows = await db.select().from(payments).where(eq(payments.organization_id, demoId));
    const cards = rows.filter((payment) => payment.method === 'card' && payment.status === 'succeeded');
    const checks = rows.filter((payment) => payment.method === 'check');
    expect(cards.length).toBeGreaterThan(checks.length);
    expect(checks.length).toBeGreaterThan(5);
    for (const card of cards) {
      expect(card.processor).toBe('stripe');
      expect(card.processor_ref).toMatch(/^ch_test_/);
      expect(card.fee_cents).toBe(Math.round(card.amount_cents * 0.029) + 30);
      expect(card.payment_method_id).not.toBeNull();
    }
    for (const check of checks) {
      expect(check.check_number).toMatch(/^\d+$/);
      expect(check.check_date).not.toBeNull();
      expect(check.fee_cents).toBe(0);
    }
    const saved = await db.select().from(clientPaymentMethods).where(eq(clientPaymentMethods.organization_id, demoId));
    expect(
      saved.every((card) => card.brand && /^\d{4}$/.test(card.last4 ?? '') && /^\d{4}$/.test(card.expiry ?? '')),
    ).toBe(true);
  });

  it('has a card declined once and charged on the retry', async () => {
    const [failed] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.organization_id, demoId), eq(payments.status, 'failed')));
    expect(failed!.failure_message).toMatch(/declined/);
    const [first] = await db.select().from(autopayAttempts).where(eq(autopayAttempts.payment_id, failed!.id));
    expect(first).toMatchObject({ attempt: 1, status: 'failed' });
    const tries = await db
      .select()
      .from(autopayAttempts)
      .where(eq(autopayAttempts.invoice_id, first!.invoice_id))
      .orderBy(asc(autopayAttempts.attempt));
    expect(tries.map((attempt) => [attempt.attempt, attempt.status])).toEqual([
      [1, 'failed'],
      [2, 'succeeded'],
    ]);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, first!.invoice_id));
    expect(invoice!.status).toBe('paid');
  });

  it('has a card payment partly refunded', async () => {
    const refunds = await db.select().from(paymentRefunds).where(eq(paymentRefunds.organization_id, demoId));
    expect(refunds).toHaveLength(1);
    const [payment] = await db.select().from(payments).where(eq(payments.id, refunds[0]!.payment_id));
    expect(payment!.method).toBe('card');
    expect(payment!.refunded_cents).toBe(refunds[0]!.amount_cents);
    expect(payment!.refunded_cents).toBeLessThan(payment!.amount_cents);
  });

  it('has one check across two invoices whose overpayment the next invoice used', async () => {
    const credit = await db.select().from(clientCreditEntries).where(eq(clientCreditEntries.organization_id, demoId));
    const over = credit.find((entry) => entry.kind === 'overpayment')!;
    const used = credit.find((entry) => entry.kind === 'applied')!;
    expect(over.amount_cents).toBeGreaterThan(0);
    expect(used.amount_cents).toBe(-over.amount_cents);
    const applied = await db
      .select()
      .from(paymentApplications)
      .where(eq(paymentApplications.payment_id, over.payment_id!));
    expect(applied).toHaveLength(2);
    const [check] = await db.select().from(payments).where(eq(payments.id, over.payment_id!));
    expect(check!.method).toBe('check');
    expect(check!.amount_cents).toBe(sumBy(applied, (row) => row.amount_cents) + over.amount_cents);
    const [next] = await db.select().from(invoices).where(eq(invoices.id, used.invoice_id!));
    expect(next!.credit_applied_cents).toBe(over.amount_cents);
    expect(next!.issue_date > check!.received_on).toBe(true);
  });
});

describe('demo money: payouts', () => {
  it("pays out each day's card charges two days later, net of fees and refunds", async () => {
    const rows = await db.select().from(payouts).where(eq(payouts.organization_id, demoId));
    const charges = await db.select().from(payments).where(eq(payments.organization_id, demoId));
    expect(rows.length).toBeGreaterThan(3);
    for (const payout of rows) {
      const own = charges.filter((payment) => payment.payout_id === payout.id);
      expect(own.length).toBeGreaterThan(0);
      expect(payout.net_cents).toBe(payout.gross_cents - payout.fee_cents - payout.refund_cents);
      expect(payout.gross_cents).toBe(sumBy(own, (payment) => payment.amount_cents));
      expect(payout.net_cents).toBe(
        sumBy(own, (payment) => payment.amount_cents - payment.fee_cents - payment.refunded_cents),
      );
      expect(payout.status).toBe(payout.arrival_date <= TODAY ? 'paid' : 'in_transit');
    }
    expect(rows.some((payout) => payout.status === 'in_transit')).toBe(true);
    expect(rows.some((payout) => payout.refund_cents > 0)).toBe(true);
    const unpaidOut = charges.filter(
      (payment) => payment.method === 'card' && payment.status === 'succeeded' && payment.payout_id === null,
    );
    expect(unpaidOut).toEqual([]);
  });
});

describe('demo money: ratings and tips', () => {
  it('rates about a third of the completed visits, mostly four and five stars', async () => {
    const ratings = await db.select().from(jobRatings).where(eq(jobRatings.organization_id, demoId));
    const [done] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(eq(jobs.organization_id, demoId), eq(jobs.status, 'completed')));
    expect(ratings.length).toBeGreaterThan(done!.total / 5);
    expect(ratings.length).toBeLessThan(done!.total / 2);
    expect(ratings.filter((rating) => rating.stars >= 4).length / ratings.length).toBeGreaterThan(0.7);
    expect(new Set(ratings.map((rating) => rating.stars)).size).toBeGreaterThanOrEqual(4);
    expect(ratings.some((rating) => rating.comment)).toBe(true);
  });

  it('has tips once and two recurring tips, billed on the next invoice except the latest', async () => {
    const standing = await db.select().from(recurringTips).where(eq(recurringTips.organization_id, demoId));
    expect(standing).toHaveLength(2);
    const all = await db.select().from(tips).where(eq(tips.organization_id, demoId));
    for (const recurring of standing)
      expect(all.filter((tip) => tip.recurring_tip_id === recurring.id).length).toBeGreaterThan(0);
    expect(all.some((tip) => tip.source === 'once')).toBe(true);
    const billed = all.filter((tip) => tip.invoice_id !== null);
    expect(billed.length).toBeGreaterThan(0);
    expect(all.length - billed.length).toBeGreaterThan(0);
    const tipLines = await db
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.organization_id, demoId), eq(invoiceLines.kind, 'tip')));
    expect(tipLines).toHaveLength(billed.length);
    for (const tip of billed)
      expect(tipLines.find((line) => line.tip_id === tip.id)).toMatchObject({
        invoice_id: tip.invoice_id,
        amount_cents: tip.amount_cents,
        tech_user_id: tip.tech_user_id,
        taxable: false,
      });
  });
});

describe('demo seed: payroll settings', () => {
  it('gives Demo Scoopers payroll rules and every kind of pay among its staff', async () => {
    expect(await loadPayrollSettings(db, demoId)).toMatchObject({ pay_period: 'weekly', mileage_rate_cents: 67 });
    const rules = await loadStaffPayRules(db, demoId);
    expect(rules.find((row) => row.full_name === 'Olivia Owens')?.salary_cents_per_year).toBe(6_500_000);
    expect(rules.find((row) => row.full_name === 'Tyler Brooks')).toMatchObject({
      hourly_rate_cents: 1850,
      per_yard_rate_cents: 150,
      mileage_rate_cents: 67,
    });
  });
});

describe('demo seed: pay runs', () => {
  it('gives Demo Scoopers three months of finalized weekly runs and the previous week as a draft', async () => {
    const runs = await db
      .select()
      .from(payRuns)
      .where(eq(payRuns.organization_id, demoId))
      .orderBy(sql`${payRuns.start_date} desc`);
    expect(runs.map((run) => run.status)).toEqual(['draft', ...Array(13).fill('finalized')]);
    const draftSlips = await db.select().from(paySlips).where(eq(paySlips.pay_run_id, runs[0]!.id));
    expect(draftSlips.length).toBeGreaterThanOrEqual(4);
    // The draft week has shifts, visits and tips: something beyond the owner's salary to review.
    expect(draftSlips.some((slip) => slip.regular_pay_cents > 0)).toBe(true);
    expect(draftSlips.some((slip) => slip.overtime_minutes > 0 && slip.piece_rate_pay_cents > 0)).toBe(true);
    const techSlips = draftSlips.filter((slip) => slip.piece_rate_pay_cents > 0);
    expect(techSlips.length).toBeGreaterThanOrEqual(2);
    expect(techSlips.every((slip) => slip.tips_cents > 0)).toBe(true);
    expect(draftSlips.every((slip) => slip.prior_period_correction_cents === 0)).toBe(true);
  });
});
