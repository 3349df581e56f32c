/** The places and people a job names: a location of either kind with its owner, a tech's name. */
import type { JobKind } from '@employee-portal/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { memberships, users } from '../../platform/identity/users.table.ts';
import { clientLocations } from '../clients/clients.table.ts';
import { commercialLocations } from '../commercial/commercial.table.ts';

/** The job's location columns for a location of the organization, or null when it has no such location. */
export async function locationOfJob(db: Db, organizationId: number, kind: JobKind, locationId: number) {
  if (kind === 'residential') {
    const [row] = await db
      .select({ client_id: clientLocations.client_id })
      .from(clientLocations)
      .where(and(eq(clientLocations.organization_id, organizationId), eq(clientLocations.id, locationId)));
    return row ? { client_id: row.client_id, client_location_id: locationId } : null;
  }
  const [row] = await db
    .select({ commercial_customer_id: commercialLocations.commercial_customer_id })
    .from(commercialLocations)
    .where(and(eq(commercialLocations.organization_id, organizationId), eq(commercialLocations.id, locationId)));
  return row ? { commercial_customer_id: row.commercial_customer_id, commercial_location_id: locationId } : null;
}

export async function staffNameOf(db: Db, organizationId: number, userId: number) {
  const [row] = await db
    .select({ name: sql<string>`${users.first_name} || ' ' || ${users.last_name}` })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(and(eq(memberships.organization_id, organizationId), eq(memberships.user_id, userId)));
  return row?.name ?? null;
}
