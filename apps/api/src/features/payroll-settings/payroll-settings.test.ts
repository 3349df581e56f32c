import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createMember } from '../../../test/support/staff-factories.ts';
import { loadPayrollSettings, loadStaffPayRules } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'POST';
const send = (token: string, method: Method, url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: method === 'GET' ? undefined : (payload ?? {}) });

async function setting(now?: Date) {
  const organization = await createOrganization(t.db, { now });
  const owner = await createMember(t.db, organization.id, { role: 'Owner', first_name: 'Ada' });
  const tech = await createMember(t.db, organization.id, { role: 'Field Tech', first_name: 'Terry' });
  return { organization, owner, tech };
}

const RULES = {
  hourly_rate_cents: 1850,
  per_job_rate_cents: 300,
  per_dog_rate_cents: 50,
  per_yard_rate_cents: 400,
  commission_bps: 1250,
  salary_cents_per_year: 0,
  mileage_rate_cents: 0,
  gusto_employee_id: 'A1B2C3',
  adp_file_number: '004711',
};

describe('GET /api/pay_periods', () => {
  it('answers the period that holds the date, for any member: bi-weekly pairs ISO weeks by number', async () => {
    const { tech } = await setting();
    const answer = await send(tech.token, 'GET', '/api/pay_periods?pay_period=bi_weekly&date=2027-01-05');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ pay_period: { start_date: '2027-01-04', end_date: '2027-01-17' } });
    // 2026 has 53 ISO weeks: week 53 is a period of its own.
    const week53 = await send(tech.token, 'GET', '/api/pay_periods?pay_period=bi_weekly&date=2026-12-30');
    expect(week53.json()).toEqual({ pay_period: { start_date: '2026-12-28', end_date: '2027-01-03' } });
  });

  it('refuses a bad kind or date with field errors', async () => {
    const { owner } = await setting();
    const bad = await send(owner.token, 'GET', '/api/pay_periods?pay_period=daily&date=2026-02-30');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['date', 'pay_period']);
  });
});

describe('payroll settings', () => {
  it('starts from the defaults and saves the rules, the pay period showing in the organization settings', async () => {
    const { organization, owner } = await setting();
    const first = await send(owner.token, 'GET', '/api/payroll_settings');
    expect(first.statusCode).toBe(200);
    expect(first.json().payroll_settings).toEqual({
      pay_period: 'weekly',
      bi_weekly_start: null,
      overtime_weekly_threshold_minutes: 2400,
      overtime_daily_threshold_minutes: null,
      overtime_multiplier_bps: 15000,
      mileage_rate_cents: 0,
      tips_to_tech: true,
    });
    expect(first.json().staff_pay_rules.map((row: { full_name: string }) => row.full_name)).toHaveLength(2);

    const rules = {
      pay_period: 'twice_per_month',
      overtime_weekly_threshold_minutes: 2400,
      overtime_daily_threshold_minutes: 480,
      overtime_multiplier_bps: 20000,
      mileage_rate_cents: 67,
      tips_to_tech: false,
    };
    const saved = await send(owner.token, 'PUT', '/api/payroll_settings', rules);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().payroll_settings).toEqual({ ...rules, bi_weekly_start: null });
    expect(await loadPayrollSettings(t.db, organization.id)).toEqual({ ...rules, bi_weekly_start: null });
    const settings = (await send(owner.token, 'GET', '/api/organization_settings')).json().organization_settings;
    expect(settings).toContainEqual({ key: 'pay_period', value: 'twice_per_month' });
    expect(settings.filter((row: { key: string }) => row.key === 'pay_period')).toHaveLength(1);
  });

  it('runs bi-weekly periods every 14 days from a chosen day, for pay runs, pay periods and My Shift Report', async () => {
    // Tuesday 12 January 2027.
    const now = new Date('2027-01-12T18:00:00Z');
    const { organization, owner, tech } = await setting(now);
    const fixed = { pay_period: 'bi_weekly', bi_weekly_start: '2026-12-30' };
    const saved = await send(owner.token, 'PUT', '/api/payroll_settings', fixed);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().payroll_settings).toMatchObject(fixed);
    expect(await loadPayrollSettings(t.db, organization.id)).toMatchObject(fixed);
    const settings = (await send(owner.token, 'GET', '/api/organization_settings')).json().organization_settings;
    expect(settings).toContainEqual({ key: 'bi_weekly_start', value: '2026-12-30' });

    const period = await send(tech.token, 'GET', '/api/pay_periods?pay_period=bi_weekly&date=2027-01-05');
    expect(period.json()).toEqual({ pay_period: { start_date: '2026-12-30', end_date: '2027-01-12' } });
    const isoPair = { start_date: '2027-01-04', end_date: '2027-01-17' };
    expect((await send(owner.token, 'POST', '/api/pay_runs', isoPair)).statusCode).toBe(422);
    const run = await send(owner.token, 'POST', '/api/pay_runs', period.json().pay_period);
    expect(run.statusCode).toBe(200);

    // The previous period ran 16 to 29 December, from the week of Monday the 14th.
    t.clock.set(now);
    try {
      const report = await send(tech.token, 'GET', '/api/my_shift_report');
      expect(report.json()).toMatchObject({ date_from: '2026-12-14', date_to: '2027-01-12' });
      // Back to ISO week pairs: the previous period is week 53 of 2026 alone.
      await send(owner.token, 'PUT', '/api/payroll_settings', { pay_period: 'bi_weekly', bi_weekly_start: null });
      expect((await loadPayrollSettings(t.db, organization.id)).bi_weekly_start).toBeNull();
      const parity = await send(tech.token, 'GET', '/api/my_shift_report');
      expect(parity.json()).toMatchObject({ date_from: '2026-12-28', date_to: '2027-01-12' });
    } finally {
      t.clock.set(new Date());
    }
  });

  it('refuses bad rules with field errors and changes nothing', async () => {
    const { organization, owner } = await setting();
    const bad = await send(owner.token, 'PUT', '/api/payroll_settings', {
      pay_period: 'yearly',
      overtime_multiplier_bps: 9000,
      mileage_rate_cents: -1,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'mileage_rate_cents',
      'overtime_multiplier_bps',
      'pay_period',
    ]);
    expect((await loadPayrollSettings(t.db, organization.id)).pay_period).toBe('weekly');
  });

  it('is for members holding payroll_settings', async () => {
    const { tech } = await setting();
    expect((await send(tech.token, 'GET', '/api/payroll_settings')).statusCode).toBe(403);
    expect((await send(tech.token, 'PUT', '/api/payroll_settings', { pay_period: 'monthly' })).statusCode).toBe(403);
  });
});

describe('staff pay rules', () => {
  it('saves one member’s rules, keeping the staff page’s pay in step', async () => {
    const { organization, owner, tech } = await setting();
    const url = `/api/payroll_settings/staff/${tech.membership.id}`;
    const saved = await send(owner.token, 'PUT', url, RULES);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().staff_pay_rules).toMatchObject({ membership_id: tech.membership.id, ...RULES });
    const [loaded] = await loadStaffPayRules(t.db, organization.id, [tech.membership.id]);
    expect(loaded).toMatchObject({ full_name: expect.stringContaining('Terry'), role_name: 'Field Tech', ...RULES });
    const staffPay = (await send(owner.token, 'GET', `/api/staff/${tech.membership.id}`)).json();
    expect(staffPay.staff.pay).toMatchObject({ hourly_rate_cents: 1850, per_dog_rate_cents: 50 });
    // The staff page's older four-rate save leaves the other kinds of pay as they were.
    const staffSave = await send(owner.token, 'PUT', `/api/staff/${tech.membership.id}/pay`, {
      hourly_rate_cents: 2000,
      per_job_rate_cents: 300,
      commission_bps: 1250,
      mileage_rate_cents: 0,
    });
    expect(staffSave.statusCode).toBe(200);
    const [afterStaffPage] = await loadStaffPayRules(t.db, organization.id, [tech.membership.id]);
    expect(afterStaffPage).toMatchObject({ ...RULES, hourly_rate_cents: 2000 });
  });

  it('refuses another organization’s member (404) and bad rates (422), changing nothing', async () => {
    const { organization, owner, tech } = await setting();
    const other = await setting();
    const foreign = await send(owner.token, 'PUT', `/api/payroll_settings/staff/${other.tech.membership.id}`, RULES);
    expect(foreign.statusCode).toBe(404);
    expect((await loadStaffPayRules(t.db, other.organization.id))[1]?.hourly_rate_cents ?? 0).toBe(0);
    const bad = await send(owner.token, 'PUT', `/api/payroll_settings/staff/${tech.membership.id}`, {
      ...RULES,
      commission_bps: 10001,
      per_dog_rate_cents: 1.5,
      gusto_employee_id: 'A1-B2',
      adp_file_number: '1234567',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'adp_file_number',
      'commission_bps',
      'gusto_employee_id',
      'per_dog_rate_cents',
    ]);
    expect(bad.json().errors.gusto_employee_id).toContain('Can contain only letters and numbers');
    const [unchanged] = await loadStaffPayRules(t.db, organization.id, [tech.membership.id]);
    expect(unchanged?.hourly_rate_cents).toBe(0);
  });
});
