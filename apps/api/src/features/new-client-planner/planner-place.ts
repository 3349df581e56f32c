/** The place the planner prices: an unassigned entry's location, a lead's address, a map position or a typed address. */
import type { PlannerOptionsInput, ServiceFrequency } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { notFound, validationFailed } from '../../platform/http/errors.ts';
import { unassignedRecord } from '../unassigned/index.ts';
import { leadPlace, locationPlace } from './new-client-planner.repository.ts';

export interface PlannerPlace {
  point: { lat: number; lng: number };
  address: string | null;
  frequency: ServiceFrequency;
  /** Weekdays the plan needs (a custom plan names its own). */
  days_needed: number;
  unassigned_id: number | null;
  client_name: string | null;
  lead_id: number | null;
  /** The entry's own start: no visit is planned before it. */
  start_date: string | null;
}

const NOT_ON_MAP = 'This address could not be found on the map';

interface AddressParts {
  address_line1: string | null;
  city: string | null;
  state: string | null;
  zip: string;
}

const addressText = (parts: AddressParts) =>
  [parts.address_line1, parts.city, [parts.state, parts.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** The geocoder's position, or the zip's centre when there is no street to look up. */
async function positionOf(deps: AppDeps, parts: AddressParts, field: string) {
  const found =
    parts.address_line1 && parts.city && parts.state
      ? await deps.geocoder.geocode({
          address_line1: parts.address_line1,
          city: parts.city,
          state: parts.state,
          zip: parts.zip,
        })
      : await deps.geocoder.lookupZip(parts.zip);
  if (!found) throw validationFailed({ [field]: [NOT_ON_MAP] });
  return { lat: found.lat, lng: found.lng };
}

export async function resolvePlace(
  deps: AppDeps,
  member: MemberContext,
  body: PlannerOptionsInput,
): Promise<PlannerPlace> {
  const organizationId = member.organization.id;
  const base = { unassigned_id: null, client_name: null, lead_id: null, start_date: null };
  const frequency = body.frequency ?? 'once_a_week';
  const days_needed = frequency === 'twice_a_week' ? 2 : 1;
  if (body.unassigned_id !== undefined) {
    const { unassigned } = await unassignedRecord(deps, member, body.unassigned_id);
    const location = await locationPlace(deps.db, organizationId, unassigned.kind, unassigned.location_id);
    if (!location) throw notFound('This schedule entry does not exist.');
    const point =
      location.lat !== null && location.lng !== null
        ? { lat: location.lat, lng: location.lng }
        : await positionOf(deps, location, 'unassigned_id');
    return {
      ...base,
      point,
      address: addressText(location),
      frequency: unassigned.frequency,
      days_needed: unassigned.days_needed ?? 1,
      unassigned_id: unassigned.id,
      client_name: unassigned.client_name,
      start_date: unassigned.start_date,
    };
  }
  if (body.lead_id !== undefined) {
    const lead = await leadPlace(deps.db, organizationId, body.lead_id);
    if (!lead) throw notFound('This lead does not exist.');
    return {
      ...base,
      point: await positionOf(deps, lead, 'lead_id'),
      address: addressText(lead),
      frequency,
      days_needed,
      client_name: `${lead.first_name} ${lead.last_name}`,
      lead_id: body.lead_id,
    };
  }
  if (body.lat !== undefined && body.lng !== undefined) {
    return { ...base, point: { lat: body.lat, lng: body.lng }, address: null, frequency, days_needed };
  }
  const typed = {
    address_line1: body.address_line1 ?? '',
    city: body.city ?? '',
    state: body.state ?? '',
    zip: body.zip ?? '',
  };
  return {
    ...base,
    point: await positionOf(deps, typed, 'address_line1'),
    address: addressText(typed),
    frequency,
    days_needed,
  };
}
