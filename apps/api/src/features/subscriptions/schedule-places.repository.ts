/**
 * The places a schedule covers, read from the clients' and commercial tables. The schedule reads them itself rather
 * than through those features' front doors: both call subscriptions (a client who leaves cancels their subscriptions,
 * a commercial location shows its schedule), so subscriptions cannot call them back.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { clientLocations, clients } from '../clients/clients.table.ts';
import { commercialLocations } from '../commercial/commercial.table.ts';

type Scope = { organization_id: number; id: number };

const placeColumns = { id: clientLocations.id, lat: clientLocations.lat, lng: clientLocations.lng };

export async function clientExists(db: Db, scope: Scope) {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.organization_id, scope.organization_id), eq(clients.id, scope.id)));
  return Boolean(row);
}

export async function clientLocationExists(db: Db, scope: Scope) {
  const [row] = await db
    .select({ id: clientLocations.id })
    .from(clientLocations)
    .where(and(eq(clientLocations.organization_id, scope.organization_id), eq(clientLocations.id, scope.id)));
  return Boolean(row);
}

export function placesOfClient(db: Db, organizationId: number, clientId: number) {
  return db
    .select(placeColumns)
    .from(clientLocations)
    .where(and(eq(clientLocations.organization_id, organizationId), eq(clientLocations.client_id, clientId)))
    .orderBy(asc(clientLocations.id));
}

export async function findCommercialPlace(db: Db, scope: Scope) {
  const [row] = await db
    .select({ id: commercialLocations.id, lat: commercialLocations.lat, lng: commercialLocations.lng })
    .from(commercialLocations)
    .where(and(eq(commercialLocations.organization_id, scope.organization_id), eq(commercialLocations.id, scope.id)));
  return row ?? null;
}
