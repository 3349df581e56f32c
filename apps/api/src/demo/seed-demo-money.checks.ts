/**
 * Checks of the seeded demo's invoices, payments and payouts, registered by seed-demo.test.ts, which seeds the demo
 * once for every subject's checks.
 */
import { describe, expect, it } from 'vitest';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { addCalendarDays, addCalendarMonths, agingBucketOf, agingBuckets, invoiceTotals } from '@employee-portal/core';
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
import type { SeededDemo } from './seed-demo.test-support.ts';

const sumBy = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);

export function describeDemoMoney(demo: SeededDemo) {
  const allInvoices = () =>
    demo.db.select().from(invoices).where(eq(invoices.organization_id, demo.demoId)).orderBy(asc(invoices.number));

  describe('demo money: invoices', () => {
    it('bills on the 1st, prepaid, due in 15 days, with a default rate and two named sales tax rates', async () => {
      const [settings] = await demo.db
        .select()
        .from(billingSettings)
        .where(eq(billingSettings.organization_id, demo.demoId));
      expect(settings).toMatchObject({ billing_mode: 'prepaid', fixed_billing_day: 1, due_days: 15, autopay: true });
      expect(settings!.retry_days).toEqual([1, 3, 7]);
      expect(settings!.default_tax_rate_millipercent).toBeGreaterThan(0);
      const rates = await demo.db.select().from(salesTaxRates).where(eq(salesTaxRates.organization_id, demo.demoId));
      expect(rates.filter((rate) => rate.zip !== null)).toHaveLength(1);
      expect(rates.filter((rate) => rate.work_area_id !== null)).toHaveLength(1);
      const used = new Set((await allInvoices()).map((invoice) => invoice.tax_rate_name));
      expect(used.size).toBeGreaterThanOrEqual(3);
    });

    it('stores on every invoice the totals core computes from its lines', async () => {
      const lines = await demo.db
        .select()
        .from(invoiceLines)
        .where(eq(invoiceLines.organization_id, demo.demoId))
        .orderBy(asc(invoiceLines.invoice_id), asc(invoiceLines.position));
      const all = await allInvoices();
      expect(all.length).toBeGreaterThan(800);
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

    it('numbers the invoices in the order they were issued and gives each running subscription one per month since it started', async () => {
      const all = await allInvoices();
      const days = all.map((invoice) => invoice.issue_date);
      expect(days).toEqual([...days].sort());
      const currentMonth = `${demo.today.slice(0, 8)}01`;
      const running = await demo.db
        .select({ id: subscriptions.id, start_date: subscriptions.start_date, basis: servicePlans.price_basis })
        .from(subscriptions)
        .innerJoin(servicePlans, eq(servicePlans.id, subscriptions.service_plan_id))
        .where(
          and(
            eq(subscriptions.organization_id, demo.demoId),
            eq(subscriptions.status, 'active'),
            isNull(subscriptions.pause_from),
            sql`${servicePlans.frequency} <> 'one_time'`,
            sql`${subscriptions.start_date} <= ${demo.today}`,
          ),
        );
      expect(running.length).toBeGreaterThan(80);
      const visitDays = await demo.db
        .select({ subscription_id: jobs.subscription_id, day: jobs.service_date })
        .from(jobs)
        .where(eq(jobs.organization_id, demo.demoId));
      for (const { id, start_date, basis } of running) {
        // The first period begins on the start day, as the billing run cuts it (and bills it when it has a visit, or
        // a monthly plan's share of the month); then every 1st up to this month's.
        const after = addCalendarMonths(`${start_date.slice(0, 8)}01`, 1);
        const visitFirst = visitDays.some((row) => row.subscription_id === id && row.day < after);
        const months = visitFirst || basis === 'per_month' ? [start_date] : [];
        for (let month = after; month <= currentMonth; month = addCalendarMonths(month, 1)) months.push(month);
        expect(
          all
            .filter((invoice) => invoice.subscription_id === id && invoice.status !== 'void')
            .map((row) => row.period_start),
        ).toEqual(months);
      }
      const current = all.filter((invoice) => invoice.kind === 'recurring' && invoice.issue_date >= currentMonth);
      expect(current.some((invoice) => invoice.status === 'draft')).toBe(true);
      expect(all.filter((invoice) => invoice.status === 'draft').every((row) => row.issue_date >= currentMonth)).toBe(
        true,
      );
      expect(all.some((invoice) => invoice.kind === 'one_time' && invoice.status === 'paid')).toBe(true);
    });

    it('credits uncharged skipped visits on the next invoice and bills cross-sells', async () => {
      const credits = await demo.db
        .select({ line: invoiceLines, job: jobs })
        .from(invoiceLines)
        .innerJoin(jobs, eq(jobs.id, invoiceLines.job_id))
        .where(and(eq(invoiceLines.organization_id, demo.demoId), eq(invoiceLines.kind, 'skipped_visit_credit')));
      expect(credits.length).toBeGreaterThan(0);
      for (const { line, job } of credits) {
        expect(job.status).toBe('skipped');
        expect(line.amount_cents).toBe(-job.price_cents);
      }
      const [crossSold] = await demo.db
        .select({ total: sql<number>`count(*)::int` })
        .from(invoiceLines)
        .where(and(eq(invoiceLines.organization_id, demo.demoId), eq(invoiceLines.kind, 'cross_sell')));
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
      const applications = await demo.db
        .select()
        .from(paymentApplications)
        .where(eq(paymentApplications.organization_id, demo.demoId));
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
        (invoice) =>
          invoice.status === 'open' && invoice.paid_cents > 0 && invoice.paid_cents < invoice.amount_due_cents,
      );
      expect(partly).toHaveLength(1);
    });

    it("keeps every client's balance at its open invoices less its credit", async () => {
      const all = await allInvoices();
      const credit = await demo.db
        .select()
        .from(clientCreditEntries)
        .where(eq(clientCreditEntries.organization_id, demo.demoId));
      const owed = (key: 'client_id' | 'commercial_customer_id', id: number) =>
        sumBy(
          all.filter((invoice) => invoice[key] === id && invoice.status === 'open'),
          (invoice) => invoice.amount_due_cents - invoice.paid_cents,
        ) -
        sumBy(
          credit.filter((entry) => entry[key] === id),
          (entry) => entry.amount_cents,
        );
      const residential = await demo.db.select().from(clients).where(eq(clients.organization_id, demo.demoId));
      for (const client of residential) expect(client.balance_cents).toBe(owed('client_id', client.id));
      const business = await demo.db
        .select()
        .from(commercialCustomers)
        .where(eq(commercialCustomers.organization_id, demo.demoId));
      for (const customer of business) expect(customer.balance_cents).toBe(owed('commercial_customer_id', customer.id));
      expect(residential.filter((client) => client.balance_cents > 0).length).toBeGreaterThanOrEqual(3);
    });

    it('has open invoices in every aging bucket', async () => {
      const open = (await allInvoices()).filter((invoice) => invoice.status === 'open');
      const buckets = new Set(open.map((invoice) => agingBucketOf(invoice.due_date, demo.today)));
      expect([...buckets].sort()).toEqual([...agingBuckets].sort());
      for (const days of [35, 65, 95])
        expect(open.some((invoice) => invoice.due_date === addCalendarDays(demo.today, -days))).toBe(true);
      const overdue = open.filter((invoice) => invoice.due_date < addCalendarDays(demo.today, -7));
      expect(overdue.every((invoice) => invoice.reminded_at !== null)).toBe(true);
    });

    it('charges cards through Stripe test mode at 2.9 % + 30¢ on saved cards, and records checks with their numbers', async () => {
      const rows = await demo.db.select().from(payments).where(eq(payments.organization_id, demo.demoId));
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
      const saved = await demo.db
        .select()
        .from(clientPaymentMethods)
        .where(eq(clientPaymentMethods.organization_id, demo.demoId));
      expect(
        saved.every((card) => card.brand && /^\d{4}$/.test(card.last4 ?? '') && /^\d{4}$/.test(card.expiry ?? '')),
      ).toBe(true);
    });

    it('has a card declined once and charged on the retry', async () => {
      const [failed] = await demo.db
        .select()
        .from(payments)
        .where(and(eq(payments.organization_id, demo.demoId), eq(payments.status, 'failed')));
      expect(failed!.failure_message).toMatch(/declined/);
      const [first] = await demo.db.select().from(autopayAttempts).where(eq(autopayAttempts.payment_id, failed!.id));
      expect(first).toMatchObject({ attempt: 1, status: 'failed' });
      const tries = await demo.db
        .select()
        .from(autopayAttempts)
        .where(eq(autopayAttempts.invoice_id, first!.invoice_id))
        .orderBy(asc(autopayAttempts.attempt));
      expect(tries.map((attempt) => [attempt.attempt, attempt.status])).toEqual([
        [1, 'failed'],
        [2, 'succeeded'],
      ]);
      const [invoice] = await demo.db.select().from(invoices).where(eq(invoices.id, first!.invoice_id));
      expect(invoice!.status).toBe('paid');
    });

    it('has a card payment partly refunded', async () => {
      const refunds = await demo.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.organization_id, demo.demoId));
      expect(refunds).toHaveLength(1);
      const [payment] = await demo.db.select().from(payments).where(eq(payments.id, refunds[0]!.payment_id));
      expect(payment!.method).toBe('card');
      expect(payment!.refunded_cents).toBe(refunds[0]!.amount_cents);
      expect(payment!.refunded_cents).toBeLessThan(payment!.amount_cents);
    });

    it('has one check across two invoices whose overpayment the next invoice used', async () => {
      const credit = await demo.db
        .select()
        .from(clientCreditEntries)
        .where(eq(clientCreditEntries.organization_id, demo.demoId));
      const over = credit.find((entry) => entry.kind === 'overpayment')!;
      const used = credit.find((entry) => entry.kind === 'applied')!;
      expect(over.amount_cents).toBeGreaterThan(0);
      expect(used.amount_cents).toBe(-over.amount_cents);
      const applied = await demo.db
        .select()
        .from(paymentApplications)
        .where(eq(paymentApplications.payment_id, over.payment_id!));
      expect(applied).toHaveLength(2);
      const [check] = await demo.db.select().from(payments).where(eq(payments.id, over.payment_id!));
      expect(check!.method).toBe('check');
      expect(check!.amount_cents).toBe(sumBy(applied, (row) => row.amount_cents) + over.amount_cents);
      const [next] = await demo.db.select().from(invoices).where(eq(invoices.id, used.invoice_id!));
      expect(next!.credit_applied_cents).toBe(over.amount_cents);
      expect(next!.issue_date > check!.received_on).toBe(true);
    });
  });

  describe('demo money: payouts', () => {
    it("pays out each day's card charges two days later, net of fees and refunds", async () => {
      const rows = await demo.db.select().from(payouts).where(eq(payouts.organization_id, demo.demoId));
      const charges = await demo.db.select().from(payments).where(eq(payments.organization_id, demo.demoId));
      expect(rows.length).toBeGreaterThan(3);
      for (const payout of rows) {
        const own = charges.filter((payment) => payment.payout_id === payout.id);
        expect(own.length).toBeGreaterThan(0);
        expect(payout.net_cents).toBe(payout.gross_cents - payout.fee_cents - payout.refund_cents);
        expect(payout.gross_cents).toBe(sumBy(own, (payment) => payment.amount_cents));
        expect(payout.net_cents).toBe(
          sumBy(own, (payment) => payment.amount_cents - payment.fee_cents - payment.refunded_cents),
        );
        expect(payout.status).toBe(payout.arrival_date <= demo.today ? 'paid' : 'in_transit');
      }
      expect(rows.some((payout) => payout.status === 'in_transit')).toBe(true);
      expect(rows.some((payout) => payout.refund_cents > 0)).toBe(true);
      const unpaidOut = charges.filter(
        (payment) => payment.method === 'card' && payment.status === 'succeeded' && payment.payout_id === null,
      );
      expect(unpaidOut).toEqual([]);
    });
  });
}
