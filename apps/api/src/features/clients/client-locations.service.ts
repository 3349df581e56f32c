/** Adding, changing and removing a client's service locations; each answers the out-of-area warning for its zip. */
import { locationNameRepeatsClient, messages, type ClientLocationInput } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db/client.ts';
import { notFound, refusal, validationFailed } from '../../platform/http/errors.ts';
import { findClientLocation, positionLocation, recordClientActivity, updateClientLocation } from './client-writes.ts';
import {
  countLocations,
  deleteLocation,
  insertLocation,
  workAreasByZip,
  type ClientLocationRow,
  type ClientRow,
} from './clients.repository.ts';
import { presentLocation } from './clients.present.ts';
import { clientDetail, loadClient, scopeOf } from './clients.service.ts';

function assertNameDiffers(body: ClientLocationInput, client: ClientRow) {
  if (locationNameRepeatsClient(body.name, client)) throw validationFailed({ name: [messages.locationNameMustDiffer] });
}

async function locationAnswer(db: Db, client: ClientRow, location: ClientLocationRow) {
  const areas = (await workAreasByZip(db, client.organization_id, [location.zip])).get(location.zip) ?? [];
  return {
    client: await clientDetail(db, client),
    location: presentLocation(location, areas),
    warnings: areas.length > 0 ? {} : { zip: [messages.noServiceArea] },
  };
}

const sameAddress = (before: ClientLocationRow, body: ClientLocationInput) =>
  (['address_line1', 'city', 'state', 'zip'] as const).every(
    (field) => before[field].trim().toLowerCase() === body[field].trim().toLowerCase(),
  );

export async function addClientLocation(
  deps: AppDeps,
  member: MemberContext,
  clientId: number,
  body: ClientLocationInput,
) {
  const client = await loadClient(deps.db, member, clientId);
  assertNameDiffers(body, client);
  const values = await positionLocation(deps, body);
  const now = deps.clock.now();
  const location = await deps.db.transaction(async (tx) => {
    const row = await insertLocation(tx, {
      ...values,
      organization_id: member.organization.id,
      client_id: clientId,
      created_at: now,
      updated_at: now,
    });
    await recordClientActivity(tx, scopeOf(member), {
      client_id: clientId,
      action: 'location_added',
      summary: `Location added: ${row.address_line1}`,
      at: now,
    });
    return row;
  });
  return locationAnswer(deps.db, client, location);
}

async function loadLocation(db: Db, member: MemberContext, clientId: number, locationId: number) {
  const location = await findClientLocation(db, {
    organization_id: member.organization.id,
    client_id: clientId,
    id: locationId,
  });
  if (!location) throw notFound('Location not found.');
  return location;
}

export async function changeClientLocation(
  deps: AppDeps,
  member: MemberContext,
  clientId: number,
  locationId: number,
  body: ClientLocationInput,
) {
  const client = await loadClient(deps.db, member, clientId);
  const before = await loadLocation(deps.db, member, clientId, locationId);
  assertNameDiffers(body, client);
  // Same address and no pin: keep the geocoder's answer instead of asking again.
  const keepPosition = !body.pinned && before.position_source === 'geocoder' && sameAddress(before, body);
  const { pinned: _pinned, ...fields } = body;
  const values = keepPosition
    ? { ...fields, lat: before.lat, lng: before.lng, position_source: before.position_source }
    : await positionLocation(deps, body);
  const after = await deps.db.transaction((tx) =>
    updateClientLocation(
      tx,
      scopeOf(member),
      { client_id: clientId, location_id: locationId },
      values,
      deps.clock.now(),
    ),
  );
  if (!after) throw notFound('Location not found.');
  return locationAnswer(deps.db, client, after);
}

export async function removeClientLocation(deps: AppDeps, member: MemberContext, clientId: number, locationId: number) {
  const client = await loadClient(deps.db, member, clientId);
  const location = await loadLocation(deps.db, member, clientId, locationId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if ((await countLocations(tx, member.organization.id, clientId)) <= 1)
      throw refusal(409, 'last_location', 'A client needs at least one location.');
    await deleteLocation(tx, member.organization.id, location.id);
    await recordClientActivity(tx, scopeOf(member), {
      client_id: clientId,
      action: 'location_removed',
      summary: `Location removed: ${location.address_line1}`,
      at: now,
    });
  });
  return { client: await clientDetail(deps.db, client) };
}
