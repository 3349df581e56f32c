import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { messages } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createMember } from '../../../test/support/staff-factories.ts';
import { clientActivities, clientLocations, clients } from './clients.table.ts';
import { clientBody, createWorkArea, locationBody } from './client-test-helpers.ts';

let t: TestApp;
let token: string;
let organizationId: number;
let officeName: string;

beforeAll(async () => {
  t = await createTestApp();
  const organization = await createOrganization(t.db);
  organizationId = organization.id;
  const owner = await createMember(t.db, organization.id, { role: 'Owner' });
  token = owner.token;
  officeName = `${owner.user.first_name} ${owner.user.last_name}`;
  await createWorkArea(t.db, organization.id, 'Downtown', ['80202', '80203']);
  await createWorkArea(t.db, organization.id, 'Capitol Hill', ['80203']);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.injectAs(token, { method, url, ...(payload ? { payload } : {}) });
const create = async (overrides: Parameters<typeof clientBody>[0] = {}) => {
  const response = await call('POST', '/api/clients', clientBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().client as { id: number; locations: { id: number; lat: number | null; lng: number | null }[] };
};
const tableCounts = async () => ({
  clients: (await t.db.select({ n: count() }).from(clients))[0]!.n,
  locations: (await t.db.select({ n: count() }).from(clientLocations))[0]!.n,
  activities: (await t.db.select({ n: count() }).from(clientActivities))[0]!.n,
});

describe('creating a client', () => {
  it('saves contact and locations, positions them and warns about the one outside every work area', async () => {
    const response = await call(
      'POST',
      '/api/clients',
      clientBody({
        first_name: 'Dana',
        last_name: 'Doe',
        email: 'Dana@Example.com',
        phone: '(303) 555-0199',
        preferred_channel: 'sms',
        locations: [
          locationBody({ zip: '80203', name: 'Home' }),
          locationBody({ zip: '80301', city: 'Boulder', name: 'Cabin' }),
          locationBody({ zip: '80202', pinned: true, lat: 39.7, lng: -105.1 }),
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { client, warnings } = response.json();
    expect(warnings).toEqual({ locations: { '1': [messages.noServiceArea] } });
    expect(client).toMatchObject({
      first_name: 'Dana',
      email: 'dana@example.com',
      phone: '3035550199',
      preferred_channel: 'sms',
      status: 'active',
      balance_cents: 0,
      linked_clients: [],
    });
    expect(client.billing_contact).toEqual({
      client_id: client.id,
      first_name: 'Dana',
      last_name: 'Doe',
      email: 'dana@example.com',
      phone: '3035550199',
    });
    const [home, cabin, pinned] = client.locations;
    expect(home).toMatchObject({
      name: 'Home',
      served: true,
      work_areas: [{ name: 'Capitol Hill' }, { name: 'Downtown' }],
      position_source: 'geocoder',
      pinned: false,
    });
    // The test geocoder answers near the zip's centre.
    expect(home.lat).toBeCloseTo(39.73, 1);
    expect(home.lng).toBeCloseTo(-104.98, 1);
    expect(cabin).toMatchObject({ name: 'Cabin', served: false, work_areas: [] });
    expect(cabin.lat).toBeCloseTo(40.0, 0);
    expect(pinned).toMatchObject({ lat: 39.7, lng: -105.1, position_source: 'pin', pinned: true });
  });

  it('refuses a second client with the same e-mail in the organization', async () => {
    await create({ email: 'twin@example.com' });
    const before = await tableCounts();
    const response = await call('POST', '/api/clients', clientBody({ email: 'TWIN@example.com' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: [messages.emailTaken] });
    expect(await tableCounts()).toEqual(before);
  });

  it('allows the same e-mail in another organization', async () => {
    const other = await createOrganization(t.db);
    const outsider = (await createMember(t.db, other.id, { role: 'Owner' })).token;
    const response = await t.injectAs(outsider, {
      method: 'POST',
      url: '/api/clients',
      payload: clientBody({ email: 'twin@example.com' }),
    });
    expect(response.statusCode).toBe(201);
  });

  it('rejects bad input with the catalogue’s messages and stores nothing', async () => {
    const before = await tableCounts();
    const response = await call('POST', '/api/clients', {
      first_name: ' ',
      last_name: 'Doe',
      email: 'not-an-email',
      phone: '303-555',
      alternate_phone: '12',
      locations: [locationBody(), locationBody({ zip: '8020', address_line1: '' }), locationBody({ name: 'Pat Doe' })],
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors).toMatchObject({
      first_name: [messages.required],
      email: [messages.emailInvalid],
      phone: [messages.phoneDigits],
      alternate_phone: [messages.phoneDigits],
      'locations.1.zip': [messages.zipDigits],
      'locations.1.address_line1': [messages.required],
    });
    const missing = await call('POST', '/api/clients', {
      first_name: 'Pat',
      last_name: 'Doe',
      email: 'pat@example.com',
      phone: '3035550100',
      locations: [],
    });
    expect(missing.json().errors).toEqual({ locations: [messages.required] });
    const sameName = await call(
      'POST',
      '/api/clients',
      clientBody({ first_name: 'Pat', last_name: 'Doe', locations: [locationBody({ name: ' pat  doe ' })] }),
    );
    expect(sameName.json().errors).toEqual({ 'locations.0.name': [messages.locationNameMustDiffer] });
    expect(await tableCounts()).toEqual(before);
  });
});

describe('a client page', () => {
  let client: Awaited<ReturnType<typeof create>>;
  beforeEach(async () => {
    client = await create({
      first_name: 'Lee',
      last_name: 'Park',
      locations: [locationBody({ address_line1: '1 Oak St', zip: '80202' })],
    });
  });

  it('edits the contact and records what changed', async () => {
    const response = await call('PUT', `/api/clients/${client.id}`, {
      first_name: 'Lee',
      last_name: 'Parker',
      email: 'lee@example.com',
      phone: '720 555 0111',
      tax_exempt: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().client).toMatchObject({
      last_name: 'Parker',
      email: 'lee@example.com',
      phone: '7205550111',
      tax_exempt: true,
    });
    const activity = (await call('GET', `/api/clients/${client.id}/activity`)).json();
    expect(activity.meta.total).toBe(2);
    expect(activity.data[0]).toMatchObject({ action: 'updated', who: officeName });
    expect(activity.data[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'last_name', from: 'Park', to: 'Parker' },
        { field: 'tax_exempt', from: false, to: true },
      ]),
    );
    expect(activity.data[1]).toMatchObject({ action: 'created', summary: 'Client created with 1 location' });
  });

  it('rejects bad contact edits with the catalogue’s messages and changes nothing', async () => {
    const response = await call('PUT', `/api/clients/${client.id}`, {
      first_name: '',
      last_name: 'Park',
      email: 'bad@',
      phone: '555',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      first_name: [messages.required],
      email: [messages.emailInvalid],
      phone: [messages.phoneDigits],
    });
    expect((await call('GET', `/api/clients/${client.id}`)).json().client.first_name).toBe('Lee');
    const taken = await create();
    const duplicate = await call('PUT', `/api/clients/${taken.id}`, {
      first_name: 'X',
      last_name: 'Y',
      email: (await call('GET', `/api/clients/${client.id}`)).json().client.email,
      phone: '3035550100',
    });
    expect(duplicate.json().errors).toEqual({ email: [messages.emailTaken] });
  });

  it('adds, changes and removes locations, keeping at least one', async () => {
    const added = await call(
      'POST',
      `/api/clients/${client.id}/locations`,
      locationBody({ zip: '80301', city: 'Boulder', name: 'Office' }),
    );
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().warnings).toEqual({ zip: [messages.noServiceArea] });
    expect(added.json().client.locations).toHaveLength(2);
    const locationId = added.json().location.id;
    expect(added.json().location.lat).toBeCloseTo(40.0, 0);

    const pinned = await call(
      'PUT',
      `/api/clients/${client.id}/locations/${locationId}`,
      locationBody({ zip: '80202', name: 'Office', pinned: true, lat: 39.75, lng: -105 }),
    );
    expect(pinned.statusCode, pinned.body).toBe(200);
    expect(pinned.json().warnings).toEqual({});
    expect(pinned.json().location).toMatchObject({
      served: true,
      lat: 39.75,
      lng: -105,
      pinned: true,
      work_areas: [{ name: 'Downtown' }],
    });

    const sameName = await call(
      'PUT',
      `/api/clients/${client.id}/locations/${locationId}`,
      locationBody({ name: 'LEE PARK' }),
    );
    expect(sameName.statusCode).toBe(422);
    expect(sameName.json().errors).toEqual({ name: [messages.locationNameMustDiffer] });
    const badZip = await call(
      'POST',
      `/api/clients/${client.id}/locations`,
      locationBody({ zip: 'abcde', dog_count: -1 }),
    );
    expect(badZip.json().errors).toMatchObject({ zip: [messages.zipDigits], dog_count: [messages.cannotBeNegative] });

    expect(
      (await call('DELETE', `/api/clients/${client.id}/locations/${locationId}`)).json().client.locations,
    ).toHaveLength(1);
    const last = await call('DELETE', `/api/clients/${client.id}/locations/${client.locations[0]!.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ error: 'last_location', message: 'A client needs at least one location.' });
    const actions = (await call('GET', `/api/clients/${client.id}/activity`))
      .json()
      .data.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(['location_removed', 'location_updated', 'location_added', 'created']);
  });

  it('keeps a geocoded position when the address stays and re-geocodes a new address', async () => {
    const [location] = client.locations;
    const renamed = await call(
      'PUT',
      `/api/clients/${client.id}/locations/${location!.id}`,
      locationBody({ address_line1: '1 Oak St', zip: '80202', gate_code: '1234' }),
    );
    expect(renamed.json().location).toMatchObject({
      lat: location!.lat,
      lng: location!.lng,
      gate_code: '1234',
      position_source: 'geocoder',
    });
    const moved = await call(
      'PUT',
      `/api/clients/${client.id}/locations/${location!.id}`,
      locationBody({ address_line1: '99 Pine St', zip: '80301', city: 'Boulder' }),
    );
    expect(moved.json().location.lat).not.toBe(location!.lat);
    expect(moved.json().warnings).toEqual({ zip: [messages.noServiceArea] });
  });

  it('deactivates with a reason, still shows the client, and reactivates', async () => {
    const off = await call('POST', `/api/clients/${client.id}/deactivate`, { reason: 'Moved away' });
    expect(off.json().client).toMatchObject({ status: 'inactive', inactive_reason: 'Moved away' });
    expect(off.json().client.deactivated_at).toBe(t.clock.now().toISOString());
    const shown = await call('GET', `/api/clients/${client.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().client.status).toBe('inactive');
    expect((await call('POST', `/api/clients/${client.id}/reactivate`, { reason: '' })).json().errors).toEqual({
      reason: [messages.required],
    });
    const on = await call('POST', `/api/clients/${client.id}/reactivate`, { reason: 'Came back' });
    expect(on.json().client).toMatchObject({ status: 'active', inactive_reason: null, deactivated_at: null });
    const summaries = (await call('GET', `/api/clients/${client.id}/activity?per_page=2`)).json();
    expect(summaries.data.map((entry: { summary: string }) => entry.summary)).toEqual([
      'Reactivated: Came back',
      'Deactivated: Moved away',
    ]);
    expect(summaries.meta).toEqual({ page: 1, per_page: 2, total: 3 });
  });

  it('keeps dated notes with their author, newest first', async () => {
    expect((await call('POST', `/api/clients/${client.id}/notes`, { body: '  ' })).json().errors).toEqual({
      body: [messages.required],
    });
    const first = await call('POST', `/api/clients/${client.id}/notes`, { body: 'Gate sticks' });
    expect(first.statusCode).toBe(201);
    expect(first.json().note).toMatchObject({ body: 'Gate sticks', author: { name: officeName } });
    t.clock.advance(60_000);
    await call('POST', `/api/clients/${client.id}/notes`, { body: 'Dog is friendly' });
    const notes = (await call('GET', `/api/clients/${client.id}/notes`)).json();
    expect(notes.data.map((note: { body: string }) => note.body)).toEqual(['Dog is friendly', 'Gate sticks']);
    expect(notes.meta.total).toBe(2);
  });
});

describe('the service area check', () => {
  it('tells whether a zip is served and where it is', async () => {
    const served = (await call('GET', '/api/service_area?zip=80203')).json();
    expect(served).toMatchObject({
      served: true,
      work_areas: [{ name: 'Capitol Hill' }, { name: 'Downtown' }],
      place: { city: 'Denver', state: 'CO' },
    });
    const outside = (await call('GET', '/api/service_area?zip=80301')).json();
    expect(outside).toMatchObject({ served: false, work_areas: [], place: { city: 'Boulder', state: 'CO' } });
    expect((await call('GET', '/api/service_area?zip=00000')).json()).toEqual({
      served: false,
      work_areas: [],
      place: null,
    });
    expect((await call('GET', '/api/service_area?zip=123')).json().errors).toEqual({ zip: [messages.zipDigits] });
  });
});

describe('another organization', () => {
  it('sees none of these clients, notes or locations', async () => {
    const victim = await create({ first_name: 'Secret', last_name: 'Victim' });
    await call('POST', `/api/clients/${victim.id}/notes`, { body: 'secret note' });
    const other = await createOrganization(t.db);
    const outsider = (await createMember(t.db, other.id, { role: 'Owner' })).token;
    const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.injectAs(outsider, { method, url, ...(payload ? { payload } : {}) });
    const locationId = victim.locations[0]!.id;
    const attempts = [
      await as('GET', `/api/clients/${victim.id}`),
      await as('PUT', `/api/clients/${victim.id}`, {
        first_name: 'X',
        last_name: 'Y',
        email: 'x@example.com',
        phone: '3035550100',
      }),
      await as('POST', `/api/clients/${victim.id}/locations`, locationBody()),
      await as('PUT', `/api/clients/${victim.id}/locations/${locationId}`, locationBody()),
      await as('DELETE', `/api/clients/${victim.id}/locations/${locationId}`),
      await as('POST', `/api/clients/${victim.id}/deactivate`, { reason: 'x' }),
      await as('POST', `/api/clients/${victim.id}/reactivate`, { reason: 'x' }),
      await as('GET', `/api/clients/${victim.id}/notes`),
      await as('POST', `/api/clients/${victim.id}/notes`, { body: 'x' }),
      await as('GET', `/api/clients/${victim.id}/activity`),
    ];
    for (const response of attempts) expect(response.statusCode, response.body).toBe(404);
    expect((await as('GET', '/api/clients?search=victim')).json().meta.total).toBe(0);
    expect((await as('GET', '/api/clients/export.csv')).body).not.toContain('Victim');
    expect((await as('GET', '/api/service_area?zip=80202')).json().served).toBe(false);
    const [stored] = await t.db.select().from(clients).where(eq(clients.id, victim.id));
    expect(stored).toMatchObject({ first_name: 'Secret', status: 'active', organization_id: organizationId });
  });
});
