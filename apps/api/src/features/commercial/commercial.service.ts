import {
  formatCents,
  messages,
  pageOffset,
  type CommercialCustomerInput,
  type CommercialExportQuery,
  type CommercialListQuery,
  type CommercialLocationInput,
  type CommercialLocationsListQuery,
  type CommercialStatus,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db/client.ts';
import { notFound, refusal } from '../../platform/http/errors.ts';
import { toCsv } from '../../platform/http/csv.ts';
import { servedZips } from '../work-areas/index.ts';
import {
  deleteLocation,
  findCustomer,
  findLocation,
  insertCustomer,
  insertLocations,
  listCustomersPage,
  listLocationsOfCustomer,
  listLocationsPage,
  setCustomerLocationsStatus,
  updateCustomer,
  updateLocation,
  type CommercialCustomerWithTotals,
  type CommercialLocationRow,
  type CommercialLocationValues,
} from './commercial.repository.ts';
import { presentCustomerDetail, presentCustomerRow, presentLocation } from './commercial.present.ts';
import { claimIdempotencyKey } from '../../platform/http/idempotency.ts';

const orgOf = (member: MemberContext) => member.organization.id;

export async function customersPage(deps: AppDeps, member: MemberContext, query: CommercialListQuery) {
  const { rows, total } = await listCustomersPage(deps.db, orgOf(member), query, {
    limit: query.per_page,
    offset: pageOffset(query),
  });
  return { data: rows.map(presentCustomerRow), meta: { page: query.page, per_page: query.per_page, total } };
}

export async function customersCsv(deps: AppDeps, member: MemberContext, query: CommercialExportQuery) {
  const { rows } = await listCustomersPage(deps.db, orgOf(member), query, null);
  const records = rows
    .map(presentCustomerRow)
    .map((customer) => [
      customer.company_name,
      [customer.billing_first_name, customer.billing_last_name].filter(Boolean).join(' '),
      customer.billing_email ?? '',
      customer.billing_phone ?? '',
      [customer.billing_address_line1, customer.billing_city, customer.billing_state, customer.billing_zip]
        .filter(Boolean)
        .join(', '),
      customer.tax_exempt ? 'Yes' : 'No',
      customer.status,
      customer.locations_count,
      customer.stations_total,
      formatCents(customer.balance_cents),
      customer.created_at.slice(0, 10),
    ]);
  return toCsv(
    [
      'Company',
      'Billing Contact',
      'E-mail',
      'Phone',
      'Billing Address',
      'Tax Exempt',
      'Status',
      'Locations',
      'Stations',
      'Balance',
      'Added',
    ],
    records,
  );
}

async function loadCustomer(db: Db, member: MemberContext, id: number): Promise<CommercialCustomerWithTotals> {
  const row = await findCustomer(db, { organization_id: orgOf(member), id });
  if (!row) throw notFound('Commercial client not found.');
  return row;
}

async function loadLocation(db: Db, member: MemberContext, id: number): Promise<CommercialLocationRow> {
  const row = await findLocation(db, { organization_id: orgOf(member), id });
  if (!row) throw notFound('Commercial location not found.');
  return row;
}

/** An inactive customer is read-only until it is reactivated (spec §3: inactive disables the client). */
function assertActive(customer: CommercialCustomerWithTotals) {
  if (customer.customer.status === 'inactive')
    throw refusal(
      409,
      'commercial_client_inactive',
      'This commercial client is inactive. Reactivate it to make changes.',
    );
}

/** Spec §7 GET /commercial/customer: `{ commercial_customer }` with its billing contact and location count. */
export async function customerAnswer(deps: AppDeps, member: MemberContext, id: number) {
  return { commercial_customer: presentCustomerDetail(await loadCustomer(deps.db, member, id)) };
}

async function presentLocations(deps: AppDeps, member: MemberContext, locations: CommercialLocationRow[]) {
  const served = await servedZips(
    deps.db,
    orgOf(member),
    locations.map((location) => location.zip),
  );
  return locations.map((location) => presentLocation(location, served));
}

const warningFor = (location: { in_service_area: boolean }) =>
  location.in_service_area ? null : messages.noServiceArea;

/** Spec §7 GET /commercial/location: the customer's locations as `{ commercial_locations }`. */
export async function customerLocations(deps: AppDeps, member: MemberContext, customerId: number) {
  await loadCustomer(deps.db, member, customerId);
  const locations = await listLocationsOfCustomer(deps.db, {
    organization_id: orgOf(member),
    commercial_customer_id: customerId,
  });
  return { commercial_locations: await presentLocations(deps, member, locations) };
}

/** Spec §7 GET /commercial/locations: the organization's locations across customers, one page at a time. */
export async function locationsPage(deps: AppDeps, member: MemberContext, query: CommercialLocationsListQuery) {
  const { rows, total } = await listLocationsPage(deps.db, orgOf(member), query, {
    limit: query.per_page,
    offset: pageOffset(query),
  });
  const served = await servedZips(
    deps.db,
    orgOf(member),
    rows.map((row) => row.location.zip),
  );
  return {
    data: rows.map((row) => ({ ...presentLocation(row.location, served), company_name: row.company_name })),
    meta: { page: query.page, per_page: query.per_page, total },
  };
}

const sameAddress = (before: CommercialLocationRow, after: CommercialLocationInput) =>
  before.address_line1 === after.address_line1 &&
  before.city === after.city &&
  before.state === after.state &&
  before.zip === after.zip;

/**
 * Where a location sits: a pin the office dropped wins; an unchanged address keeps the position it had; otherwise the
 * geocoder's answer. Called before any transaction: a live geocoder is a network round trip.
 */
async function positionLocation(
  deps: AppDeps,
  location: CommercialLocationInput,
  before: CommercialLocationRow | null,
): Promise<CommercialLocationValues> {
  const { pinned, ...fields } = location;
  if (pinned && location.lat != null && location.lng != null)
    return { ...fields, lat: location.lat, lng: location.lng, position_source: 'pin' };
  if (before && before.lat != null && before.lng != null && sameAddress(before, location))
    return { ...fields, lat: before.lat, lng: before.lng, position_source: before.position_source };
  const found = await deps.geocoder.geocode(location).catch(() => null);
  return { ...fields, lat: found?.lat ?? null, lng: found?.lng ?? null, position_source: found ? 'geocoder' : null };
}

export async function createCustomer(
  deps: AppDeps,
  member: MemberContext,
  body: CommercialCustomerInput & { locations: CommercialLocationInput[] },
) {
  const { locations, ...customer } = body;
  const positioned = await Promise.all(locations.map((location) => positionLocation(deps, location, null)));
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    await claimIdempotencyKey(tx, now);
    const row = await insertCustomer(tx, orgOf(member), customer, now);
    await insertLocations(tx, { organization_id: orgOf(member), commercial_customer_id: row.id }, positioned, now);
    return row.id;
  });
  const stored = await listLocationsOfCustomer(deps.db, { organization_id: orgOf(member), commercial_customer_id: id });
  const views = await presentLocations(deps, member, stored);
  return { ...(await customerAnswer(deps, member, id)), commercial_locations: views, warnings: views.map(warningFor) };
}

export async function updateCustomerDetails(
  deps: AppDeps,
  member: MemberContext,
  id: number,
  body: CommercialCustomerInput,
) {
  assertActive(await loadCustomer(deps.db, member, id));
  await updateCustomer(deps.db, { organization_id: orgOf(member), id }, body, deps.clock.now());
  return customerAnswer(deps, member, id);
}

export async function changeCustomerStatus(
  deps: AppDeps,
  member: MemberContext,
  id: number,
  status: CommercialStatus,
  reason: string,
) {
  const before = await loadCustomer(deps.db, member, id);
  if (before.customer.status !== status) {
    const now = deps.clock.now();
    const values =
      status === 'inactive'
        ? { status, inactive_reason: reason, deactivated_at: now }
        : { status, inactive_reason: null, deactivated_at: null };
    await deps.db.transaction(async (tx) => {
      await updateCustomer(tx, { organization_id: orgOf(member), id }, values, now);
      await setCustomerLocationsStatus(tx, { organization_id: orgOf(member), commercial_customer_id: id }, status, now);
    });
  }
  return customerAnswer(deps, member, id);
}

async function locationAnswer(deps: AppDeps, member: MemberContext, location: CommercialLocationRow) {
  const [view] = await presentLocations(deps, member, [location]);
  return { commercial_location: view!, warning: warningFor(view!) };
}

export async function addLocation(
  deps: AppDeps,
  member: MemberContext,
  customerId: number,
  body: CommercialLocationInput,
) {
  assertActive(await loadCustomer(deps.db, member, customerId));
  const values = await positionLocation(deps, body, null);
  const [stored] = await insertLocations(
    deps.db,
    { organization_id: orgOf(member), commercial_customer_id: customerId },
    [values],
    deps.clock.now(),
  );
  return locationAnswer(deps, member, stored!);
}

export async function changeLocation(
  deps: AppDeps,
  member: MemberContext,
  locationId: number,
  body: CommercialLocationInput,
) {
  const before = await loadLocation(deps.db, member, locationId);
  assertActive(await loadCustomer(deps.db, member, before.commercial_customer_id));
  const values = await positionLocation(deps, body, before);
  const after = await updateLocation(
    deps.db,
    { organization_id: orgOf(member), id: locationId },
    values,
    deps.clock.now(),
  );
  if (!after) throw notFound('Commercial location not found.');
  return locationAnswer(deps, member, after);
}

/** Deleting the last location is allowed: the customer stays, with nothing to schedule until a location is added. */
export async function removeLocation(deps: AppDeps, member: MemberContext, locationId: number) {
  const location = await loadLocation(deps.db, member, locationId);
  const customer = await loadCustomer(deps.db, member, location.commercial_customer_id);
  assertActive(customer);
  await deleteLocation(deps.db, { organization_id: orgOf(member), id: locationId });
  const answer = await customerAnswer(deps, member, location.commercial_customer_id);
  const message =
    answer.commercial_customer.locations_count === 0
      ? `Location deleted. ${customer.customer.company_name} has no locations left: add one before scheduling service.`
      : 'Location deleted.';
  return { message, ...answer };
}
