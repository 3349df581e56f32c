/** Each field tech's route start and end address (issue 14, scheduler settings); kept on the staff profile. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { memberships, users } from '../../platform/identity/users.table.ts';
import { staffProfiles } from './staff.table.ts';

/** Every active member with their addresses (blank until set); the caller keeps the field techs. */
export async function routeAddresses(db: Db, organizationId: number) {
  return db
    .select({
      user_id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      permissions: memberships.permissions,
      start_address: staffProfiles.start_address,
      end_address: staffProfiles.end_address,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .leftJoin(
      staffProfiles,
      and(eq(staffProfiles.membership_id, memberships.id), eq(staffProfiles.organization_id, organizationId)),
    )
    .where(and(eq(memberships.organization_id, organizationId), eq(memberships.status, 'active')))
    .orderBy(asc(users.first_name), asc(users.last_name));
}

/**
 * Sets a member's addresses, making the profile row on the first save. A changed address drops its old map position,
 * which belonged to the old text. False when the user is no active member of the organization.
 */
export async function saveRouteAddresses(
  db: Db,
  organizationId: number,
  userId: number,
  addresses: { start_address: string | null; end_address: string | null },
  now: Date,
) {
  const [membership] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.organization_id, organizationId),
        eq(memberships.user_id, userId),
        eq(memberships.status, 'active'),
      ),
    );
  if (!membership) return false;
  const kept = (column: AnyPgColumn, address: AnyPgColumn, text: string | null) =>
    sql`case when ${address} is not distinct from ${text} then ${column} else null end`;
  await db
    .insert(staffProfiles)
    .values({ membership_id: membership.id, organization_id: organizationId, ...addresses, updated_at: now })
    .onConflictDoUpdate({
      target: staffProfiles.membership_id,
      set: {
        start_address: addresses.start_address,
        start_lat: kept(staffProfiles.start_lat, staffProfiles.start_address, addresses.start_address),
        start_lng: kept(staffProfiles.start_lng, staffProfiles.start_address, addresses.start_address),
        end_address: addresses.end_address,
        end_lat: kept(staffProfiles.end_lat, staffProfiles.end_address, addresses.end_address),
        end_lng: kept(staffProfiles.end_lng, staffProfiles.end_address, addresses.end_address),
        updated_at: now,
      },
    });
  return true;
}
