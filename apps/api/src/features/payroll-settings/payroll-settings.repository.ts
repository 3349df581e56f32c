/**
 * The payroll rules: the pay period in the organization's key/value settings (GET /organization_settings reads it
 * there), overtime, mileage and tips in payroll_settings, each member's rates on their staff profile.
 */
import {
  defaultPayrollSettings,
  type PayrollSettings,
  type StaffPayRules,
  storedBiWeeklyStart,
  storedPayPeriodKind,
} from '@employee-portal/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { organizationSettings } from '../../platform/identity/organizations.table.ts';
import { roles } from '../../platform/identity/roles.table.ts';
import { memberships, users } from '../../platform/identity/users.table.ts';
import { staffProfiles } from '../staff/staff.table.ts';
import { payrollSettings } from './payroll-settings.table.ts';

const PAY_PERIOD_KEY = 'pay_period';
/** Beside the pay period, so every reader of the period (My Shift Report, the pay slips page) finds its cycle too. */
const BI_WEEKLY_START_KEY = 'bi_weekly_start';

export async function readPayrollSettings(db: Db, organizationId: number): Promise<PayrollSettings> {
  const [stored, [row]] = await Promise.all([
    db
      .select({ key: organizationSettings.key, value: organizationSettings.value })
      .from(organizationSettings)
      .where(
        and(
          eq(organizationSettings.organization_id, organizationId),
          inArray(organizationSettings.key, [PAY_PERIOD_KEY, BI_WEEKLY_START_KEY]),
        ),
      ),
    db.select().from(payrollSettings).where(eq(payrollSettings.organization_id, organizationId)),
  ]);
  const storedValue = (key: string) => stored.find((setting) => setting.key === key)?.value;
  return {
    pay_period: storedPayPeriodKind(storedValue(PAY_PERIOD_KEY)),
    bi_weekly_start: storedBiWeeklyStart(storedValue(BI_WEEKLY_START_KEY)),
    overtime_weekly_threshold_minutes:
      row?.overtime_weekly_threshold_minutes ?? defaultPayrollSettings.overtime_weekly_threshold_minutes,
    overtime_daily_threshold_minutes: row ? row.overtime_daily_threshold_minutes : null,
    overtime_multiplier_bps: row?.overtime_multiplier_bps ?? defaultPayrollSettings.overtime_multiplier_bps,
    mileage_rate_cents: row?.mileage_rate_cents ?? defaultPayrollSettings.mileage_rate_cents,
    tips_to_tech: row?.tips_to_tech ?? defaultPayrollSettings.tips_to_tech,
  };
}

export async function writePayrollSettings(db: Db, organizationId: number, settings: PayrollSettings, now: Date) {
  const { pay_period, bi_weekly_start, ...rules } = settings;
  for (const [key, value] of [
    [PAY_PERIOD_KEY, pay_period],
    [BI_WEEKLY_START_KEY, bi_weekly_start],
  ] as const) {
    await db
      .insert(organizationSettings)
      .values({ organization_id: organizationId, key, value })
      .onConflictDoUpdate({ target: [organizationSettings.organization_id, organizationSettings.key], set: { value } });
  }
  await db
    .insert(payrollSettings)
    .values({ organization_id: organizationId, ...rules, updated_at: now })
    .onConflictDoUpdate({ target: payrollSettings.organization_id, set: { ...rules, updated_at: now } });
}

/** Active members with their pay rules (zeros until first set), by name; only `membershipIds` when given. */
export async function listStaffPayRules(
  db: Db,
  organizationId: number,
  membershipIds?: readonly number[],
): Promise<StaffPayRules[]> {
  const rows = await db
    .select({
      membership_id: memberships.id,
      first_name: users.first_name,
      last_name: users.last_name,
      role_name: roles.name,
      profile: staffProfiles,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .leftJoin(roles, and(eq(roles.id, memberships.role_id), eq(roles.organization_id, organizationId)))
    .leftJoin(
      staffProfiles,
      and(eq(staffProfiles.membership_id, memberships.id), eq(staffProfiles.organization_id, organizationId)),
    )
    .where(
      and(
        eq(memberships.organization_id, organizationId),
        eq(memberships.status, 'active'),
        membershipIds ? inArray(memberships.id, [...membershipIds]) : undefined,
      ),
    )
    .orderBy(asc(users.first_name), asc(users.last_name), asc(memberships.id));
  return rows.map(({ profile, ...row }) => ({
    membership_id: row.membership_id,
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    role_name: row.role_name,
    hourly_rate_cents: profile?.hourly_rate_cents ?? 0,
    per_job_rate_cents: profile?.per_job_rate_cents ?? 0,
    per_dog_rate_cents: profile?.per_dog_rate_cents ?? 0,
    per_yard_rate_cents: profile?.per_yard_rate_cents ?? 0,
    commission_bps: profile?.commission_bps ?? 0,
    salary_cents_per_year: profile?.salary_cents_per_year ?? 0,
    mileage_rate_cents: profile?.mileage_rate_cents ?? 0,
    gusto_employee_id: profile?.gusto_employee_id ?? null,
    adp_file_number: profile?.adp_file_number ?? null,
  }));
}
