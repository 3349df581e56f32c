import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { messages } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor } from '../../../test/support/factories.ts';
import { workAreaZips, workAreas } from '../work-areas/work-areas.table.ts';
import { commercialCustomers, commercialLocations } from './commercial.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.injectAs(token, { method: 'GET', url });
const send = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: method === 'DELETE' ? undefined : (payload ?? {}) });

async function ownerOfNewOrganization(name?: string) {
  const organization = await createOrganization(t.db, name ? { name } : {});
  const owner = await createUser(t.db, { organizationId: organization.id });
  // Only 80202 is served: anything else answers 'No service available in this area'.
  const [area] = await t.db
    .insert(workAreas)
    .values({ organization_id: organization.id, name: 'Downtown' })
    .returning();
  await t.db.insert(workAreaZips).values({ organization_id: organization.id, work_area_id: area!.id, zip: '80202' });
  return { organizationId: organization.id, token: await sessionTokenFor(t.db, owner.id) };
}

const location = (overrides: Record<string, unknown> = {}) => ({
  name: 'Main Park',
  address_line1: '1550 Wewatta St',
  city: 'Denver',
  state: 'CO',
  zip: '80202',
  stations: 3,
  ...overrides,
});

const acme = {
  company_name: 'Acme HOA',
  billing_first_name: 'Jane',
  billing_last_name: 'Doe',
  billing_email: 'Jane@Acme.test',
  billing_phone: '(303) 555-0101',
  billing_address_line1: '100 Billing Way',
  billing_city: 'Denver',
  billing_state: 'CO',
  billing_zip: '80202',
  tax_exempt: false,
  notes: 'Invoices by e-mail',
  locations: [
    location(),
    location({
      name: 'Dog Run',
      address_line1: '200 Park Ave W',
      zip: '80205',
      stations: 2,
      service_notes: 'Two bins by the gate',
      gate_code: '#4411',
      contact_name: 'Sam Super',
      contact_phone: '303-555-0177',
    }),
  ],
};
const birch = {
  company_name: 'Birch Apartments',
  billing_first_name: 'Bob',
  billing_last_name: 'Stone',
  billing_email: 'bob@birch.test',
  tax_exempt: true,
  locations: [location({ name: 'Birch Lot', address_line1: '10 Elm St', zip: '80210', stations: 5 })],
};
const cedar = { company_name: 'cedar Offices', billing_first_name: 'Cara', billing_last_name: 'Lane' };

describe('commercial clients', () => {
  let token: string;
  let organizationId: number;
  const ids: Record<string, number> = {};
  let created: {
    commercial_customer: Record<string, unknown>;
    commercial_locations: Record<string, unknown>[];
    warnings: (string | null)[];
  };

  beforeAll(async () => {
    ({ token, organizationId } = await ownerOfNewOrganization());
    for (const [key, body] of Object.entries({ acme, birch, cedar })) {
      const response = await send(token, 'POST', '/api/commercial/customers', body);
      expect(response.statusCode, response.body).toBe(200);
      if (key === 'acme') created = response.json();
      ids[key] = response.json().commercial_customer.id;
      t.clock.advance(1000);
    }
  });

  const companies = async (query: string) => {
    const response = await get(token, `/api/commercial/customers?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as { company_name: string }[]).map((row) => row.company_name);
  };

  it('creates a customer with its billing contact and first locations, geocoded, warning for the unserved zip', () => {
    expect(created.commercial_customer).toMatchObject({
      company_name: 'Acme HOA',
      billing_email: 'jane@acme.test',
      billing_phone: '3035550101',
      status: 'active',
      balance_cents: 0,
      locations_count: 2,
      stations_total: 5,
      billing_contact: { full_name: 'Jane Doe', email: 'jane@acme.test', phone: '3035550101', zip: '80202' },
    });
    expect(
      created.commercial_locations.map((row) => [row.name, row.stations, row.in_service_area, row.position_source]),
    ).toEqual([
      ['Main Park', 3, true, 'geocoder'],
      ['Dog Run', 2, false, 'geocoder'],
    ]);
    expect(created.commercial_locations[0]!.lat).toBeCloseTo(39.75, 0);
    expect(created.commercial_locations[1]).toMatchObject({
      contact_phone: '3035550177',
      gate_code: '#4411',
      service_notes: 'Two bins by the gate',
    });
    expect(created.warnings).toEqual([null, messages.noServiceArea]);
  });

  it('lists with location count and station total per row, paged and sorted by company', async () => {
    const response = await get(token, '/api/commercial/customers?per_page=2');
    expect(response.json().meta).toEqual({ page: 1, per_page: 2, total: 3 });
    expect(
      response
        .json()
        .data.map((row: Record<string, unknown>) => [row.company_name, row.locations_count, row.stations_total]),
    ).toEqual([
      ['Acme HOA', 2, 5],
      ['Birch Apartments', 1, 5],
    ]);
    expect(await companies('page=2&per_page=2')).toEqual(['cedar Offices']);
    expect((await get(token, '/api/commercial/customers?page=2&per_page=2')).json().data[0]).toMatchObject({
      locations_count: 0,
      stations_total: 0,
    });
    expect(await companies('sort=-company')).toEqual(['cedar Offices', 'Birch Apartments', 'Acme HOA']);
    expect(await companies('sort=-created_at')).toEqual(['cedar Offices', 'Birch Apartments', 'Acme HOA']);
    expect(await companies('sort=created_at')).toEqual(['Acme HOA', 'Birch Apartments', 'cedar Offices']);
    expect((await get(token, '/api/commercial/customers?sort=balance')).statusCode).toBe(422);
  });

  it('searches company, billing contact name, e-mail and phone digits, location address and zip', async () => {
    expect(await companies('search=birch')).toEqual(['Birch Apartments']);
    expect(await companies('search=CEDAR')).toEqual(['cedar Offices']);
    expect(await companies('search=jane%20doe')).toEqual(['Acme HOA']);
    expect(await companies('search=bob@birch')).toEqual(['Birch Apartments']);
    expect(await companies(`search=${encodeURIComponent('(303) 555-0101')}`)).toEqual(['Acme HOA']);
    expect(await companies('search=elm%20st')).toEqual(['Birch Apartments']);
    expect(await companies('search=80205')).toEqual(['Acme HOA']);
    expect(await companies('search=%25')).toEqual([]);
  });

  it('filters by tax status and status', async () => {
    expect(await companies('tax_exempt=true')).toEqual(['Birch Apartments']);
    expect(await companies('tax_exempt=false')).toEqual(['Acme HOA', 'cedar Offices']);
    expect(await companies('status=inactive')).toEqual([]);
    expect((await get(token, '/api/commercial/customers?status=lost')).statusCode).toBe(422);
  });

  it('answers the spec calls with the keys the spec names', async () => {
    const customer = await get(token, `/api/commercial/customer?commercial_customer_id=${ids.acme}`);
    expect(customer.statusCode).toBe(200);
    expect(Object.keys(customer.json())).toEqual(['commercial_customer']);
    expect(customer.json().commercial_customer).toMatchObject({
      id: ids.acme,
      commercial_customer_id: ids.acme,
      company_name: 'Acme HOA',
      locations_count: 2,
      billing_contact: { first_name: 'Jane', last_name: 'Doe' },
    });

    const locations = await get(token, `/api/commercial/location?commercial_customer_id=${ids.acme}`);
    expect(Object.keys(locations.json())).toEqual(['commercial_locations']);
    expect(locations.json().commercial_locations.map((row: { name: string }) => row.name)).toEqual([
      'Main Park',
      'Dog Run',
    ]);

    const everywhere = (await get(token, '/api/commercial/locations?per_page=2')).json();
    expect(everywhere.meta).toEqual({ page: 1, per_page: 2, total: 3 });
    expect(
      everywhere.data.map((row: { company_name: string; name: string }) => `${row.company_name}: ${row.name}`),
    ).toEqual(['Acme HOA: Dog Run', 'Acme HOA: Main Park']);
    const oneCustomer = (await get(token, `/api/commercial/locations?commercial_customer_id=${ids.birch}`)).json();
    expect(oneCustomer.data.map((row: { name: string }) => row.name)).toEqual(['Birch Lot']);
    expect(
      (await get(token, '/api/commercial/locations?search=elm')).json().data.map((row: { name: string }) => row.name),
    ).toEqual(['Birch Lot']);

    const birchLocation = oneCustomer.data[0];
    const schedule = await get(
      token,
      `/api/commercial/client_locations_for_commercial_client?commercial_location_id=${birchLocation.id}`,
    );
    expect(schedule.statusCode).toBe(200);
    expect(schedule.json()).toEqual({
      client_locations: [
        {
          client_location_id: birchLocation.id,
          service_days: [],
          clean_up_frequency: 'one_time',
          service_plan_slug: null,
          service_plan_name: null,
          pricing_plan_name: 'One Time',
          commercial: true,
          unasigned: true,
          // No subscription, so no subscription status to copy onto the entry.
          status: null,
          subscription_id: null,
          subscription: null,
          lat: birchLocation.lat,
          lng: birchLocation.lng,
          nextCleanup: null,
          scheduledCleanup: null,
        },
      ],
    });
    expect(birchLocation.lat).not.toBeNull();
  });

  it('exports the filtered set as CSV, formulas defused', async () => {
    await send(token, 'POST', '/api/commercial/customers', {
      company_name: '=HYPERLINK("x")',
      billing_first_name: 'F',
      billing_last_name: 'Ormula',
      tax_exempt: true,
    });
    const response = await get(token, '/api/commercial/customers/export.csv?tax_exempt=true');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="commercial-clients.csv"');
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe(
      'Company,Billing Contact,E-mail,Phone,Billing Address,Tax Exempt,Status,Locations,Stations,Balance,Added',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")",F Ormula`);
    expect(lines[2]).toBe(
      `Birch Apartments,Bob Stone,bob@birch.test,,,Yes,active,1,5,$0.00,${t.clock.now().toISOString().slice(0, 10)}`,
    );
  });

  it('updates the details, then deactivates with a reason: read-only until reactivated', async () => {
    const update = await send(token, 'PUT', `/api/commercial/customers/${ids.cedar}`, {
      ...cedar,
      company_name: 'Cedar Offices LLC',
      billing_phone: '720 555 0199',
      tax_exempt: true,
      billing_zip: '',
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().commercial_customer).toMatchObject({
      company_name: 'Cedar Offices LLC',
      billing_phone: '7205550199',
      tax_exempt: true,
      billing_zip: null,
    });

    const deactivated = await send(token, 'POST', `/api/commercial/customers/${ids.acme}/deactivate`, {
      reason: 'Property sold',
    });
    expect(deactivated.json().commercial_customer).toMatchObject({
      status: 'inactive',
      inactive_reason: 'Property sold',
    });
    expect(deactivated.json().commercial_customer.deactivated_at).not.toBeNull();
    expect(await companies('status=inactive')).toEqual(['Acme HOA']);
    const locations = (await get(token, `/api/commercial/location?commercial_customer_id=${ids.acme}`)).json()
      .commercial_locations;
    expect(locations.map((row: { status: string }) => row.status)).toEqual(['inactive', 'inactive']);

    const refused = await send(token, 'POST', `/api/commercial/customers/${ids.acme}/locations`, location());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('commercial_client_inactive');
    expect((await send(token, 'PUT', `/api/commercial/customers/${ids.acme}`, acme)).statusCode).toBe(409);

    const reactivated = await send(token, 'POST', `/api/commercial/customers/${ids.acme}/reactivate`, {
      reason: 'New owners signed',
    });
    expect(reactivated.json().commercial_customer).toMatchObject({
      status: 'active',
      inactive_reason: null,
      deactivated_at: null,
    });
    expect(
      (await send(token, 'POST', `/api/commercial/customers/${ids.acme}/deactivate`, { reason: ' ' })).json().errors,
    ).toEqual({ reason: [messages.required] });
  });

  it('adds, edits and deletes locations; deleting the last one leaves the customer without locations and says so', async () => {
    const added = await send(
      token,
      'POST',
      `/api/commercial/customers/${ids.cedar}/locations`,
      location({ name: 'Cedar Lobby', zip: '80203', stations: '4', lat: 39.7, lng: -104.9, pinned: true }),
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().warning).toBe(messages.noServiceArea);
    expect(added.json().commercial_location).toMatchObject({
      name: 'Cedar Lobby',
      stations: 4,
      lat: 39.7,
      lng: -104.9,
      position_source: 'pin',
      in_service_area: false,
    });
    const id = added.json().commercial_location.id;

    const moved = await send(
      token,
      'PUT',
      `/api/commercial/locations/${id}`,
      location({ name: 'Cedar Lobby', zip: '80202', stations: 6 }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().warning).toBeNull();
    expect(moved.json().commercial_location).toMatchObject({
      stations: 6,
      in_service_area: true,
      position_source: 'geocoder',
    });
    expect(moved.json().commercial_location.lat).not.toBe(39.7);

    const kept = await send(
      token,
      'PUT',
      `/api/commercial/locations/${id}`,
      location({ name: 'Cedar Lobby', zip: '80202', stations: 6, gate_code: '9999' }),
    );
    expect(kept.json().commercial_location).toMatchObject({
      lat: moved.json().commercial_location.lat,
      gate_code: '9999',
    });

    const deleted = await send(token, 'DELETE', `/api/commercial/locations/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(
      'Location deleted. Cedar Offices LLC has no locations left: add one before scheduling service.',
    );
    expect(deleted.json().commercial_customer.locations_count).toBe(0);
    expect((await send(token, 'DELETE', `/api/commercial/locations/${id}`)).statusCode).toBe(404);

    const acmeLocations = (await get(token, `/api/commercial/location?commercial_customer_id=${ids.acme}`)).json()
      .commercial_locations;
    const notLast = await send(token, 'DELETE', `/api/commercial/locations/${acmeLocations[1].id}`);
    expect(notLast.json()).toMatchObject({ message: 'Location deleted.', commercial_customer: { locations_count: 1 } });
  });

  describe('bad input', () => {
    const stored = async () => {
      const [customers] = await t.db
        .select({ total: count() })
        .from(commercialCustomers)
        .where(eq(commercialCustomers.organization_id, organizationId));
      const [locations] = await t.db
        .select({ total: count() })
        .from(commercialLocations)
        .where(eq(commercialLocations.organization_id, organizationId));
      return [customers!.total, locations!.total];
    };

    it('is rejected with the catalogue messages and nothing is stored', async () => {
      const before = await stored();
      const response = await send(token, 'POST', '/api/commercial/customers', {
        company_name: ' ',
        billing_first_name: 'Ann',
        billing_email: 'not-an-email',
        billing_phone: '303-555',
        billing_zip: '8020',
        locations: [
          location({ zip: '802', stations: 0, contact_phone: '12' }),
          location({ stations: 1.5 }),
          location({ stations: 'many', city: '' }),
        ],
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        company_name: [messages.required],
        billing_last_name: [messages.required],
        billing_email: [messages.emailInvalid],
        billing_phone: [messages.phoneDigits],
        billing_zip: [messages.zipDigits],
        'locations.0.zip': [messages.zipDigits],
        'locations.0.stations': [messages.mustBePositive],
        'locations.0.contact_phone': [messages.phoneDigits],
        'locations.1.stations': [messages.mustBeWholeNumber],
        'locations.2.city': [messages.required],
        'locations.2.stations': [messages.mustBeNumber],
      });

      const badLocation = await send(
        token,
        'POST',
        `/api/commercial/customers/${ids.birch}/locations`,
        location({ name: '', stations: -2 }),
      );
      expect(badLocation.json().errors).toEqual({ name: [messages.required], stations: [messages.mustBePositive] });
      const birchLocation = (await get(token, `/api/commercial/location?commercial_customer_id=${ids.birch}`)).json()
        .commercial_locations[0];
      const badEdit = await send(
        token,
        'PUT',
        `/api/commercial/locations/${birchLocation.id}`,
        location({ zip: 'abcde' }),
      );
      expect(badEdit.json().errors).toEqual({ zip: [messages.zipDigits] });
      const badCustomer = await send(token, 'PUT', `/api/commercial/customers/${ids.birch}`, {
        ...birch,
        locations: undefined,
        billing_email: 'x@',
        billing_phone: '1',
      });
      expect(badCustomer.json().errors).toEqual({
        billing_email: [messages.emailInvalid],
        billing_phone: [messages.phoneDigits],
      });

      expect(await stored()).toEqual(before);
      const unchanged = (await get(token, `/api/commercial/customer?commercial_customer_id=${ids.birch}`)).json()
        .commercial_customer;
      expect(unchanged).toMatchObject({ billing_email: 'bob@birch.test', stations_total: 5 });
    });
  });

  it('lets a holder of commercial_clients alone list, but not open a customer', async () => {
    const listOnly = await createUser(t.db, { organizationId, permissions: ['commercial_clients'] });
    const listToken = await sessionTokenFor(t.db, listOnly.id);
    expect((await get(listToken, '/api/commercial/customers')).statusCode).toBe(200);
    expect((await get(listToken, `/api/commercial/customer?commercial_customer_id=${ids.acme}`)).statusCode).toBe(403);
    expect(
      (await send(listToken, 'POST', `/api/commercial/customers/${ids.acme}/locations`, location())).statusCode,
    ).toBe(403);
  });

  describe('another organization', () => {
    let outsider: string;
    beforeAll(async () => {
      outsider = (await ownerOfNewOrganization('Other Scoopers')).token;
    });

    it('sees none of these customers or locations and changes nothing', async () => {
      const birchLocation = (await get(token, `/api/commercial/location?commercial_customer_id=${ids.birch}`)).json()
        .commercial_locations[0];
      const customerId = ids.birch!;
      const locationId = birchLocation.id as number;
      expect((await get(outsider, '/api/commercial/customers')).json()).toEqual({
        data: [],
        meta: { page: 1, per_page: 25, total: 0 },
      });
      expect((await get(outsider, '/api/commercial/customers?search=birch')).json().data).toEqual([]);
      expect((await get(outsider, '/api/commercial/locations')).json().meta.total).toBe(0);
      expect(
        (await get(outsider, `/api/commercial/locations?commercial_customer_id=${customerId}`)).json().data,
      ).toEqual([]);
      const csv = await get(outsider, '/api/commercial/customers/export.csv');
      expect(csv.body.trim().split('\n')).toHaveLength(1);

      const lookups = [
        get(outsider, `/api/commercial/customer?commercial_customer_id=${customerId}`),
        get(outsider, `/api/commercial/location?commercial_customer_id=${customerId}`),
        get(outsider, `/api/commercial/client_locations_for_commercial_client?commercial_location_id=${locationId}`),
        send(outsider, 'PUT', `/api/commercial/customers/${customerId}`, { ...cedar, company_name: 'Stolen' }),
        send(outsider, 'POST', `/api/commercial/customers/${customerId}/deactivate`, { reason: 'Stolen' }),
        send(outsider, 'POST', `/api/commercial/customers/${customerId}/reactivate`, { reason: 'Stolen' }),
        send(outsider, 'POST', `/api/commercial/customers/${customerId}/locations`, location({ name: 'Stolen' })),
        send(outsider, 'PUT', `/api/commercial/locations/${locationId}`, location({ name: 'Stolen' })),
        send(outsider, 'DELETE', `/api/commercial/locations/${locationId}`),
      ];
      for (const response of await Promise.all(lookups)) {
        expect(response.statusCode, response.body).toBe(404);
        expect(response.body).not.toContain('Birch');
      }
      const after = (await get(token, `/api/commercial/customer?commercial_customer_id=${customerId}`)).json()
        .commercial_customer;
      expect(after).toMatchObject({ company_name: 'Birch Apartments', status: 'active', locations_count: 1 });
      const [names] = await t.db
        .select({ total: count() })
        .from(commercialLocations)
        .where(eq(commercialLocations.name, 'Stolen'));
      expect(names!.total).toBe(0);
    });
  });
});
