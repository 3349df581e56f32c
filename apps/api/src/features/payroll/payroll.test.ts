import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  grossOfParts,
  grossPayParts,
  type PayRunShowResponse,
  payRunTotals,
  zonedLocalToInstant,
} from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { JOBS_NOW, jobSetting } from '../../../test/support/job-factories.ts';
import { createShift } from '../../../test/support/staff-factories.ts';
import { lastMessageTo } from '../../../test/support/outbox.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { tips } from '../ratings-and-tips/ratings-and-tips.table.ts';
import { shifts } from '../shifts/shifts.table.ts';
import { paySlipPayLines } from './pay-slip.pdf.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(JOBS_NOW);
});
afterAll(() => t.close());

/**
 * Every slip of a run adds up: its parts (deductions negative) and its PDF's pay lines to its gross, and the totals
 * row to the sum of the slips, part by part.
 */
function expectSlipsAddUp(shown: PayRunShowResponse) {
  for (const slip of shown.slips) {
    expect(grossOfParts(slip), slip.full_name).toBe(slip.gross_cents);
    const printed = paySlipPayLines(slip).reduce((sum, line) => sum + line.cents, 0);
    expect(printed, `${slip.full_name}'s PDF`).toBe(slip.gross_cents);
  }
  const summed = payRunTotals(shown.slips);
  for (const part of grossPayParts) expect(shown.totals[part.key], part.label).toBe(summed[part.key]);
  expect(shown.totals.gross_cents).toBe(summed.gross_cents);
}

const denver = (local: string) => zonedLocalToInstant(local, 'America/Denver');
const WEEK = { start_date: '2026-11-16', end_date: '2026-11-22' };

/**
 * A tech's week (Mon 16 – Sun 22 November): five 9-hour days less 15-minute breaks (43 h 45 min: 3 h 45 min of
 * overtime), 41 miles a day, three completed visits (two at one yard on Monday) and two tips.
 */
async function payrollWeek() {
  const setting = await jobSetting(t);
  const { organization, owner, tech, location } = setting;
  const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = owner.token) =>
    t.injectAs(token, { method, url, ...(payload ? { payload } : {}) });
  expect(
    (
      await as('PUT', '/api/payroll_settings', {
        pay_period: 'weekly',
        mileage_rate_cents: 70,
        tips_to_tech: true,
      })
    ).statusCode,
  ).toBe(200);
  const rules = await as('PUT', `/api/payroll_settings/staff/${tech.membership.id}`, {
    hourly_rate_cents: 1875,
    per_job_rate_cents: 150,
    per_dog_rate_cents: 25,
    per_yard_rate_cents: 100,
    commission_bps: 500,
    salary_cents_per_year: 0,
    mileage_rate_cents: 0,
  });
  expect(rules.statusCode).toBe(200);

  const shiftIds: number[] = [];
  for (const day of ['16', '17', '18', '19', '20']) {
    const shift = await createShift(t.db, {
      organizationId: organization.id,
      membershipId: tech.membership.id,
      start: denver(`2026-11-${day}T07:00`),
      end: denver(`2026-11-${day}T16:00`),
      breaks: [{ start: denver(`2026-11-${day}T12:00`), end: denver(`2026-11-${day}T12:15`) }],
      miles_driven: 41,
    });
    shiftIds.push(shift.id);
  }
  const job = (service_date: string, price_cents: number, dog_count: number | null) => ({
    organization_id: organization.id,
    kind: 'residential' as const,
    origin: 'custom' as const,
    client_id: setting.client.id,
    client_location_id: location.id,
    service_date,
    status: 'completed' as const,
    assigned_user_id: tech.user.id,
    price_cents,
    dog_count,
  });
  const made = await t.db
    .insert(jobs)
    .values([job('2026-11-16', 2599, 2), job('2026-11-16', 1000, 1), job('2026-11-17', 3333, null)])
    .returning();
  // A completed visit of another week pays nothing here.
  await t.db.insert(jobs).values(job('2026-11-23', 9999, 4));
  await t.db.insert(tips).values([
    {
      organization_id: organization.id,
      job_id: made[0]!.id,
      tech_user_id: tech.user.id,
      amount_cents: 300,
      source: 'once',
    },
    {
      organization_id: organization.id,
      job_id: made[2]!.id,
      tech_user_id: tech.user.id,
      amount_cents: 500,
      source: 'once',
    },
  ]);
  return { ...setting, as, shiftIds };
}

async function computedRun(as: Awaited<ReturnType<typeof payrollWeek>>['as'], period = WEEK) {
  const opened = await as('POST', '/api/pay_runs', period);
  expect(opened.statusCode).toBe(200);
  const runId = opened.json().run.id as number;
  let offset = 0;
  for (;;) {
    const progress = await as('POST', `/api/pay_runs/${runId}/compute`, { offset });
    expect(progress.statusCode).toBe(200);
    offset = progress.json().computed;
    if (offset >= progress.json().total) break;
  }
  return runId;
}

// 40 h × $18.75 = $750.00; 3.75 h of overtime at the regular rate → $105.93 (see pay-slip.test.ts in core); jobs 3 × $1.50 + dogs 3 × $0.25 + yards 2 × $1.00
// = $7.25; commission 5 % of $69.32 = $3.466 → $3.47; 205 mi × $0.70 = $143.50; tips $8.00; bonus $50.00.
const EXPECTED_GROSS = 75_000 + 10_593 + 725 + 347 + 14_350 + 800 + 5000;

describe('pay runs', () => {
  it('adds overtime, piece rates, commission, mileage, tips and an adjustment to the cent, then locks', async () => {
    const { as, tech, owner } = await payrollWeek();
    const runId = await computedRun(as);
    const added = await as('POST', `/api/pay_runs/${runId}/adjustments`, {
      membership_id: tech.membership.id,
      kind: 'bonus',
      amount_cents: 5000,
      note: 'Five-star week',
    });
    expect(added.statusCode).toBe(201);

    const shown = (await as('GET', `/api/pay_runs/${runId}`)).json();
    const slip = shown.slips.find((entry: { membership_id: number }) => entry.membership_id === tech.membership.id);
    expect(slip).toMatchObject({
      worked_minutes: 2625,
      regular_minutes: 2400,
      overtime_minutes: 225,
      regular_pay_cents: 75_000,
      // At the regular rate with piece rates and commission: see pay-slip.test.ts in core for the arithmetic.
      overtime_pay_cents: 10_593,
      jobs_completed: 3,
      job_revenue_cents: 6932,
      dogs: 3,
      yards: 2,
      piece_rate_pay_cents: 725,
      commission_cents: 347,
      miles: 205,
      mileage_cents: 14_350,
      tips_cents: 800,
      bonus_cents: 5000,
      gross_cents: EXPECTED_GROSS,
      adjustments: [{ kind: 'bonus', amount_cents: 5000, note: 'Five-star week' }],
    });
    expect(shown.slips).toHaveLength(3);
    expect(shown.totals.gross_cents).toBe(EXPECTED_GROSS);
    expectSlipsAddUp(shown);
    expect(shown.run).toMatchObject({ status: 'draft', gross_cents: EXPECTED_GROSS, slip_count: 3 });

    const pdf = await as('GET', `/api/pay_slips/${slip.id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF')).toBe(true);
    expect((await as('POST', `/api/pay_slips/${slip.id}/email`)).statusCode).toBe(409);

    const finalized = await as('POST', `/api/pay_runs/${runId}/finalize`);
    expect(finalized.statusCode).toBe(200);
    expect(finalized.json().run).toMatchObject({ status: 'finalized', gross_cents: EXPECTED_GROSS });
    expect((await as('POST', `/api/pay_runs/${runId}/finalize`)).statusCode).toBe(409);
    const late = await as('POST', `/api/pay_runs/${runId}/adjustments`, {
      membership_id: tech.membership.id,
      kind: 'deduction',
      amount_cents: 100,
      note: 'Too late',
    });
    expect(late.statusCode).toBe(409);
    expect((await as('POST', `/api/pay_runs/${runId}/compute`, { offset: 0 })).statusCode).toBe(409);
    const adjustmentId = slip.adjustments[0].id;
    expect((await as('DELETE', `/api/pay_runs/${runId}/adjustments/${adjustmentId}`)).statusCode).toBe(409);

    const emailed = await as('POST', `/api/pay_slips/${slip.id}/email`);
    expect(emailed.statusCode).toBe(200);
    const message = await lastMessageTo(t.db, tech.user.email);
    expect(message.subject).toContain('2026-11-16 to 2026-11-22');

    const list = (await as('GET', '/api/pay_runs?status=finalized')).json();
    expect(list.data).toEqual([expect.objectContaining({ id: runId, finalized_by_name: expect.any(String) })]);
    expect(owner).toBeDefined();
  });

  it('carries a shift corrected after finalizing onto the next run once', async () => {
    const { as, tech, shiftIds } = await payrollWeek();
    const first = await computedRun(as);
    expect((await as('POST', `/api/pay_runs/${first}/finalize`)).statusCode).toBe(200);

    // Friday ran an hour longer than recorded: 285 overtime minutes at the regular rate ($849.7825 straight time over
    // 44.75 h) pay 4.75 h × $18.75 + 4.75 h × $18.98955 × 0.5 = $134.16 against the $105.93 paid, so $28.23 is owed.
    await t.db
      .update(shifts)
      .set({ ended_at: denver('2026-11-20T17:00') })
      .where(eq(shifts.id, shiftIds[4]!));
    const second = await computedRun(as, { start_date: '2026-11-23', end_date: '2026-11-29' });
    const slipOf = async (runId: number) =>
      (await as('GET', `/api/pay_runs/${runId}`))
        .json()
        .slips.find((entry: { membership_id: number }) => entry.membership_id === tech.membership.id);
    const next = await slipOf(second);
    expectSlipsAddUp((await as('GET', `/api/pay_runs/${second}`)).json());
    expect(next).toMatchObject({
      prior_period_correction_cents: 2823,
      // Plus Monday 23rd's visit: $1.50 + 4 dogs × $0.25 + $1.00 yard + 5 % of $99.99.
      gross_cents: 2823 + 150 + 100 + 100 + 500,
      corrections: [{ pay_run_id: first, start_date: '2026-11-16', end_date: '2026-11-22', amount_cents: 2823 }],
    });
    // Two clicks racing: one run is created, the other finds it locked.
    const racing = await Promise.all([
      as('POST', `/api/pay_runs/${second}/finalize`),
      as('POST', `/api/pay_runs/${second}/finalize`),
    ]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 409]);

    const third = await computedRun(as, { start_date: '2026-11-30', end_date: '2026-12-06' });
    expect(await slipOf(third)).toMatchObject({ prior_period_correction_cents: 0, corrections: [] });
    // The locked run still shows what it paid.
    expect((await slipOf(first)).gross_cents).toBe(75_000 + 10_593 + 725 + 347 + 14_350 + 800);
  });

  it('exports the generic, Gusto and ADP layouts', async () => {
    const { as, tech } = await payrollWeek();
    const runId = await computedRun(as);
    await as('POST', `/api/pay_runs/${runId}/adjustments`, {
      membership_id: tech.membership.id,
      kind: 'deduction',
      amount_cents: 1250,
      note: 'Uniform',
    });
    expectSlipsAddUp((await as('GET', `/api/pay_runs/${runId}`)).json());
    const generic = await as('GET', `/api/pay_runs/${runId}/export.csv`);
    expect(generic.headers['content-disposition']).toContain('pay-run-2026-11-16-2026-11-22.csv');
    const genericLines = generic.body.trim().split('\n');
    expect(genericLines[0]).toContain('Regular Hours,Overtime Hours,Regular Pay,Overtime Pay');
    const terry = genericLines.find((line) => line.startsWith('Terry'))!;
    expect(terry).toContain('43.75,40.00,3.75,750.00,105.93,3,69.32,3,2,7.25,3.47,0.00,205,143.50,8.00,0.00,12.50');
    expect(terry).toContain('deduction: Uniform');

    const gusto = (await as('GET', `/api/pay_runs/${runId}/export.csv?layout=gusto`)).body.trim().split('\n');
    expect(gusto[0]).toBe(
      'first_name,last_name,gusto_employee_id,regular_hours,overtime_hours,bonus,commission,paycheck_tips,correction_payment,reimbursement,personal_note',
    );
    expect(gusto.find((line) => line.startsWith('Terry'))).toMatch(
      /^Terry,[^,]*,,40\.00,3\.75,7\.25,3\.47,8\.00,-12\.50,143\.50,/,
    );

    expect((await as('GET', `/api/pay_runs/${runId}/export.csv?layout=adp`)).statusCode).toBe(422);
    // ADP finds people by File # only: until every member on the run has theirs, the export names who is missing.
    const withoutFileNumbers = await as('GET', `/api/pay_runs/${runId}/export.csv?layout=adp&company_code=k7q`);
    expect(withoutFileNumbers.statusCode).toBe(422);
    expect(withoutFileNumbers.json()).toMatchObject({ error: 'adp_file_number_missing' });
    expect(withoutFileNumbers.json().message).toContain('Terry');
    const { staff_pay_rules: people } = (await as('GET', '/api/payroll_settings')).json();
    for (const [index, person] of (people as { membership_id: number; full_name: string }[]).entries()) {
      const { membership_id, full_name, role_name, ...rules } = person as Record<string, unknown>;
      const ids = { adp_file_number: String(4711 + index), gusto_employee_id: `GU${index}` };
      const saved = await as('PUT', `/api/payroll_settings/staff/${membership_id}`, { ...rules, ...ids });
      expect(saved.statusCode, `${full_name} ${role_name}`).toBe(200);
    }
    const file = String(
      4711 + people.findIndex((person: { membership_id: number }) => person.membership_id === tech.membership.id),
    );
    const adp = await as('GET', `/api/pay_runs/${runId}/export.csv?layout=adp&company_code=k7q&batch_id=W47`);
    expect(adp.headers['content-disposition']).toContain('PRK7QEPI.csv');
    const adpLines = adp.body.trim().split('\n');
    expect(adpLines[0]).toMatch(
      /^Co Code,Batch ID,File #,Reg Hours,O\/T Hours,Reg Earnings,O\/T Earnings,Earnings 3 Code/,
    );
    const techLines = adpLines.filter((line) => line.startsWith(`K7Q,W47,${file},`));
    expect(techLines).toEqual([
      `K7Q,W47,${file},40.00,3.75,750.00,105.93,PCE,7.25,CMS,3.47,TIP,8.00,DED,12.50`,
      `K7Q,W47,${file},,,,,MIL,143.50,,,,,,`,
    ]);
  });

  it('refuses a period that is not a pay period, a bad adjustment, and other organizations', async () => {
    const { as, tech } = await payrollWeek();
    const wrong = await as('POST', '/api/pay_runs', { start_date: '2026-11-17', end_date: '2026-11-23' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.start_date).toEqual(['Not valid']);
    const backwards = await as('POST', '/api/pay_runs', { start_date: '2026-11-22', end_date: '2026-11-16' });
    expect(backwards.statusCode).toBe(422);

    const runId = await computedRun(as);
    const bad = await as('POST', `/api/pay_runs/${runId}/adjustments`, {
      membership_id: tech.membership.id,
      kind: 'bonus',
      amount_cents: 0,
      note: ' ',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['amount_cents', 'note']);

    const other = await payrollWeek();
    const otherTech = await as('POST', `/api/pay_runs/${runId}/adjustments`, {
      membership_id: other.tech.membership.id,
      kind: 'bonus',
      amount_cents: 100,
      note: 'Not ours',
    });
    expect(otherTech.statusCode).toBe(422);
    expect((await other.as('GET', `/api/pay_runs/${runId}`)).statusCode).toBe(404);
    expect((await other.as('POST', `/api/pay_runs/${runId}/finalize`)).statusCode).toBe(404);
    const slipId = (await as('GET', `/api/pay_runs/${runId}`)).json().slips[0].id;
    expect((await other.as('GET', `/api/pay_slips/${slipId}/pdf`)).statusCode).toBe(404);
    expect((await other.as('GET', `/api/pay_runs/${runId}/export.csv`)).statusCode).toBe(404);
    expect((await other.as('GET', '/api/pay_runs')).json().data).toEqual([]);
  });

  it("pays a salaried tech a week's share for a bi-weekly year's lone week 53, and two weeks' for a pair", async () => {
    const { as, tech } = await payrollWeek();
    expect((await as('PUT', '/api/payroll_settings', { pay_period: 'bi_weekly' })).statusCode).toBe(200);
    const salaried = await as('PUT', `/api/payroll_settings/staff/${tech.membership.id}`, {
      hourly_rate_cents: 0,
      per_job_rate_cents: 0,
      per_dog_rate_cents: 0,
      per_yard_rate_cents: 0,
      commission_bps: 0,
      salary_cents_per_year: 5_200_000,
      mileage_rate_cents: 0,
    });
    expect(salaried.statusCode).toBe(200);
    const salaryOf = async (period: { start_date: string; end_date: string }) => {
      const shown = (await as('GET', `/api/pay_runs/${await computedRun(as, period)}`)).json() as PayRunShowResponse;
      return shown.slips.find((slip) => slip.membership_id === tech.membership.id)?.salary_cents;
    };
    expect(await salaryOf({ start_date: '2026-11-16', end_date: '2026-11-29' })).toBe(200_000);
    expect(await salaryOf({ start_date: '2026-12-28', end_date: '2027-01-03' })).toBe(100_000);
  });
});
