/** What the new-client planner reads: the techs with their route addresses, their coming stops, and the places. */
import { and, asc, count, eq, gte, inArray, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { memberships, users } from '../../platform/identity/users.table.ts';
import { clientRegistrations } from '../client-registrations/client-registrations.table.ts';
import { clientLocations } from '../clients/clients.table.ts';
import { commercialLocations } from '../commercial/commercial.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { staffProfiles } from '../staff/staff.table.ts';

/** Every active member with their route start and end positions; the caller keeps the field techs. */
export async function plannerStaff(db: Db, organizationId: number) {
  return db
    .select({
      user_id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      permissions: memberships.permissions,
      start_lat: staffProfiles.start_lat,
      start_lng: staffProfiles.start_lng,
      end_lat: staffProfiles.end_lat,
      end_lng: staffProfiles.end_lng,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .leftJoin(
      staffProfiles,
      and(eq(staffProfiles.membership_id, memberships.id), eq(staffProfiles.organization_id, organizationId)),
    )
    .where(and(eq(memberships.organization_id, organizationId), eq(memberships.status, 'active')))
    .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id));
}

const lat = sql<number | null>`coalesce(${clientLocations.lat}, ${commercialLocations.lat})`;
const lng = sql<number | null>`coalesce(${clientLocations.lng}, ${commercialLocations.lng})`;

/**
 * The techs' visits between two days in route order (null positions last, by id). Cancelled and skipped visits are
 * no stop; a location without a map position cannot be priced and is left out.
 */
export async function comingStops(
  db: Db,
  organizationId: number,
  window: { from: string; to: string },
  userIds: number[],
) {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      service_date: jobs.service_date,
      assigned_user_id: jobs.assigned_user_id,
      lat,
      lng,
    })
    .from(jobs)
    .leftJoin(clientLocations, eq(clientLocations.id, jobs.client_location_id))
    .leftJoin(commercialLocations, eq(commercialLocations.id, jobs.commercial_location_id))
    .where(
      and(
        eq(jobs.organization_id, organizationId),
        gte(jobs.service_date, window.from),
        lte(jobs.service_date, window.to),
        inArray(jobs.assigned_user_id, userIds),
        notInArray(jobs.status, ['cancelled', 'skipped']),
      ),
    )
    .orderBy(
      asc(jobs.service_date),
      asc(jobs.assigned_user_id),
      sql`${jobs.route_position} asc nulls last`,
      asc(jobs.id),
    );
  return rows.flatMap((row) =>
    row.lat === null || row.lng === null || row.assigned_user_id === null
      ? []
      : [{ service_date: row.service_date, user_id: row.assigned_user_id, lat: Number(row.lat), lng: Number(row.lng) }],
  );
}

/** A service location's address and map position (residential or commercial), in the organization. */
export async function locationPlace(db: Db, organizationId: number, kind: 'residential' | 'commercial', id: number) {
  const table = kind === 'commercial' ? commercialLocations : clientLocations;
  const [row] = await db
    .select({
      address_line1: table.address_line1,
      city: table.city,
      state: table.state,
      zip: table.zip,
      lat: table.lat,
      lng: table.lng,
    })
    .from(table)
    .where(and(eq(table.organization_id, organizationId), eq(table.id, id)));
  return row ?? null;
}

export async function leadPlace(db: Db, organizationId: number, id: number) {
  const [row] = await db
    .select({
      first_name: clientRegistrations.first_name,
      last_name: clientRegistrations.last_name,
      address_line1: clientRegistrations.address_line1,
      city: clientRegistrations.city,
      state: clientRegistrations.state,
      zip: clientRegistrations.zip,
    })
    .from(clientRegistrations)
    .where(and(eq(clientRegistrations.organization_id, organizationId), eq(clientRegistrations.id, id)));
  return row ?? null;
}

/** The subscription's coming visits, once assigned. */
export async function countComingJobs(db: Db, organizationId: number, subscriptionId: number, from: string) {
  const [row] = await db
    .select({ total: count() })
    .from(jobs)
    .where(
      and(
        eq(jobs.organization_id, organizationId),
        eq(jobs.subscription_id, subscriptionId),
        gte(jobs.service_date, from),
        isNotNull(jobs.assigned_user_id),
      ),
    );
  return row?.total ?? 0;
}
