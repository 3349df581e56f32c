import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { messages } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor } from '../../../test/support/factories.ts';
import { latestOutboxMessages } from '../../platform/providers/outbox.repository.ts';
import { clientActivities, clientLocations, clients } from '../clients/clients.table.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { users } from '../../platform/identity/users.table.ts';
import { changeRequests } from './change-requests.table.ts';
import { servicePlans } from '../pricing/pricing.table.ts';
import { createCrossSell, createServicePlan, createSubscription } from '../../../test/support/pricing-factories.ts';

let t: TestApp;
let organizationId: number;
let token: string;
let outsiderToken: string;
let clerkToken: string;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp();
  const organization = await createOrganization(t.db, { name: 'Poop Patrol' });
  organizationId = organization.id;
  const owner = await createUser(t.db, { organizationId, role: 'Owner' });
  await t.db.update(users).set({ first_name: 'Olive', last_name: 'Owner' }).where(eq(users.id, owner.id));
  token = await sessionTokenFor(t.db, owner.id);
  clerkToken = await sessionTokenFor(t.db, (await createUser(t.db, { organizationId, permissions: ['clients'] })).id);
  const other = await createOrganization(t.db, { name: 'Other Scoopers' });
  outsiderToken = await sessionTokenFor(t.db, (await createUser(t.db, { organizationId: other.id, role: 'Owner' })).id);
});
afterAll(() => t.close());

/** A client with one location (1 dog, a deliberately wrong position) in the organization. */
async function clientWithLocation(
  options: {
    organization?: number;
    preferred_channel?: 'email' | 'sms' | 'both' | 'none';
    email?: string | null;
    first_name?: string;
  } = {},
) {
  sequence += 1;
  const organization_id = options.organization ?? organizationId;
  const email = options.email === undefined ? `client-${sequence}@example.com` : options.email;
  const [client] = await t.db
    .insert(clients)
    .values({
      organization_id,
      first_name: options.first_name ?? `Pat${sequence}`,
      last_name: 'Walker',
      email,
      phone: `30355501${String(sequence).padStart(2, '0')}`,
      preferred_channel: options.preferred_channel ?? 'email',
    })
    .returning();
  const [location] = await t.db
    .insert(clientLocations)
    .values({
      organization_id,
      client_id: client!.id,
      address_line1: `${sequence} Old Rd`,
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      lat: 1,
      lng: 1,
      position_source: 'geocoder',
      dog_count: 1,
    })
    .returning();
  return { client: client!, location: location! };
}

const post = (url: string, payload: object, as = token) => t.injectAs(as, { method: 'POST', url, payload });
const list = async (query = '', as = token) =>
  (await t.injectAs(as, { method: 'GET', url: `/api/change_requests${query}` })).json();

async function requestChange(payload: object, as = token) {
  const response = await post('/api/client_portal/change_requests', payload, as);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().change_request as { id: number; summary: string; status: string };
}

const storedRequest = async (id: number) =>
  (await t.db.select().from(changeRequests).where(eq(changeRequests.id, id)))[0]!;
const storedLocation = async (id: number) =>
  (await t.db.select().from(clientLocations).where(eq(clientLocations.id, id)))[0]!;
const storedClient = async (id: number) => (await t.db.select().from(clients).where(eq(clients.id, id)))[0]!;
const requestCount = async () =>
  (await t.db.select().from(changeRequests).where(eq(changeRequests.organization_id, organizationId))).length;

describe('asking for a change', () => {
  it('stores the request, rings the bell and lists it pending with what would change', async () => {
    const { client, location } = await clientWithLocation({ first_name: 'Quincy' });
    const created = await requestChange({
      client_id: client.id,
      client_location_id: location.id,
      kind: 'dog_count',
      dog_count: 3,
      dog_names: ['Rex', 'Bo'],
      comment: 'We adopted two more',
    });
    expect(created).toMatchObject({ status: 'pending', summary: 'Dog count 1 → 3 (Rex, Bo)' });

    const [bell] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.organization_id, organizationId), eq(notifications.kind, 'change_request')));
    expect(bell).toMatchObject({ title: 'Change request: Quincy Walker', link: '/change_requests' });

    const page = await list('?search=quincy');
    expect(page.meta.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      id: created.id,
      client: { id: client.id, first_name: 'Quincy', last_name: 'Walker', status: 'active' },
      location: { id: location.id, address_line1: location.address_line1, zip: '80202' },
      kind: 'dog_count',
      details: { dog_count: 3, dog_names: ['Rex', 'Bo'] },
      comment: 'We adopted two more',
      status: 'pending',
      deny_reason: null,
      decided_by: null,
    });
  });

  it('rejects bad input with the catalogue messages and stores nothing', async () => {
    const { client, location } = await clientWithLocation();
    const before = await requestCount();
    const cases: [object, Record<string, string[]>][] = [
      [{ client_id: client.id }, { kind: [messages.required] }],
      [{ client_id: client.id, kind: 'teleport' }, { kind: [messages.notValid] }],
      [{ client_id: client.id, kind: 'dog_count', dog_count: 2 }, { client_location_id: [messages.required] }],
      [
        { client_id: client.id, client_location_id: location.id, kind: 'dog_count', dog_count: -1 },
        { dog_count: [messages.cannotBeNegative] },
      ],
      [
        {
          client_id: client.id,
          client_location_id: location.id,
          kind: 'address',
          address_line1: ' ',
          city: 'Denver',
          state: 'CO',
          zip: '802',
        },
        { address_line1: [messages.required], zip: [messages.zipDigits] },
      ],
      [
        { client_id: client.id, kind: 'pause', from: '2026-12-14', to: '2026-12-01' },
        { to: [messages.mustBeAfterPausedFrom] },
      ],
      [
        { client_id: client.id, kind: 'pause', from: '2026-12-01', to: '2026-12-01' },
        { to: [messages.mustBeAfterPausedFrom] },
      ],
      [{ client_id: client.id, kind: 'pause', from: '2026-02-30', to: '2026-03-10' }, { from: [messages.notValid] }],
      [{ client_id: client.id, kind: 'frequency', frequency: 'hourly' }, { frequency: [messages.required] }],
      [{ client_id: client.id, kind: 'cancel', reason: '' }, { reason: [messages.required] }],
      [{ kind: 'add_on', name: 'Deodorizer' }, { client_id: [messages.required] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await post('/api/client_portal/change_requests', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors, JSON.stringify(payload)).toEqual(errors);
    }
    expect(await requestCount()).toBe(before);
  });

  it('answers 404 for a client or location of another organization, or another client’s location', async () => {
    const mine = await clientWithLocation();
    const neighbour = await clientWithLocation();
    const before = await requestCount();
    expect(
      (
        await post(
          '/api/client_portal/change_requests',
          { client_id: mine.client.id, kind: 'cancel', reason: 'Moving' },
          outsiderToken,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post('/api/client_portal/change_requests', {
          client_id: mine.client.id,
          client_location_id: neighbour.location.id,
          kind: 'dog_count',
          dog_count: 2,
        })
      ).statusCode,
    ).toBe(404);
    expect(await requestCount()).toBe(before);
  });

  it('needs the change_requests permission', async () => {
    const { client } = await clientWithLocation();
    expect(
      (
        await post(
          '/api/client_portal/change_requests',
          { client_id: client.id, kind: 'cancel', reason: 'Moving' },
          clerkToken,
        )
      ).statusCode,
    ).toBe(403);
    expect((await t.injectAs(clerkToken, { method: 'GET', url: '/api/change_requests' })).statusCode).toBe(403);
  });
});

describe('approving', () => {
  it('moves the location to the new address, re-geocoded, and tells the client by e-mail and SMS', async () => {
    const { client, location } = await clientWithLocation({ preferred_channel: 'both' });
    const created = await requestChange({
      client_id: client.id,
      client_location_id: location.id,
      kind: 'address',
      address_line1: '12 Elm St',
      city: 'Denver',
      state: 'CO',
      zip: '80205',
    });
    expect(created.summary).toBe('Address → 12 Elm St, Denver CO 80205');

    const response = await post(`/api/change_requests/${created.id}/approve`, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().change_request).toMatchObject({ status: 'approved', decided_by: 'Olive Owner' });

    const expected = await t.deps.geocoder.geocode({
      address_line1: '12 Elm St',
      city: 'Denver',
      state: 'CO',
      zip: '80205',
    });
    expect(expected).not.toBeNull();
    expect(await storedLocation(location.id)).toMatchObject({
      address_line1: '12 Elm St',
      city: 'Denver',
      state: 'CO',
      zip: '80205',
      lat: expected!.lat,
      lng: expected!.lng,
      position_source: 'geocoder',
      dog_count: 1,
    });

    const activity = await t.db.select().from(clientActivities).where(eq(clientActivities.client_id, client.id));
    expect(activity.map((entry) => entry.action).sort()).toEqual(['change_request_approved', 'location_updated']);

    const [mail] = await latestOutboxMessages(t.db, { to: client.email!, channel: 'email', limit: 1 });
    expect(mail?.body).toContain('approved: Address → 12 Elm St, Denver CO 80205');
    const [sms] = await latestOutboxMessages(t.db, { to: client.phone!, channel: 'sms', limit: 1 });
    expect(sms?.body).toContain('Poop Patrol');
    expect(sms?.body).toContain('12 Elm St');
  });

  it('changes the dog count, and e-mails only a client who prefers e-mail', async () => {
    const { client, location } = await clientWithLocation({ preferred_channel: 'email' });
    const created = await requestChange({
      client_id: client.id,
      client_location_id: location.id,
      kind: 'dog_count',
      dog_count: 4,
    });
    expect((await post(`/api/change_requests/${created.id}/approve`, {})).statusCode).toBe(200);
    expect((await storedLocation(location.id)).dog_count).toBe(4);
    expect(await latestOutboxMessages(t.db, { to: client.email!, channel: 'email', limit: 5 })).toHaveLength(1);
    expect(await latestOutboxMessages(t.db, { to: client.phone!, channel: 'sms', limit: 5 })).toHaveLength(0);
  });

  it('deactivates the client on cancel, with the reason', async () => {
    const { client } = await clientWithLocation();
    const created = await requestChange({ client_id: client.id, kind: 'cancel', reason: 'Moving to Utah' });
    expect((await post(`/api/change_requests/${created.id}/approve`, {})).statusCode).toBe(200);
    expect(await storedClient(client.id)).toMatchObject({ status: 'inactive', inactive_reason: 'Moving to Utah' });
  });

  it('applies pause, frequency and add-on to the running subscription, with its history', async () => {
    const { client, location } = await clientWithLocation();
    const weekly = await createServicePlan(t.db, organizationId, { name: `Weekly ${sequence}`, price_cents: 2000 });
    const biweekly = await createServicePlan(t.db, organizationId, { name: `Biweekly ${sequence}`, price_cents: 2600 });
    await t.db.update(servicePlans).set({ frequency: 'every_two_weeks' }).where(eq(servicePlans.id, biweekly.id));
    await t.db
      .update(servicePlans)
      .set({ is_active: false })
      .where(
        and(
          eq(servicePlans.organization_id, organizationId),
          eq(servicePlans.frequency, 'every_two_weeks'),
          ne(servicePlans.id, biweekly.id),
        ),
      );
    const addOn = await createCrossSell(t.db, organizationId, { name: `Deodorizer ${sequence}` });
    const subscription = await createSubscription(t.db, organizationId, {
      servicePlanId: weekly.id,
      clientId: client.id,
      clientLocationId: location.id,
    });
    const pause = await requestChange({ client_id: client.id, kind: 'pause', from: '2026-12-01', to: '2026-12-14' });
    const frequency = await requestChange({ client_id: client.id, kind: 'frequency', frequency: 'every_two_weeks' });
    const asked = await requestChange({
      client_id: client.id,
      kind: 'add_on',
      name: addOn.name.toLowerCase(),
      note: 'Front yard only',
    });
    for (const request of [pause, frequency, asked])
      expect((await post(`/api/change_requests/${request.id}/approve`, {})).statusCode).toBe(200);

    const shown = (await t.injectAs(token, { method: 'GET', url: `/api/subscription/${subscription.id}` })).json()
      .subscription;
    expect(shown).toMatchObject({
      pause_subscription_start_date: '2026-12-01',
      pause_subscription_end_date: '2026-12-14',
      service_plan: { id: biweekly.id },
      price_cents: 2600,
    });
    expect(shown.cross_sells.map((item: { id: number }) => item.id)).toEqual([addOn.id]);
    expect(shown.history.map((entry: { summary: string }) => entry.summary)).toEqual(
      expect.arrayContaining([
        'Paused from 2026-12-01 until 2026-12-14 (change request)',
        `Changed to ${biweekly.name} (change request)`,
        `Added ${addOn.name} (change request)`,
      ]),
    );
  });

  it('keeps a pause request pending when the client has nothing running, and cancels every subscription on a cancel', async () => {
    const { client, location } = await clientWithLocation();
    const pause = await requestChange({ client_id: client.id, kind: 'pause', from: '2026-12-01', to: '2026-12-14' });
    const refused = await post(`/api/change_requests/${pause.id}/approve`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('no_subscription');
    expect((await storedRequest(pause.id)).status).toBe('pending');

    const plan = await createServicePlan(t.db, organizationId, { name: `Plan ${sequence}` });
    const subscription = await createSubscription(t.db, organizationId, {
      servicePlanId: plan.id,
      clientId: client.id,
      clientLocationId: location.id,
    });
    const cancel = await requestChange({ client_id: client.id, kind: 'cancel', reason: 'Moving to Boulder' });
    expect((await post(`/api/change_requests/${cancel.id}/approve`, {})).statusCode).toBe(200);
    const shown = (await t.injectAs(token, { method: 'GET', url: `/api/subscription/${subscription.id}` })).json()
      .subscription;
    expect(shown).toMatchObject({
      status: 'cancelled',
      cancel_reason: { name: 'Client request' },
      cancel_note: 'Moving to Boulder',
    });
    expect((await storedClient(client.id)).status).toBe('inactive');
  });

  it('refuses a second decision', async () => {
    const { client, location } = await clientWithLocation();
    const created = await requestChange({
      client_id: client.id,
      client_location_id: location.id,
      kind: 'dog_count',
      dog_count: 2,
    });
    expect((await post(`/api/change_requests/${created.id}/approve`, {})).statusCode).toBe(200);
    const again = await post(`/api/change_requests/${created.id}/approve`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'change_request_decided',
      message: 'This change request has already been approved.',
    });
    expect((await post(`/api/change_requests/${created.id}/deny`, { reason: 'Too late' })).statusCode).toBe(409);
    expect((await storedRequest(created.id)).deny_reason).toBeNull();
  });

  it('refuses changes for an inactive client, but lets a cancel through as a plain approval', async () => {
    const { client, location } = await clientWithLocation();
    const dogs = await requestChange({
      client_id: client.id,
      client_location_id: location.id,
      kind: 'dog_count',
      dog_count: 5,
    });
    const cancel = await requestChange({ client_id: client.id, kind: 'cancel', reason: 'Moving' });
    await t.db
      .update(clients)
      .set({ status: 'inactive', inactive_reason: 'Asked to stop' })
      .where(eq(clients.id, client.id));

    const refused = await post(`/api/change_requests/${dogs.id}/approve`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'client_inactive',
      message: `Pat${sequence} Walker is inactive: reactivate the client before approving this change.`,
    });
    expect((await storedRequest(dogs.id)).status).toBe('pending');
    expect((await storedLocation(location.id)).dog_count).toBe(1);

    expect((await post(`/api/change_requests/${cancel.id}/approve`, {})).statusCode).toBe(200);
    expect(await storedClient(client.id)).toMatchObject({ status: 'inactive', inactive_reason: 'Asked to stop' });
  });

  it('is all or nothing: when the change cannot be applied the request stays pending', async () => {
    const { client, location } = await clientWithLocation();
    const other = await clientWithLocation();
    const created = await requestChange({
      client_id: client.id,
      client_location_id: location.id,
      kind: 'address',
      address_line1: '9 Pine St',
      city: 'Denver',
      state: 'CO',
      zip: '80205',
    });
    // While the geocoder answers, someone moves the location to another client: the approval can no longer apply.
    const geocode = t.deps.geocoder.geocode;
    t.deps.geocoder.geocode = async (address) => {
      await t.db.update(clientLocations).set({ client_id: other.client.id }).where(eq(clientLocations.id, location.id));
      return geocode(address);
    };
    try {
      const response = await post(`/api/change_requests/${created.id}/approve`, {});
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe('change_request_location_missing');
    } finally {
      t.deps.geocoder.geocode = geocode;
    }
    expect(await storedRequest(created.id)).toMatchObject({
      status: 'pending',
      decided_at: null,
      decided_by_user_id: null,
    });
    expect((await storedLocation(location.id)).address_line1).toBe(location.address_line1);
    expect(await t.db.select().from(clientActivities).where(eq(clientActivities.client_id, client.id))).toHaveLength(0);
    expect(await latestOutboxMessages(t.db, { to: client.email!, limit: 5 })).toHaveLength(0);
  });
  it('answers 404 when the location is deleted meanwhile (its requests go with it), changing nothing', async () => {
    const { client, location } = await clientWithLocation();
    const created = await requestChange({
      client_id: client.id,
      client_location_id: location.id,
      kind: 'address',
      address_line1: '3 Oak St',
      city: 'Denver',
      state: 'CO',
      zip: '80205',
    });
    const geocode = t.deps.geocoder.geocode;
    t.deps.geocoder.geocode = async (address) => {
      await t.db.delete(clientLocations).where(eq(clientLocations.id, location.id));
      return geocode(address);
    };
    try {
      expect((await post(`/api/change_requests/${created.id}/approve`, {})).statusCode).toBe(404);
    } finally {
      t.deps.geocoder.geocode = geocode;
    }
    expect(await t.db.select().from(clientActivities).where(eq(clientActivities.client_id, client.id))).toHaveLength(0);
    expect(await latestOutboxMessages(t.db, { to: client.email!, limit: 5 })).toHaveLength(0);
  });
});

describe('denying', () => {
  it('needs a reason, then records it and tells the client', async () => {
    const { client, location } = await clientWithLocation();
    const created = await requestChange({
      client_id: client.id,
      client_location_id: location.id,
      kind: 'dog_count',
      dog_count: 9,
    });

    const missing = await post(`/api/change_requests/${created.id}/deny`, { reason: '  ' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ reason: [messages.required] });
    expect((await storedRequest(created.id)).status).toBe('pending');

    const response = await post(`/api/change_requests/${created.id}/deny`, {
      reason: 'Nine dogs need a commercial plan',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().change_request).toMatchObject({
      status: 'denied',
      deny_reason: 'Nine dogs need a commercial plan',
      decided_by: 'Olive Owner',
    });
    expect((await storedLocation(location.id)).dog_count).toBe(1);
    const [mail] = await latestOutboxMessages(t.db, { to: client.email!, channel: 'email', limit: 1 });
    expect(mail?.body).toBe('Your change request (Dog count → 9) was not approved: Nine dogs need a commercial plan');
  });
});

describe('the list', () => {
  it('filters by status and kind, newest first, and pages', async () => {
    const { client, location } = await clientWithLocation({ first_name: 'Listy' });
    const first = await requestChange({ client_id: client.id, kind: 'frequency', frequency: 'once_a_week' });
    t.clock.advance(1000);
    const second = await requestChange({
      client_id: client.id,
      client_location_id: location.id,
      kind: 'dog_count',
      dog_count: 2,
    });
    t.clock.advance(1000);
    const third = await requestChange({ client_id: client.id, kind: 'add_on', name: 'Lawn' });
    await post(`/api/change_requests/${third.id}/deny`, { reason: 'Not offered' });

    const ids = (page: { data: { id: number }[] }) => page.data.map((row) => row.id);
    expect(ids(await list('?search=listy'))).toEqual([second.id, first.id]);
    expect(ids(await list('?search=listy&status=all'))).toEqual([third.id, second.id, first.id]);
    expect(ids(await list('?search=listy&status=denied'))).toEqual([third.id]);
    expect(ids(await list('?search=listy&status=all&kind=dog_count'))).toEqual([second.id]);
    const paged = await list('?search=listy&status=all&per_page=1&page=2');
    expect(paged.meta).toEqual({ page: 2, per_page: 1, total: 3 });
    expect(ids(paged)).toEqual([second.id]);
    expect((await list('?search=listy&status=denied')).data[0]).toMatchObject({
      summary: 'Add-on: Lawn',
      deny_reason: 'Not offered',
    });
    expect((await t.injectAs(token, { method: 'GET', url: '/api/change_requests?status=maybe' })).statusCode).toBe(422);
  });

  it('shows another organization nothing and lets it decide nothing', async () => {
    const { client, location } = await clientWithLocation({ first_name: 'Hidden' });
    const created = await requestChange({
      client_id: client.id,
      client_location_id: location.id,
      kind: 'dog_count',
      dog_count: 2,
    });
    expect((await list('?status=all', outsiderToken)).data).toEqual([]);
    expect((await post(`/api/change_requests/${created.id}/approve`, {}, outsiderToken)).statusCode).toBe(404);
    expect(
      (await post(`/api/change_requests/${created.id}/deny`, { reason: 'Mine now' }, outsiderToken)).statusCode,
    ).toBe(404);
    expect((await storedRequest(created.id)).status).toBe('pending');
  });
});
