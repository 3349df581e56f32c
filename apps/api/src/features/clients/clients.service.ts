import { organizationToday } from '../../platform/auth/organization-facts.ts';
import { cancelAllForClient } from '../subscriptions/index.ts';
import type { z } from 'zod';
import {
  messages,
  pageOffset,
  type ClientContactInput,
  type ClientExportQuery,
  type ClientListQuery,
  type clientNoteSchema,
  type createClientSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db/client.ts';
import { notFound, validationFailed } from '../../platform/http/errors.ts';
import { toCsv } from '../../platform/http/csv.ts';
import { workAreasServingZip } from '../work-areas/index.ts';
import {
  changedFields,
  insertClientWithLocations,
  positionLocation,
  recordClientActivity,
  setClientStatus,
  type ClientScope,
} from './client-writes.ts';
import { listClientsPage } from './clients-list.repository.ts';
import {
  activityPage,
  emailTakenByOtherClient,
  findClient,
  findNote,
  householdOf,
  insertNote,
  locationsOfClient,
  notesPage,
  updateClient,
  workAreasByZip,
  type ClientRow,
} from './clients.repository.ts';
import { presentActivity, presentClient, presentClientRow, presentLocation, presentNote } from './clients.present.ts';
import { claimIdempotencyKey } from '../../platform/http/idempotency.ts';

export const scopeOf = (member: MemberContext): ClientScope => ({
  organization_id: member.organization.id,
  actor_user_id: member.user.id,
});

export async function loadClient(db: Db, member: MemberContext, id: number): Promise<ClientRow> {
  const client = await findClient(db, { organization_id: member.organization.id, id });
  if (!client) throw notFound('Client not found.');
  return client;
}

/** The detail shape: locations with their work areas, billing contact and household. */
export async function clientDetail(db: Db, client: ClientRow) {
  const [locations, household] = await Promise.all([
    locationsOfClient(db, client.organization_id, client.id),
    householdOf(db, client),
  ]);
  const areas = await workAreasByZip(
    db,
    client.organization_id,
    locations.map((location) => location.zip),
  );
  return presentClient(client, {
    locations: locations.map((location) => presentLocation(location, areas.get(location.zip) ?? [])),
    ...household,
  });
}

export const clientAnswer = async (db: Db, client: ClientRow) => ({ client: await clientDetail(db, client) });

export async function clientsPage(deps: AppDeps, member: MemberContext, query: ClientListQuery) {
  const { rows, total } = await listClientsPage(deps.db, member.organization.id, query, {
    limit: query.per_page,
    offset: pageOffset(query),
  });
  return { data: rows.map(presentClientRow), meta: { page: query.page, per_page: query.per_page, total } };
}

export async function clientsCsv(deps: AppDeps, member: MemberContext, query: ClientExportQuery) {
  const { rows } = await listClientsPage(deps.db, member.organization.id, query, null);
  const records = rows
    .map(presentClientRow)
    .map((client) => [
      client.id,
      client.first_name,
      client.last_name,
      client.email ?? '',
      client.phone ?? '',
      client.status,
      client.tax_exempt ? 'yes' : 'no',
      (client.balance_cents / 100).toFixed(2),
      client.address_line1 ?? '',
      client.city ?? '',
      client.zip ?? '',
      client.location_count,
      (client.created_at ?? '').slice(0, 10),
    ]);
  return toCsv(
    [
      'ID',
      'First name',
      'Last name',
      'E-mail',
      'Phone',
      'Status',
      'Tax exempt',
      'Balance',
      'Address',
      'City',
      'Zip',
      'Locations',
      'Created',
    ],
    records,
  );
}

async function assertEmailFree(
  db: Db,
  organizationId: number,
  email: string | null | undefined,
  exceptId: number | null,
) {
  if (email && (await emailTakenByOtherClient(db, organizationId, email, exceptId)))
    throw validationFailed({ email: [messages.emailTaken] });
}

export async function createClient(deps: AppDeps, member: MemberContext, body: z.output<typeof createClientSchema>) {
  const { locations, ...contact } = body;
  await assertEmailFree(deps.db, member.organization.id, contact.email, null);
  // Geocoding is a network round trip in live mode: never inside the transaction.
  const positioned = await Promise.all(locations.map((location) => positionLocation(deps, location)));
  const { client } = await deps.db.transaction(async (tx) => {
    await claimIdempotencyKey(tx, deps.clock.now());
    return insertClientWithLocations(tx, scopeOf(member), contact, positioned, deps.clock.now());
  });
  const detail = await clientDetail(deps.db, client);
  const warnings: Record<string, string[]> = {};
  detail.locations.forEach((location, index) => {
    if (!location.served) warnings[String(index)] = [messages.noServiceArea];
  });
  return { client: detail, warnings: { locations: warnings } };
}

export const clientShow = async (deps: AppDeps, member: MemberContext, id: number) =>
  clientAnswer(deps.db, await loadClient(deps.db, member, id));

export async function updateClientContact(
  deps: AppDeps,
  member: MemberContext,
  id: number,
  contact: ClientContactInput,
) {
  const before = await loadClient(deps.db, member, id);
  await assertEmailFree(deps.db, member.organization.id, contact.email, id);
  const changes = changedFields(before, contact);
  if (changes.length === 0) return clientAnswer(deps.db, before);
  const now = deps.clock.now();
  const after = await deps.db.transaction(async (tx) => {
    const row = await updateClient(tx, member.organization.id, id, { ...contact, updated_at: now });
    await recordClientActivity(tx, scopeOf(member), {
      client_id: id,
      action: 'updated',
      summary: `Contact updated: ${changes.map((change) => change.field.replace(/_/g, ' ')).join(', ')}`,
      changes,
      at: now,
    });
    return row;
  });
  return clientAnswer(deps.db, after);
}

export async function changeClientStatus(
  deps: AppDeps,
  member: MemberContext,
  id: number,
  status: 'active' | 'inactive',
  reason: string,
) {
  await loadClient(deps.db, member, id);
  const now = deps.clock.now();
  const after = await deps.db.transaction(async (tx) => {
    // An inactive client is served nowhere: its subscriptions end with the deactivation.
    if (status === 'inactive') {
      const context = {
        organization_id: member.organization.id,
        actor_user_id: member.user.id,
        client_id: id,
        today: organizationToday(member.organization, now),
        now,
      };
      await cancelAllForClient(tx, context, { reasonName: 'Client deactivated', note: reason });
    }
    return setClientStatus(tx, scopeOf(member), id, status, reason, now);
  });
  if (!after) throw notFound('Client not found.');
  return clientAnswer(deps.db, after);
}

export async function clientNotes(
  deps: AppDeps,
  member: MemberContext,
  id: number,
  query: { page: number; per_page: number },
) {
  await loadClient(deps.db, member, id);
  const { rows, total } = await notesPage(deps.db, member.organization.id, id, {
    limit: query.per_page,
    offset: pageOffset(query),
  });
  return { data: rows.map(presentNote), meta: { page: query.page, per_page: query.per_page, total } };
}

export async function addClientNote(
  deps: AppDeps,
  member: MemberContext,
  id: number,
  body: z.output<typeof clientNoteSchema>,
) {
  await loadClient(deps.db, member, id);
  const now = deps.clock.now();
  const note = await deps.db.transaction(async (tx) => {
    const row = await insertNote(tx, {
      organization_id: member.organization.id,
      client_id: id,
      author_user_id: member.user.id,
      body: body.body,
      created_at: now,
    });
    await recordClientActivity(tx, scopeOf(member), {
      client_id: id,
      action: 'note_added',
      summary: 'Note added',
      at: now,
    });
    return row;
  });
  const stored = await findNote(deps.db, member.organization.id, note.id);
  return { note: presentNote(stored!) };
}

export async function clientActivity(
  deps: AppDeps,
  member: MemberContext,
  id: number,
  query: { page: number; per_page: number },
) {
  await loadClient(deps.db, member, id);
  const { rows, total } = await activityPage(deps.db, member.organization.id, id, {
    limit: query.per_page,
    offset: pageOffset(query),
  });
  return { data: rows.map(presentActivity), meta: { page: query.page, per_page: query.per_page, total } };
}

export async function serviceArea(deps: AppDeps, member: MemberContext, zip: string) {
  const [workAreas, place] = await Promise.all([
    workAreasServingZip(deps.db, member.organization.id, zip),
    deps.geocoder.lookupZip(zip).catch(() => null),
  ]);
  return {
    served: workAreas.length > 0,
    work_areas: workAreas,
    place: place ? { city: place.city, state: place.state, lat: place.lat, lng: place.lng } : null,
  };
}
