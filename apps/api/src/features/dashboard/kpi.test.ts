/**
 * Every dashboard KPI over March 2026 against the small organization of kpi.test-support.ts, worked out by hand.
 * March is 1–31 March (31 days); the period before it of the same length is 29 January – 28 February.
 *
 * Residential clients (start → end): R1 2025-06-01 → –, R2 2025-06-01 → 03-20 (two subscriptions, cancelled 03-10
 * and 03-20), R3 03-05 → –, R4 03-12 → 03-25, R5 02-10 → –, R6 2025-12-01 → 02-15, R7 2025-06-01 → – (paused).
 *   March: active at start R1 R2 R5 R7 = 4; new R3 R4 = 2; lost R2 R4 = 2; active at end R1 R3 R5 R7 = 4;
 *          active during R1 R2 R3 R4 R5 R7 = 6.
 *   Before: active at start R1 R2 R6 R7 = 4; new R5 = 1; lost R6 = 1; active at end R1 R2 R5 R7 = 4; during 5.
 * Commercial (start → end): C1 2025-01-01 → –, C2 2025-01-01 → 03-15, C3 03-20 → –.
 *   March: at start C1 C2 = 2; new C3 = 1; lost C2 = 1; at end C1 C3 = 2; during 3. Before: 2, 0, 0, 2, 2.
 * Sales (subtotal − discount of open or paid invoices): March residential R1 8,000 + 2,000 − 500 = 9,500, R2 5,000
 * (its 400 tax left out), R4 1,200 (R3's draft and R5's void left out) = 15,700; commercial C1 20,000 + 1,000 tip =
 * 21,000. Before: R5 4,000; commercial 0.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { segmentedKpiOf } from '@employee-portal/core';
import { seedKpiOrganization } from './kpi.test-support.ts';

let t: TestApp;
let mine: Awaited<ReturnType<typeof seedKpiOrganization>>;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-04-15T18:00:00Z'));
  mine = await seedKpiOrganization(t);
  // A second organization just like it: none of its rows may reach the first one's figures.
  await seedKpiOrganization(t);
});
afterAll(() => t.close());

const march = 'date_from=2026-03-01&date_to=2026-03-31';
const kpi = async (key: string, query = march, token = mine.token) => {
  const response = await t.injectAs(token, { method: 'GET', url: `/api/dashboard/kpis/${key}?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const headline = async (key: string) => {
  const { value, previous_value, change_bps } = await kpi(key);
  return { value, previous_value, change_bps };
};
const report = async (path: string, query = 'from=2026-03-01&to=2026-03-31') => {
  const response = await t.injectAs(mine.token, { method: 'GET', url: `/api/kpi_reports/${path}?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('dashboard KPIs worked out by hand', () => {
  it('total sales: 15,700 + 21,000 = 36,700 against 4,000 (+817.5 %), by day', async () => {
    const sales = await kpi('total_sales');
    expect(sales).toMatchObject({
      unit: 'cents',
      range: { from: '2026-03-01', to: '2026-03-31' },
      previous_range: { from: '2026-01-29', to: '2026-02-28' },
      value: 36_700,
      previous_value: 4000,
      // (36,700 − 4,000) ÷ 4,000 = 8.175
      change_bps: 81_750,
      bucket: 'day',
    });
    expect(sales.figures.map((f: { value: number }) => f.value)).toEqual([15_700, 21_000]);
    expect(sales.series).toHaveLength(31);
    const byDay = Object.fromEntries(
      sales.series
        .filter((p: { value: number }) => p.value)
        .map((p: { period: string; value: number }) => [p.period, p.value]),
    );
    expect(byDay).toEqual({ '2026-03-05': 21_000, '2026-03-10': 9500, '2026-03-15': 5000, '2026-03-26': 1200 });
  });

  it('product and service sales add up to total sales', async () => {
    const sales = await kpi('product_service_sales');
    expect(sales.value).toBe(36_700);
    expect(sales.breakdown).toEqual([
      { label: 'Commercial Weekly', value: 20_000 },
      { label: 'Weekly', value: 8000 },
      { label: 'One-time jobs', value: 5000 },
      { label: 'Deodorizer', value: 1500 },
      { label: 'Other', value: 1200 },
      { label: 'Tips', value: 1000 },
    ]);
  });

  it('total payments: card 5,400 + checks 9,500 + 10,000 − refund 1,000 = 23,900 against 4,000', async () => {
    const payments = await kpi('total_payments');
    expect(payments).toMatchObject({ value: 23_900, previous_value: 4000, change_bps: 49_750 });
    expect(payments.figures.map((f: { key: string; value: number }) => [f.key, f.value])).toEqual([
      ['card', 5400],
      ['check', 19_500],
      ['refunded', 1000],
    ]);
    expect(payments.series.find((p: { period: string }) => p.period === '2026-03-18').value).toBe(-1000);
  });

  it('referral sources of the new residential clients: R3 Google, R4 Facebook', async () => {
    const sources = await kpi('referral_sources');
    expect(sources).toMatchObject({ value: 2, previous_value: 1, change_bps: 10_000 });
    expect(sources.breakdown).toEqual([
      { label: 'Facebook', value: 1 },
      { label: 'Google', value: 1 },
    ]);
  });

  it('new and lost clients, and active clients at the end of the period', async () => {
    const residential = await kpi('new_lost_residential');
    expect(
      residential.figures.map((f: { key: string; value: number; previous_value: number }) => [
        f.key,
        f.value,
        f.previous_value,
      ]),
    ).toEqual([
      ['new', 2, 1],
      ['lost', 2, 1],
      ['net', 0, 0],
    ]);
    // Net per day: R3 +1 on 03-05, R4 +1 on 03-12, R2 −1 on 03-20, R4 −1 on 03-25.
    const moves = residential.series
      .filter((p: { value: number }) => p.value !== 0)
      .map((p: { period: string; value: number }) => [p.period, p.value]);
    expect(moves).toEqual([
      ['2026-03-05', 1],
      ['2026-03-12', 1],
      ['2026-03-20', -1],
      ['2026-03-25', -1],
    ]);
    const commercial = await kpi('new_lost_commercial');
    expect(commercial.figures.map((f: { value: number }) => f.value)).toEqual([1, 1, 0]);
    expect(await headline('active_residential')).toEqual({ value: 4, previous_value: 4, change_bps: 0 });
    expect(await headline('active_commercial')).toEqual({ value: 2, previous_value: 2, change_bps: 0 });
  });

  it('cancel reasons count cancelled subscriptions', async () => {
    const residential = await kpi('cancel_reasons_residential');
    // March: R2's two (Moving away 03-10, Too expensive 03-20) and R4's without a reason; before: R6 Moving away.
    expect(residential).toMatchObject({ value: 3, previous_value: 1, change_bps: 20_000 });
    expect(residential.breakdown).toEqual([
      { label: 'Moving away', value: 1 },
      { label: 'Too expensive', value: 1 },
      { label: 'No reason given', value: 1 },
    ]);
    expect((await kpi('cancel_reasons_commercial')).breakdown).toEqual([{ label: 'Too expensive', value: 1 }]);
  });

  it('average revenue per client active during the period', async () => {
    // 15,700 ÷ 6 = 2,616.67 against 4,000 ÷ 5 = 800; (2,617 − 800) ÷ 800 = 2.27125.
    expect(await headline('average_revenue_residential')).toEqual({
      value: 2617,
      previous_value: 800,
      change_bps: 22_713,
    });
    // 21,000 ÷ 3 = 7,000 against 0 ÷ 2 = 0: no change to show.
    expect(await headline('average_revenue_commercial')).toEqual({ value: 7000, previous_value: 0, change_bps: null });
  });

  it('clients per tech, per hour and per route', async () => {
    // March completed: T1 R1 R3 (03-02), T1 R1 (03-03), T2 C1 R1 (03-02), unassigned R5 (03-04); R7's skip left out.
    // Clients R1 R3 C1 R5 = 4 over techs T1 T2 = 2 → 2.00; before R5 over T1 → 1.00.
    expect(await headline('average_clients_per_tech')).toEqual({ value: 200, previous_value: 100, change_bps: 10_000 });
    // 6 completed jobs over 7.5 h (T1, 8 h less a 30-minute break) + 4.5 h (T2) = 12 h → 0.50; the running shift is
    // left out. Before: 1 job over 4 h → 0.25.
    expect(await headline('average_clients_per_hour')).toEqual({ value: 50, previous_value: 25, change_bps: 10_000 });
    // Routes (T1, 03-02) 2 clients, (T1, 03-03) 1, (T2, 03-02) 2: 5 ÷ 3 = 1.67; before 1 ÷ 1.
    expect(await headline('average_clients_per_route')).toEqual({ value: 167, previous_value: 100, change_bps: 6700 });
  });

  it('churn: lost over active at the start, both segments and each', async () => {
    const churn = await kpi('churn_rate');
    // (2 + 1) ÷ (4 + 2) = 50 %; before (1 + 0) ÷ (4 + 2) = 16.67 %; (5,000 − 1,667) ÷ 1,667 = 1.9994.
    expect(churn).toMatchObject({ unit: 'bps', value: 5000, previous_value: 1667, change_bps: 19_994 });
    expect(churn.figures.map((f: { value: number; previous_value: number }) => [f.value, f.previous_value])).toEqual([
      [5000, 2500],
      [5000, 0],
    ]);
  });

  it('lifetime value: revenue × active at start ÷ (active during × lost)', async () => {
    const value = await kpi('lifetime_value');
    // Both: 36,700 × 6 ÷ (9 × 3) = 8,155.56; before 4,000 × 6 ÷ (7 × 1) = 3,428.57; (8,156 − 3,429) ÷ 3,429 = 1.37853.
    expect(value).toMatchObject({ value: 8156, previous_value: 3429, change_bps: 13_785 });
    // Residential 15,700 × 4 ÷ (6 × 2) = 5,233.33; before 4,000 × 4 ÷ (5 × 1) = 3,200.
    // Commercial 21,000 × 2 ÷ (3 × 1) = 14,000; before nobody lost: none.
    expect(value.figures.map((f: { value: number; previous_value: number }) => [f.value, f.previous_value])).toEqual([
      [5233, 3200],
      [14_000, null],
    ]);
  });
});

describe('KPI reports (spec §7)', () => {
  it('answer churn and lifetime value per segment, equal to the dashboard for the same period', async () => {
    expect(await report('churn_rate_residential')).toEqual({
      residential: {
        from: '2026-03-01',
        to: '2026-03-31',
        active_at_start: 4,
        new: 2,
        lost: 2,
        active_at_end: 4,
        churn_bps: 5000,
        // 5,000 × 30.4375 ÷ 31 = 4,909.27
        monthly_churn_bps: 4909,
      },
    });
    expect((await report('churn_rate_commercial')).commercial).toMatchObject({ churn_bps: 5000, lost: 1 });
    expect(await report('lifetime_value_residential')).toEqual({
      residential: expect.objectContaining({
        revenue_cents: 15_700,
        active_during: 6,
        // 15,700 ÷ 6 × 30.4375 ÷ 31 = 2,569.19 a month
        average_monthly_revenue_cents: 2569,
        lifetime_value_cents: 5233,
      }),
    });
    const commercial = (await report('lifetime_value_commercial')).commercial;
    const dashboard = await kpi('lifetime_value');
    expect(commercial.lifetime_value_cents).toBe(dashboard.figures[1].value);
  });

  it('add up, as the web reads them, to the churn and lifetime value widgets', async () => {
    const periods = { now: 'from=2026-03-01&to=2026-03-31', before: 'from=2026-01-29&to=2026-02-28' };
    for (const widget of ['churn_rate', 'lifetime_value'] as const) {
      const reports = async (query: string) => ({
        residential: (await report(`${widget}_residential`, query)).residential,
        commercial: (await report(`${widget}_commercial`, query)).commercial,
      });
      const fromReports = segmentedKpiOf(
        widget,
        { from: '2026-03-01', to: '2026-03-31' },
        await reports(periods.now),
        await reports(periods.before),
      );
      expect(fromReports).toEqual(await kpi(widget));
    }
  });

  it('follows each month of new clients 1, 3, 6 and 12 months on', async () => {
    const { cohorts } = await report('cohorts', 'segment=residential&from=2026-02-01&to=2026-03-31');
    expect(cohorts).toHaveLength(2);
    // February: R5 alone, still active on 1 March, invoiced 4,000 in February.
    expect(cohorts[0]).toMatchObject({ month: '2026-02-01', new_clients: 1, top_cancel_reasons: [] });
    expect(cohorts[0].checkpoints[0]).toEqual({
      after_months: 1,
      on: '2026-03-01',
      reached: true,
      active: 1,
      active_share_bps: 10_000,
      revenue_per_client_cents: 4000,
    });
    // 1 May has not come on 15 April.
    expect(cohorts[0].checkpoints[1]).toMatchObject({ on: '2026-05-01', reached: false, active: null });
    // March: R3 and R4; R4 left on 03-25 without a reason; R4's 1,200 (R3's invoice is a draft) ÷ 2 = 600.
    expect(cohorts[1]).toMatchObject({
      month: '2026-03-01',
      new_clients: 2,
      top_cancel_reasons: [{ label: 'No reason given', count: 1 }],
    });
    expect(cohorts[1].checkpoints[0]).toMatchObject({
      active: 1,
      active_share_bps: 5000,
      revenue_per_client_cents: 600,
    });
  });
});

describe('KPI requests', () => {
  it('refuse a range that ends before it starts', async () => {
    const reversed = await t.injectAs(mine.token, {
      method: 'GET',
      url: '/api/dashboard/kpis/total_sales?date_from=2026-03-31&date_to=2026-03-01',
    });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.date_to).toEqual(['Cannot be before From Date']);
    const report = await t.injectAs(mine.token, {
      method: 'GET',
      url: '/api/kpi_reports/churn_rate_residential?from=2026-03-31&to=2026-03-01',
    });
    expect(report.statusCode).toBe(422);
    expect(report.json().errors.to).toEqual(['Cannot be before From Date']);
    const missing = await t.injectAs(mine.token, { method: 'GET', url: '/api/kpi_reports/lifetime_value_commercial' });
    expect(missing.statusCode).toBe(422);
  });

  it('refuse a field tech the business figures', async () => {
    const response = await t.injectAs(mine.techToken, {
      method: 'GET',
      url: `/api/dashboard/kpis/total_sales?${march}`,
    });
    expect(response.statusCode).toBe(403);
    const churn = await t.injectAs(mine.techToken, {
      method: 'GET',
      url: '/api/kpi_reports/churn_rate_residential?from=2026-03-01&to=2026-03-31',
    });
    expect(churn.statusCode).toBe(403);
  });
});
