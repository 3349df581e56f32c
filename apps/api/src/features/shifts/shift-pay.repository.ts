import { and, eq, inArray } from 'drizzle-orm';
import { type PaySettings, storedBiWeeklyStart, storedPayPeriodKind } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { organizationSettings } from '../../platform/identity/organizations.table.ts';
import { staffProfiles } from '../staff/staff.table.ts';

/** Pay settings of the given members; members never given any are left out (they earn nothing per hour or mile). */
export async function payOfMembers(db: Db, organizationId: number, membershipIds: number[]) {
  const pay = new Map<number, PaySettings>();
  if (membershipIds.length === 0) return pay;
  const rows = await db
    .select()
    .from(staffProfiles)
    .where(and(eq(staffProfiles.organization_id, organizationId), inArray(staffProfiles.membership_id, membershipIds)));
  for (const row of rows)
    pay.set(row.membership_id, {
      hourly_rate_cents: row.hourly_rate_cents,
      per_job_rate_cents: row.per_job_rate_cents,
      commission_bps: row.commission_bps,
      mileage_rate_cents: row.mileage_rate_cents,
    });
  return pay;
}

/**
 * The organization's pay period and its bi-weekly cycle, from its key/value settings where Payroll Settings keeps
 * them (read here rather than through payroll settings, whose feature reaches back to shifts through staff and jobs).
 */
export async function organizationPayPeriod(db: Db, organizationId: number) {
  const rows = await db
    .select({ key: organizationSettings.key, value: organizationSettings.value })
    .from(organizationSettings)
    .where(
      and(
        eq(organizationSettings.organization_id, organizationId),
        inArray(organizationSettings.key, ['pay_period', 'bi_weekly_start']),
      ),
    );
  const stored = (key: string) => rows.find((row) => row.key === key)?.value;
  return {
    kind: storedPayPeriodKind(stored('pay_period')),
    biWeeklyStart: storedBiWeeklyStart(stored('bi_weekly_start')),
  };
}
