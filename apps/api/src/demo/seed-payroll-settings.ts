/**
 * Demo Scoopers' payroll rules (issue 18): weekly pay, overtime over 40 h at 1.5×, 67¢ a mile, tips to the tech; the
 * owner on a salary, the office hourly, one tech hourly plus per yard, the other hourly plus per job, per dog and
 * commission, so the pay runs show every kind of pay.
 */
import type { Db } from '../platform/db/client.ts';
import { writePayrollSettings } from '../features/payroll-settings/index.ts';
import { saveStaffProfile } from '../features/staff/index.ts';

/** The demo's payroll providers know each member by these, so the Gusto and ADP exports open as they would. */
const ids = (fileNumber: string) => ({ adp_file_number: fileNumber, gusto_employee_id: `G${fileNumber.slice(1)}` });

export async function seedPayrollSettings(
  db: Db,
  organizationId: number,
  member: (email: string) => { membership_id: number },
  now: Date,
) {
  await writePayrollSettings(
    db,
    organizationId,
    {
      pay_period: 'weekly',
      bi_weekly_start: null,
      overtime_weekly_threshold_minutes: 2400,
      overtime_daily_threshold_minutes: null,
      overtime_multiplier_bps: 15_000,
      mileage_rate_cents: 67,
      tips_to_tech: true,
    },
    now,
  );
  const rules = [
    { membership_id: member('owner@demo.test').membership_id, salary_cents_per_year: 6_500_000, ...ids('100001') },
    { membership_id: member('office@demo.test').membership_id, hourly_rate_cents: 2400, ...ids('100002') },
    {
      membership_id: member('tech@demo.test').membership_id,
      hourly_rate_cents: 1850,
      per_yard_rate_cents: 150,
      ...ids('100003'),
    },
    {
      membership_id: member('tech2@demo.test').membership_id,
      ...ids('100004'),
      hourly_rate_cents: 1900,
      per_job_rate_cents: 150,
      per_dog_rate_cents: 50,
      commission_bps: 500,
    },
  ];
  for (const rule of rules) {
    await saveStaffProfile(db, { organization_id: organizationId, ...rule, updated_at: now });
  }
}
