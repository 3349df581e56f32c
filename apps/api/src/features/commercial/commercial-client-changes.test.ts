import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { messages } from '@employee-portal/core';
import { createUser, sessionTokenFor } from '../../../test/support/factories.ts';
import { commercialCustomers, commercialLocations } from './commercial.table.ts';
import {
  acme,
  birch,
  cedar,
  companies,
  get,
  ids,
  location,
  organizationId,
  ownerOfNewOrganization,
  send,
  setUpCommercialClients,
  t,
  token,
} from './commercial.test-support.ts';

setUpCommercialClients();

describe('commercial clients', () => {
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
