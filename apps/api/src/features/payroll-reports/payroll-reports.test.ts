import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type GrossPayFigures,
  grossPayParts,
  type PayrollPersonResponse,
  type PayrollReportResponse,
  signedPartCents,
} from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser, sessionTokenFor } from '../../../test/support/factories.ts';
import { JOBS_NOW, jobSetting } from '../../../test/support/job-factories.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { payRuns, paySlips } from '../payroll/payroll.table.ts';

let t: TestApp;
let token: string;
const ids = { terry: 0, olive: 0, outsider: 0, org: 0 };

/**
 * One finalized week (9–15 Nov) and next week's draft. Terry at $12 an hour: 40 h ($480) + 5 h overtime ($90), 3 jobs
 * for $69.32 paying $10 piece rate and $3.47 commission, $7 tips, 41 miles ($28.70), a $10 bonus less a $3
 * deduction: gross $626.17; two of his jobs were timed on site (30 and 20 minutes). Olive: 10 h at $11.33 ($113.30),
 * 2 jobs for $40, 10 miles ($6.70), gross $120, no timed jobs. The draft (gross $999.99) counts nowhere.
 */
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(JOBS_NOW);
  const setting = await jobSetting(t);
  const org = setting.organization.id;
  ids.org = org;
  token = setting.owner.token;
  ids.terry = setting.tech.membership.id;
  ids.olive = setting.otherTech.membership.id;
  ids.outsider = (await jobSetting(t, 'Other Co')).tech.membership.id;

  const [finalized, draft] = await t.db
    .insert(payRuns)
    .values([
      {
        organization_id: org,
        pay_period: 'weekly',
        start_date: '2026-11-09',
        end_date: '2026-11-15',
        status: 'finalized',
      },
      { organization_id: org, pay_period: 'weekly', start_date: '2026-11-16', end_date: '2026-11-22' },
    ])
    .returning();
  const slip = (pay_run_id: number, membership_id: number, full_name: string) => ({
    organization_id: org,
    pay_run_id,
    membership_id,
    full_name,
    breakdown: { corrections: [] } as never,
  });
  await t.db.insert(paySlips).values([
    {
      ...slip(finalized!.id, ids.terry, 'Terry Tech'),
      worked_minutes: 2700,
      regular_minutes: 2400,
      overtime_minutes: 300,
      regular_pay_cents: 48000,
      overtime_pay_cents: 9000,
      jobs_completed: 3,
      job_revenue_cents: 6932,
      piece_rate_pay_cents: 1000,
      commission_cents: 347,
      tips_cents: 700,
      miles: 41,
      mileage_cents: 2870,
      bonus_cents: 1000,
      deduction_cents: 300,
      earned_cents: 62617,
      gross_cents: 62617,
    },
    {
      ...slip(finalized!.id, ids.olive, 'Olive Tech'),
      worked_minutes: 600,
      regular_minutes: 600,
      regular_pay_cents: 11330,
      jobs_completed: 2,
      job_revenue_cents: 4000,
      miles: 10,
      mileage_cents: 670,
      earned_cents: 12000,
      gross_cents: 12000,
    },
    {
      ...slip(draft!.id, ids.terry, 'Terry Tech'),
      jobs_completed: 9,
      bonus_cents: 99999,
      earned_cents: 99999,
      gross_cents: 99999,
    },
  ]);
  const timed = (arrived: string, completed: string) => ({
    organization_id: org,
    kind: 'residential' as const,
    origin: 'custom' as const,
    client_id: setting.client.id,
    client_location_id: setting.location.id,
    service_date: '2026-11-10',
    status: 'completed' as const,
    assigned_user_id: setting.tech.user.id,
    price_cents: 2000,
    arrived_at: new Date(`2026-11-10T${arrived}:00Z`),
    completed_at: new Date(`2026-11-10T${completed}:00Z`),
  });
  await t.db.insert(jobs).values([timed('15:00', '15:30'), timed('16:00', '16:20')]);
});
afterAll(() => t.close());

const get = (url: string) => t.injectAs(token, { method: 'GET', url });
const sumOf = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);
/** What the pay columns of a line add up to, as the page and the export show them (deductions negative). */
const partsOf = (line: GrossPayFigures) => sumOf(grossPayParts.map((part) => signedPartCents(part, line)));
const RANGE = 'date_from=2026-11-01&date_to=2026-11-30';

describe('payroll report', () => {
  it('totals each member’s finalized slips, with a total line', async () => {
    const response = await get(`/api/payroll_report?${RANGE}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((row: { full_name: string }) => row.full_name)).toEqual(['Olive Tech', 'Terry Tech']);
    expect(body.data[1]).toMatchObject({
      periods: 1,
      regular_minutes: 2400,
      overtime_minutes: 300,
      regular_pay_cents: 48000,
      overtime_pay_cents: 9000,
      piece_rate_pay_cents: 1000,
      commission_cents: 347,
      tips_cents: 700,
      mileage_cents: 2870,
      bonus_cents: 1000,
      reimbursement_cents: 0,
      deduction_cents: 300,
      prior_period_correction_cents: 0,
      gross_cents: 62617,
    });
    expect(body.totals).toMatchObject({ periods: 2, regular_minutes: 3000, gross_cents: 74617 });
    expect(body.meta).toEqual({ page: 1, per_page: 25, total: 2 });
    expect((await get(`/api/payroll_report?${RANGE}&sort=-gross`)).json().data[0].full_name).toBe('Terry Tech');
  });

  it('lists one person’s finalized slips, and refuses another organization’s member and bad dates', async () => {
    const response = await get(`/api/payroll_report/${ids.terry}?date_from=2026-11-01`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.full_name).toMatch(/^Terry/);
    expect(body).toMatchObject({ date_from: '2026-11-01', date_to: '2026-11-24' });
    expect(body.slips).toHaveLength(1);
    expect(body.slips[0]).toMatchObject({ start_date: '2026-11-09', end_date: '2026-11-15', gross_cents: 62617 });
    expect((await get(`/api/payroll_report/${ids.outsider}`)).statusCode).toBe(404);
    expect((await get('/api/payroll_report?date_from=2026-13-01')).statusCode).toBe(422);
    expect((await get('/api/payroll_report?date_from=2026-11-30&date_to=2026-11-01')).statusCode).toBe(422);
  });

  it('prints a slip for a reader of the report who does not create pay slips', async () => {
    const reader = await createUser(t.db, { organizationId: ids.org, permissions: ['payroll_report'] });
    const readerToken = await sessionTokenFor(t.db, reader.id);
    const slipId = (await get(`/api/payroll_report/${ids.terry}?date_from=2026-11-01`)).json().slips[0].pay_slip_id;
    const printed = await t.injectAs(readerToken, {
      method: 'GET',
      url: `/api/payroll_report/pay_slips/${slipId}/pdf`,
    });
    expect(printed.statusCode).toBe(200);
    expect(printed.headers['content-type']).toBe('application/pdf');
    expect(printed.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const elsewhere = await t.injectAs(readerToken, { method: 'GET', url: `/api/pay_slips/${slipId}/pdf` });
    expect(elsewhere.statusCode).toBe(403);
  });

  it('exports the report as CSV with its total line', async () => {
    const response = await get(`/api/payroll_report/export.csv?${RANGE}`);
    expect(response.statusCode).toBe(200);
    const [header, ...lines] = response.body.trim().split(/\r?\n/);
    expect(header).toBe(
      'Staff Member,Periods,Regular Hours,Overtime Hours,Regular Pay,Overtime Pay,Piece Rate Pay,Commission,Salary,' +
        'Mileage,Tips,Bonuses,Reimbursements,Deductions,Prior Periods,Gross',
    );
    expect(lines).toContain(
      'Terry Tech,1,40.00,5.00,480.00,90.00,10.00,3.47,0.00,28.70,7.00,10.00,0.00,-3.00,0.00,626.17',
    );
    expect(lines.at(-1)).toMatch(/^Total,2,50\.00,5\.00,.*,746\.17$/);
  });

  it('shows every part of gross pay, so each line and the total line add up to their Gross', async () => {
    const report = (await get(`/api/payroll_report?${RANGE}`)).json() as PayrollReportResponse;
    for (const line of [...report.data, report.totals]) expect(partsOf(line), 'pay columns').toBe(line.gross_cents);
    for (const part of grossPayParts)
      expect(report.totals[part.key], part.label).toBe(sumOf(report.data.map((row) => row[part.key])));

    const person = (await get(`/api/payroll_report/${ids.terry}?date_from=2026-11-01`)).json() as PayrollPersonResponse;
    for (const line of [...person.slips, person.totals]) expect(partsOf(line)).toBe(line.gross_cents);

    // The export: the money between Regular Pay and Prior Periods, in cents, adds up to the line's Gross.
    const [header, ...lines] = (await get(`/api/payroll_report/export.csv?${RANGE}`)).body.trim().split(/\r?\n/);
    const columns = header!.split(',');
    const first = columns.indexOf('Regular Pay');
    const gross = columns.indexOf('Gross');
    expect(gross - first).toBe(grossPayParts.length);
    for (const line of lines) {
      const cells = line.split(',');
      const cents = (text: string) => Math.round(Number(text) * 100);
      expect(sumOf(cells.slice(first, gross).map(cents)), line).toBe(cents(cells[gross]!));
    }
  });
});

describe('productivity report', () => {
  it('works out each tech’s rates: on-site minutes where timed, else worked minutes over jobs', async () => {
    const body = (await get(`/api/productivity_report?${RANGE}`)).json();
    const [olive, terry] = body.data;
    // Terry: 3 jobs in 45 h; $69.32 ÷ 45 h = 154 ¢/h; $626.17 ÷ $69.32 = 90,330 bp; (30 + 20) ÷ 2 = 25 min; 41 ÷ 3 mi.
    expect(terry).toMatchObject({
      jobs_completed: 3,
      worked_minutes: 2700,
      jobs_per_hour: 0.07,
      revenue_per_hour_cents: 154,
      payroll_share_basis_points: 90330,
      timed_jobs: 2,
      on_site_minutes: 50,
      average_minutes_per_job: 25,
      average_minutes_basis: 'on_site',
      miles_per_job: 13.67,
    });
    // Olive: 2 jobs in 10 h; $40 ÷ 10 h = 400 ¢/h; $120 ÷ $40 = 30,000 bp; 600 ÷ 2 = 300 worked minutes; 5 mi.
    expect(olive).toMatchObject({
      jobs_per_hour: 0.2,
      revenue_per_hour_cents: 400,
      payroll_share_basis_points: 30000,
      average_minutes_per_job: 300,
      average_minutes_basis: 'worked',
      miles_per_job: 5,
    });
    expect(body.totals).toMatchObject({ jobs_completed: 5, worked_minutes: 3300, gross_cents: 74617 });
  });

  it('shows one tech’s periods over time, oldest first', async () => {
    const response = await get(`/api/productivity_report/${ids.olive}?date_from=2026-11-01`);
    expect(response.statusCode).toBe(200);
    expect(response.json().periods).toEqual([
      expect.objectContaining({ start_date: '2026-11-09', jobs_completed: 2, revenue_per_hour_cents: 400 }),
    ]);
    expect((await get(`/api/productivity_report/${ids.outsider}`)).statusCode).toBe(404);
  });
});
