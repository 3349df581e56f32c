/**
 * What a pay slip is computed from: members' shifts with breaks, their completed jobs and the tips on those jobs.
 * Reads only; every query is scoped to the organization.
 */
import { and, asc, eq, gte, inArray, isNotNull, lt, lte } from 'drizzle-orm';
import { type CompletedJob, type PaidShift, shiftMiles } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { memberships, users } from '../../platform/identity/users.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { tips } from '../ratings-and-tips/ratings-and-tips.table.ts';
import { shiftBreaks, shifts } from '../shifts/shifts.table.ts';

export interface MemberContact {
  membership_id: number;
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
}

export async function memberContacts(db: Db, organizationId: number, membershipIds: readonly number[]) {
  if (membershipIds.length === 0) return new Map<number, MemberContact>();
  const rows = await db
    .select({
      membership_id: memberships.id,
      user_id: users.id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(and(eq(memberships.organization_id, organizationId), inArray(memberships.id, [...membershipIds])));
  return new Map(rows.map((row) => [row.membership_id, row]));
}

/** Ended shifts that started in [from, to), with their breaks, by member. */
export async function shiftsOfMembers(
  db: Db,
  organizationId: number,
  membershipIds: readonly number[],
  range: { from: Date; to: Date },
) {
  const byMember = new Map<number, PaidShift[]>();
  if (membershipIds.length === 0) return byMember;
  const rows = await db
    .select()
    .from(shifts)
    .where(
      and(
        eq(shifts.organization_id, organizationId),
        inArray(shifts.membership_id, [...membershipIds]),
        gte(shifts.started_at, range.from),
        lt(shifts.started_at, range.to),
        isNotNull(shifts.ended_at),
      ),
    )
    .orderBy(asc(shifts.started_at));
  const breakRows =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(shiftBreaks)
          .where(
            and(
              eq(shiftBreaks.organization_id, organizationId),
              inArray(
                shiftBreaks.shift_id,
                rows.map((row) => row.id),
              ),
            ),
          );
  const breaksOf = new Map<number, { started_at: string; ended_at: string | null }[]>();
  for (const entry of breakRows) {
    const list = breaksOf.get(entry.shift_id) ?? [];
    list.push({ started_at: entry.started_at.toISOString(), ended_at: entry.ended_at?.toISOString() ?? null });
    breaksOf.set(entry.shift_id, list);
  }
  for (const row of rows) {
    const list = byMember.get(row.membership_id) ?? [];
    list.push({
      started_at: row.started_at.toISOString(),
      ended_at: row.ended_at?.toISOString() ?? null,
      breaks: breaksOf.get(row.id) ?? [],
      miles: shiftMiles(row),
    });
    byMember.set(row.membership_id, list);
  }
  return byMember;
}

/** Completed jobs of the given techs (users) with service dates in the period, by tech. */
export async function completedJobsOf(
  db: Db,
  organizationId: number,
  userIds: readonly number[],
  period: { start_date: string; end_date: string },
) {
  const byUser = new Map<number, CompletedJob[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      user_id: jobs.assigned_user_id,
      service_date: jobs.service_date,
      price_cents: jobs.price_cents,
      dog_count: jobs.dog_count,
      client_location_id: jobs.client_location_id,
      commercial_location_id: jobs.commercial_location_id,
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.organization_id, organizationId),
        eq(jobs.status, 'completed'),
        inArray(jobs.assigned_user_id, [...userIds]),
        gte(jobs.service_date, period.start_date),
        lte(jobs.service_date, period.end_date),
      ),
    );
  for (const row of rows) {
    const list = byUser.get(row.user_id!) ?? [];
    list.push({
      service_date: row.service_date,
      price_cents: row.price_cents,
      dog_count: row.dog_count,
      location_key: row.client_location_id
        ? `client:${row.client_location_id}`
        : `commercial:${row.commercial_location_id}`,
    });
    byUser.set(row.user_id!, list);
  }
  return byUser;
}

/** Tips given to the given techs for visits whose service date is in the period, by tech. */
export async function tipsOf(
  db: Db,
  organizationId: number,
  userIds: readonly number[],
  period: { start_date: string; end_date: string },
) {
  const byUser = new Map<number, number[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ user_id: tips.tech_user_id, amount_cents: tips.amount_cents })
    .from(tips)
    .innerJoin(jobs, and(eq(jobs.id, tips.job_id), eq(jobs.organization_id, organizationId)))
    .where(
      and(
        eq(tips.organization_id, organizationId),
        inArray(tips.tech_user_id, [...userIds]),
        gte(jobs.service_date, period.start_date),
        lte(jobs.service_date, period.end_date),
      ),
    );
  for (const row of rows) {
    const list = byUser.get(row.user_id!) ?? [];
    list.push(row.amount_cents);
    byUser.set(row.user_id!, list);
  }
  return byUser;
}

/** Tips given to the given techs for visits whose service date is in the range, with that date, by tech. */
export async function datedTipsOf(
  db: Db,
  organizationId: number,
  userIds: readonly number[],
  range: { start_date: string; end_date: string },
) {
  const byUser = new Map<number, { service_date: string; amount_cents: number }[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ user_id: tips.tech_user_id, service_date: jobs.service_date, amount_cents: tips.amount_cents })
    .from(tips)
    .innerJoin(jobs, and(eq(jobs.id, tips.job_id), eq(jobs.organization_id, organizationId)))
    .where(
      and(
        eq(tips.organization_id, organizationId),
        inArray(tips.tech_user_id, [...userIds]),
        gte(jobs.service_date, range.start_date),
        lte(jobs.service_date, range.end_date),
      ),
    );
  for (const row of rows) byUser.set(row.user_id!, [...(byUser.get(row.user_id!) ?? []), row]);
  return byUser;
}
