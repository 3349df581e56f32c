/**
 * Every money table of the product adds up on the demo's year of history: where a table shows parts beside their
 * total, each row's parts sum to its total, and each totals row is the sum of its rows, in integer cents. The tables
 * are read through the API the pages read, as the office and the franchisor see them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  agingBuckets,
  type CompletedJobsReportResponse,
  grossOfParts,
  grossPayParts,
  type InvoiceListResponse,
  type OpenBalanceReportResponse,
  type PayoutListResponse,
  type PayoutShowResponse,
  type PayrollPersonResponse,
  type PayrollReportResponse,
  type PayRunListResponse,
  type PayRunShowResponse,
  type ProductivityReportResponse,
  type RoyaltyRollupResponse,
  type SalesTaxReportResponse,
  type TimeMileageReport,
  type TipsReportResponse,
} from '@employee-portal/core';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { sessionTokenFor } from '../support/factories.ts';
import { users } from '../../src/platform/identity/users.table.ts';
import { seedDemo } from '../../src/demo/seed-demo.ts';

const NOW = new Date('2026-12-03T18:00:00Z');

let t: TestApp;
let owner: string;
let franchisor: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  await seedDemo(t.db, NOW);
  const tokenOf = async (email: string) => {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return sessionTokenFor(t.db, user!.id);
  };
  owner = await tokenOf('owner@demo.test');
  franchisor = await tokenOf('hq@demo.test');
}, 120_000);
afterAll(() => t.close());

async function read<Answer>(url: string, token = owner): Promise<Answer> {
  const response = await t.injectAs(token, { method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json() as Answer;
}

/** Every page of a list, 100 rows at a time, with the last answer (its totals are the whole list's). */
async function everyPage<Answer extends { data: Row[]; meta: { total: number } }, Row>(url: string) {
  const rows: Row[] = [];
  let answer: Answer;
  let page = 1;
  do {
    answer = await read<Answer>(`${url}${url.includes('?') ? '&' : '?'}per_page=100&page=${page}`);
    rows.push(...answer.data);
    page += 1;
  } while (rows.length < answer.meta.total && answer.data.length > 0);
  expect(rows).toHaveLength(answer.meta.total);
  return { rows, answer };
}

const sumOf = <Row>(rows: readonly Row[], pick: (row: Row) => number) => rows.reduce((sum, row) => sum + pick(row), 0);

/** The totals row holds, for each figure named, the sum of the rows. */
function expectColumnSums<Row, Totals extends Partial<Record<keyof Row, unknown>>>(
  rows: readonly Row[],
  totals: Totals,
  figures: readonly (keyof Row & keyof Totals)[],
) {
  for (const figure of figures)
    expect(totals[figure], `total of ${String(figure)}`).toBe(sumOf(rows, (row) => Number(row[figure])));
}

describe('money tables add up on the demo', () => {
  it('Payroll Report: every part of gross pay in each row and the Total line adds up to Gross', async () => {
    const report = await read<PayrollReportResponse>('/api/payroll_report');
    expect(report.data.length).toBeGreaterThan(1);
    for (const row of [...report.data, { ...report.totals, full_name: 'Total' }])
      expect(grossOfParts(row), row.full_name).toBe(row.gross_cents);
    expectColumnSums(report.data, report.totals, [
      'periods',
      'regular_minutes',
      'overtime_minutes',
      ...grossPayParts.map((part) => part.key),
      'gross_cents',
    ]);
    // The hours are paid: the demo's techs earn by the hour, which the report now shows.
    expect(report.totals.regular_pay_cents).toBeGreaterThan(0);

    for (const member of report.data) {
      const person = await read<PayrollPersonResponse>(
        `/api/payroll_report/${member.membership_id}?date_from=${report.date_from}`,
      );
      for (const slip of [...person.slips, person.totals]) expect(grossOfParts(slip)).toBe(slip.gross_cents);
      expectColumnSums(person.slips, person.totals, [...grossPayParts.map((part) => part.key), 'gross_cents']);
    }
  });

  it('Productivity Report: the Total line sums the jobs, hours, revenue, gross and miles of its rows', async () => {
    const report = await read<ProductivityReportResponse>('/api/productivity_report?per_page=100');
    expect(report.data.length).toBeGreaterThan(1);
    expectColumnSums(report.data, report.totals, [
      'jobs_completed',
      'worked_minutes',
      'job_revenue_cents',
      'gross_cents',
      'miles',
    ]);
  });

  it('Create Pay Slips: every run’s slips add up to their gross, and its totals row to the slips', async () => {
    const runs = await read<PayRunListResponse>('/api/pay_runs?per_page=100');
    expect(runs.data.length).toBeGreaterThan(1);
    for (const run of runs.data) {
      const shown = await read<PayRunShowResponse>(`/api/pay_runs/${run.id}`);
      for (const slip of [...shown.slips, shown.totals]) expect(grossOfParts(slip)).toBe(slip.gross_cents);
      expectColumnSums(shown.slips, shown.totals, [
        ...grossPayParts.map((part) => part.key),
        'regular_minutes',
        'overtime_minutes',
        'jobs_completed',
        'job_revenue_cents',
        'miles',
        'gross_cents',
      ]);
      expect(shown.run.gross_cents).toBe(shown.totals.gross_cents);
    }
  });

  it('Tips Report: each tech’s total splits into once and every visit, and into invoiced and not', async () => {
    const { rows, answer } = await everyPage<TipsReportResponse, TipsReportResponse['data'][number]>(
      '/api/tips_report',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of [...rows, answer.totals]) {
      expect(row.once_cents + row.recurring_cents).toBe(row.total_cents);
      expect(row.invoiced_cents + row.uninvoiced_cents).toBe(row.total_cents);
    }
    expectColumnSums(rows, answer.totals, [
      'tips_count',
      'total_cents',
      'once_cents',
      'recurring_cents',
      'invoiced_cents',
      'uninvoiced_cents',
    ]);
  });

  it('Sales Tax Report: the Total line sums its rates and periods', async () => {
    const report = await read<SalesTaxReportResponse>('/api/sales_tax_report?date_from=2026-01-01&date_to=2026-12-31');
    expect(report.rows.length).toBeGreaterThan(0);
    expectColumnSums(report.rows, report.totals, [
      'invoices',
      'taxable_cents',
      'tax_invoiced_cents',
      'tax_collected_cents',
    ]);
  });

  it('Open Balance Report: each client’s age buckets add up to their total, and the totals to the clients', async () => {
    const { rows, answer } = await everyPage<OpenBalanceReportResponse, OpenBalanceReportResponse['data'][number]>(
      '/api/open_balance_report',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of [...rows, answer.totals]) expect(sumOf(agingBuckets, (bucket) => row[bucket])).toBe(row.total);
    expectColumnSums(rows, answer.totals, [...agingBuckets, 'total']);
  });

  it('Payouts: gross less fees and refunds is net, and a payout’s payments reconcile to it', async () => {
    const { rows, answer } = await everyPage<PayoutListResponse, PayoutListResponse['data'][number]>('/api/payouts');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of [...rows, answer.totals])
      expect(row.gross_cents - row.fee_cents - row.refund_cents).toBe(row.net_cents);
    expectColumnSums(rows, answer.totals, ['gross_cents', 'fee_cents', 'refund_cents', 'net_cents', 'payment_count']);

    for (const row of rows) {
      const { payout, payments, payments_totals, adds_up } = await read<PayoutShowResponse>(`/api/payouts/${row.id}`);
      expect(adds_up, `payout ${payout.processor_ref}`).toBe(true);
      for (const payment of payments) expect(payment.amount_cents - payment.fee_cents).toBe(payment.net_cents);
      expectColumnSums(payments, payments_totals, ['amount_cents', 'fee_cents', 'net_cents']);
      // The page's last lines: the payments' net, less the refunds the processor took from this payout, is its net.
      expect(payments_totals.net_cents - payout.refund_cents).toBe(payout.net_cents);
    }
  });

  it('Invoices lists: the Total and Balance lines sum the invoices listed, voided ones counting nothing', async () => {
    for (const kind of ['recurring', 'one_time']) {
      const { rows, answer } = await everyPage<InvoiceListResponse, InvoiceListResponse['data'][number]>(
        `/api/invoices?kind=${kind}`,
      );
      expect(rows.length).toBeGreaterThan(0);
      const counted = rows.filter((invoice) => invoice.status !== 'void');
      expect(answer.totals.total_cents).toBe(sumOf(counted, (invoice) => invoice.total_cents));
      expect(answer.totals.balance_cents).toBe(sumOf(rows, (invoice) => invoice.balance_cents));
    }
  });

  it('Completed Jobs Report: the totals sum the groups, however they are grouped', async () => {
    for (const group of ['tech', 'client', 'work_area']) {
      const url = `/api/completed_jobs_report?group_by=${group}&from=2026-11-01&to=2026-11-30`;
      const { rows, answer } = await everyPage<
        CompletedJobsReportResponse,
        CompletedJobsReportResponse['data'][number]
      >(url);
      expect(rows.length).toBeGreaterThan(0);
      expectColumnSums(rows, answer.totals, ['jobs', 'revenue_cents']);
    }
  });

  it('Royalty Payments roll-up: each month sums its members', async () => {
    const rollup = await read<RoyaltyRollupResponse>('/api/royalty_payments/rollup', franchisor);
    expect(rollup.months.length).toBeGreaterThan(0);
    for (const month of rollup.months)
      expectColumnSums(month.members, month, ['collected_revenue_cents', 'total_cents']);
  });

  it('Time & Mileage Report: the Total line sums each person’s hours, miles and pay', async () => {
    const report = await read<TimeMileageReport>('/api/time_mileage_report?date_from=2026-11-01&date_to=2026-11-30');
    expect(report.rows.length).toBeGreaterThan(1);
    expectColumnSums(report.rows, report.totals, [
      'shifts',
      'worked_minutes',
      'break_minutes',
      'miles',
      'hourly_pay_cents',
      'mileage_pay_cents',
    ]);
  });
});
