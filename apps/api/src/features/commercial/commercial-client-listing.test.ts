import { describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core';
import { companies, created, get, ids, send, setUpCommercialClients, t, token } from './commercial.test-support.ts';

setUpCommercialClients();

describe('commercial clients', () => {
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
});
