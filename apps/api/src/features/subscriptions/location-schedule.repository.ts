/**
 * What a location's schedule reads beyond its subscriptions: the lock that puts one location's subscription writes
 * in line, and what its jobs say about the coming visits (a job moved on the dispatch board moves the next cleanup).
 */
import { and, eq, gte, inArray, max, min, or, sql, type SQL } from 'drizzle-orm';
import { openJobStatuses, type JobCalendar, type SubscriptionKind } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { clientLocations } from '../clients/clients.table.ts';
import { commercialLocations } from '../commercial/commercial.table.ts';
import { jobs } from '../jobs/jobs.table.ts';

/**
 * Row-locks the location for a subscription write, until the transaction ends: two offices subscribing one location
 * at once are checked one after the other, the second seeing what the first saved. NO KEY UPDATE, since inserting a
 * subscription or a job that names the location takes a KEY SHARE lock on it, which this must not wait for.
 */
export async function lockLocationSchedule(db: Db, organizationId: number, kind: SubscriptionKind, locationId: number) {
  const table = kind === 'residential' ? clientLocations : commercialLocations;
  await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.organization_id, organizationId), eq(table.id, locationId)))
    .for('no key update');
}

const openFrom = (today: string): SQL =>
  and(inArray(jobs.status, [...openJobStatuses]), gte(jobs.service_date, today))!;

/** Per subscription: its next job still to do (from today on) and the last day its schedule has made jobs for. */
export async function jobCalendarsOf(
  db: Db,
  organizationId: number,
  subscriptionIds: readonly number[],
  today: string,
): Promise<Map<number, JobCalendar>> {
  if (subscriptionIds.length === 0) return new Map();
  const rows = await db
    .select({
      subscription_id: jobs.subscription_id,
      next_open_job: sql<string | null>`min(${jobs.service_date}) filter (where ${openFrom(today)})`,
      planned_through: max(jobs.planned_date),
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.organization_id, organizationId),
        inArray(jobs.subscription_id, [...subscriptionIds]),
        // Only what lies ahead matters: a visit planned (or moved) to today or later.
        or(gte(jobs.service_date, today), gte(jobs.planned_date, today)),
      ),
    )
    .groupBy(jobs.subscription_id);
  return new Map(
    rows.map((row) => [
      row.subscription_id!,
      { next_open_job: row.next_open_job, planned_through: row.planned_through },
    ]),
  );
}

/** The location's next job still to do, whatever made it (a subscription, a re-clean, one added on the board). */
export async function nextOpenJobAt(db: Db, organizationId: number, clientLocationId: number, today: string) {
  const [row] = await db
    .select({ day: min(jobs.service_date) })
    .from(jobs)
    .where(
      and(eq(jobs.organization_id, organizationId), eq(jobs.client_location_id, clientLocationId), openFrom(today)),
    );
  return row?.day ?? null;
}
