/**
 * The writes every path to a client shares (the clients pages, lead conversion, change requests, seeds): each one
 * records its activity entry in the same transaction, so the history never misses a change.
 */
import { and, eq } from 'drizzle-orm';
import type { ClientContactInput, ClientLocationInput } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { recordWebhookEvent } from '../webhooks/index.ts';
import { clientActivities, clientLocations, clients, type FieldChange } from './clients.table.ts';

export interface ClientScope {
  organization_id: number;
  /** Null when the client side or the system acts. */
  actor_user_id: number | null;
}

type LocationRow = typeof clientLocations.$inferSelect;
type LocationValues = Omit<
  typeof clientLocations.$inferInsert,
  'id' | 'organization_id' | 'client_id' | 'created_at' | 'updated_at'
>;

export async function recordClientActivity(
  db: Db,
  scope: ClientScope,
  entry: { client_id: number; action: string; summary: string; changes?: FieldChange[]; at?: Date },
) {
  await db.insert(clientActivities).values({
    organization_id: scope.organization_id,
    client_id: entry.client_id,
    actor_user_id: scope.actor_user_id,
    action: entry.action,
    summary: entry.summary,
    changes: entry.changes ?? [],
    ...(entry.at ? { created_at: entry.at } : {}),
  });
}

/** The fields that differ between a stored row and its new values, for the activity history. */
export function changedFields<Row extends Record<string, unknown>>(before: Row, after: Partial<Row>): FieldChange[] {
  return Object.entries(after)
    .filter(
      ([field, value]) =>
        value !== undefined && JSON.stringify(before[field] ?? null) !== JSON.stringify(value ?? null),
    )
    .map(([field, value]) => ({ field, from: before[field] ?? null, to: value ?? null }));
}

/**
 * Position for a location: a pin the office dropped wins; otherwise the geocoder's answer for the address. Call it
 * before opening a transaction: a live geocoder is a network round trip.
 */
export async function positionLocation(
  deps: Pick<AppDeps, 'geocoder'>,
  location: ClientLocationInput,
): Promise<LocationValues> {
  const { pinned, ...fields } = location;
  if (pinned && location.lat != null && location.lng != null)
    return { ...fields, lat: location.lat, lng: location.lng, position_source: 'pin' };
  const found = await deps.geocoder.geocode(location).catch(() => null);
  return { ...fields, lat: found?.lat ?? null, lng: found?.lng ?? null, position_source: found ? 'geocoder' : null };
}

export async function insertClientWithLocations(
  db: Db,
  scope: ClientScope,
  contact: ClientContactInput & { client_registration_id?: number | null },
  locations: LocationValues[],
  now: Date,
) {
  const [client] = await db
    .insert(clients)
    .values({ ...contact, organization_id: scope.organization_id, created_at: now, updated_at: now })
    .returning();
  if (!client) throw new Error('client not stored');
  const storedLocations = locations.length
    ? await db
        .insert(clientLocations)
        .values(
          locations.map((location) => ({
            ...location,
            organization_id: scope.organization_id,
            client_id: client.id,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning()
    : [];
  await recordClientActivity(db, scope, {
    client_id: client.id,
    action: 'created',
    summary: `Client created with ${storedLocations.length} location${storedLocations.length === 1 ? '' : 's'}`,
    at: now,
  });
  await recordWebhookEvent(
    db,
    scope.organization_id,
    'client.created',
    {
      client: {
        id: client.id,
        first_name: client.first_name,
        last_name: client.last_name,
        email: client.email,
        phone: client.phone,
        status: client.status,
        location_ids: storedLocations.map((location) => location.id),
      },
    },
    now,
  );
  return { client, locations: storedLocations };
}

export async function findClientLocation(
  db: Db,
  scope: { organization_id: number; client_id: number; id: number },
): Promise<LocationRow | null> {
  const [row] = await db
    .select()
    .from(clientLocations)
    .where(
      and(
        eq(clientLocations.organization_id, scope.organization_id),
        eq(clientLocations.client_id, scope.client_id),
        eq(clientLocations.id, scope.id),
      ),
    );
  return row ?? null;
}

/** Changes a location and records what changed; null when the location is not the client's. */
export async function updateClientLocation(
  db: Db,
  scope: ClientScope,
  target: { client_id: number; location_id: number },
  values: Partial<LocationValues>,
  now: Date,
  summary = 'Location updated',
) {
  const before = await findClientLocation(db, {
    organization_id: scope.organization_id,
    client_id: target.client_id,
    id: target.location_id,
  });
  if (!before) return null;
  const changes = changedFields(before, values);
  if (changes.length === 0) return before;
  const [after] = await db
    .update(clientLocations)
    .set({ ...values, updated_at: now })
    .where(and(eq(clientLocations.organization_id, scope.organization_id), eq(clientLocations.id, before.id)))
    .returning();
  await recordClientActivity(db, scope, {
    client_id: target.client_id,
    action: 'location_updated',
    summary: `${summary}: ${before.address_line1}`,
    changes,
    at: now,
  });
  return after ?? before;
}

/** Activates or deactivates a client with a reason; the dashboard counts `deactivated_at` as "lost". */
export async function setClientStatus(
  db: Db,
  scope: ClientScope,
  clientId: number,
  status: 'active' | 'inactive',
  reason: string,
  now: Date,
) {
  const [before] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.organization_id, scope.organization_id), eq(clients.id, clientId)));
  if (!before) return null;
  if (before.status === status) return before;
  const values =
    status === 'inactive'
      ? { status, inactive_reason: reason, deactivated_at: now, updated_at: now }
      : { status, inactive_reason: null, deactivated_at: null, updated_at: now };
  const [after] = await db
    .update(clients)
    .set(values)
    .where(and(eq(clients.organization_id, scope.organization_id), eq(clients.id, clientId)))
    .returning();
  await recordClientActivity(db, scope, {
    client_id: clientId,
    action: status === 'inactive' ? 'deactivated' : 'reactivated',
    summary: `${status === 'inactive' ? 'Deactivated' : 'Reactivated'}: ${reason}`,
    changes: [{ field: 'status', from: before.status, to: status }],
    at: now,
  });
  return after ?? null;
}

export interface ClientContact {
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
}

/** Name, e-mail and phone as another system has them (QuickBooks): only the fields that differ, with the history. */
export async function updateClientContact(
  db: Db,
  scope: ClientScope,
  clientId: number,
  contact: ClientContact,
  source: string,
  now: Date,
) {
  const [before] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.organization_id, scope.organization_id), eq(clients.id, clientId)));
  if (!before) return [];
  const changes = changedFields(before, contact);
  if (!changes.length) return [];
  await db
    .update(clients)
    .set({ ...contact, updated_at: now })
    .where(and(eq(clients.organization_id, scope.organization_id), eq(clients.id, clientId)));
  await recordClientActivity(db, scope, {
    client_id: clientId,
    action: 'updated',
    summary: `Contact details taken from ${source}`,
    changes,
    at: now,
  });
  return changes;
}
