/** The dispatch board's SQL beyond the shared job reads: a column's jobs of a day, and one job's place in a route. */
import type { BoardJobWire } from '@employee-portal/core';
import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { clientLocations, clients } from '../clients/clients.table.ts';
import { commercialCustomers, commercialLocations } from '../commercial/commercial.table.ts';
import { servicePlans } from '../pricing/pricing.table.ts';
import { subscriptions } from '../subscriptions/subscriptions.table.ts';
import { jobs, skipReasons } from './jobs.table.ts';

/** A day's board cards, by tech and route order: the lean read, with no per-row subqueries. */
export async function boardJobsOfDay(
  db: Db,
  organizationId: number,
  day: string,
  limit: number,
): Promise<BoardJobWire[]> {
  return db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      status: jobs.status,
      service_date: jobs.service_date,
      client_name: sql<string>`coalesce(${clients.first_name} || ' ' || ${clients.last_name}, ${commercialCustomers.company_name}, '')`,
      location_name: sql<string | null>`coalesce(${clientLocations.name}, ${commercialLocations.name})`,
      address: sql<string>`concat_ws(', ', coalesce(${clientLocations.address_line1}, ${commercialLocations.address_line1}), coalesce(${clientLocations.city}, ${commercialLocations.city}))`,
      zip: sql<string>`coalesce(${clientLocations.zip}, ${commercialLocations.zip})`,
      assigned_user_id: jobs.assigned_user_id,
      route_position: jobs.route_position,
      price_cents: jobs.price_cents,
      service_plan_name: servicePlans.name,
      skip_reason_name: skipReasons.name,
      skip_is_charged: skipReasons.is_charged,
    })
    .from(jobs)
    .leftJoin(clients, eq(clients.id, jobs.client_id))
    .leftJoin(clientLocations, eq(clientLocations.id, jobs.client_location_id))
    .leftJoin(commercialCustomers, eq(commercialCustomers.id, jobs.commercial_customer_id))
    .leftJoin(commercialLocations, eq(commercialLocations.id, jobs.commercial_location_id))
    .leftJoin(subscriptions, eq(subscriptions.id, jobs.subscription_id))
    .leftJoin(servicePlans, eq(servicePlans.id, subscriptions.service_plan_id))
    .leftJoin(skipReasons, eq(skipReasons.id, jobs.skip_reason_id))
    .where(and(eq(jobs.organization_id, organizationId), eq(jobs.service_date, day)))
    .orderBy(asc(jobs.assigned_user_id), sql`${jobs.route_position} asc nulls last`, asc(jobs.id))
    .limit(limit);
}

/** The ids of a column's jobs that day in route order, those named first excluded (they are placed by the caller). */
export async function otherJobsOfColumn(
  db: Db,
  organizationId: number,
  day: string,
  userId: number | null,
  placed: readonly number[],
) {
  const rows = await db
    .select({ id: jobs.id, route_position: jobs.route_position })
    .from(jobs)
    .where(
      and(
        eq(jobs.organization_id, organizationId),
        eq(jobs.service_date, day),
        userId === null ? isNull(jobs.assigned_user_id) : eq(jobs.assigned_user_id, userId),
        placed.length ? notInArray(jobs.id, [...placed]) : undefined,
      ),
    )
    .orderBy(sql`${jobs.route_position} asc nulls last`, jobs.id)
    .for('update');
  return rows;
}
