/** Where each member's route starts and ends on the map (issue 15's route manager); null until geocoded. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { memberships } from '../../platform/identity/users.table.ts';
import { staffProfiles } from './staff.table.ts';

export async function routePoints(db: Db, organizationId: number) {
  return db
    .select({
      user_id: memberships.user_id,
      start_lat: staffProfiles.start_lat,
      start_lng: staffProfiles.start_lng,
      end_lat: staffProfiles.end_lat,
      end_lng: staffProfiles.end_lng,
    })
    .from(staffProfiles)
    .innerJoin(memberships, eq(memberships.id, staffProfiles.membership_id))
    .where(and(eq(staffProfiles.organization_id, organizationId), eq(memberships.organization_id, organizationId)));
}
