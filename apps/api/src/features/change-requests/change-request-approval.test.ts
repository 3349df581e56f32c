import { describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { createCrossSell, createServicePlan, createSubscription } from '../../../test/support/pricing-factories.ts';
import { latestOutboxMessages } from '../../platform/providers/outbox.repository.ts';
import { clientActivities, clientLocations, clients } from '../clients/clients.table.ts';
import { servicePlans } from '../pricing/pricing.table.ts';
import {
  clientWithLocation,
  organizationId,
  post,
  requestChange,
  sequence,
  setUpChangeRequestsTests,
  storedClient,
  storedLocation,
  storedRequest,
  t,
  token,
} from './change-requests.test-support.ts';

setUpChangeRequestsTests();

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
      // Asked from 1 December, approved on the 7th: the pause starts on the day it is approved.
      pause_subscription_start_date: '2026-12-07',
      pause_subscription_end_date: '2026-12-14',
      service_plan: { id: biweekly.id },
      price_cents: 2600,
    });
    expect(shown.cross_sells.map((item: { id: number }) => item.id)).toEqual([addOn.id]);
    expect(shown.history.map((entry: { summary: string }) => entry.summary)).toEqual(
      expect.arrayContaining([
        'Paused from 2026-12-07 until 2026-12-14 (change request)',
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
    const over = await requestChange({ client_id: client.id, kind: 'pause', from: '2026-11-23', to: '2026-12-07' });
    const overRefused = await post(`/api/change_requests/${over.id}/approve`, {});
    expect(overRefused.statusCode).toBe(409);
    expect(overRefused.json().message).toBe(
      'The pause asked for has already ended: deny the request, or ask the client for new dates.',
    );
    expect((await storedRequest(over.id)).status).toBe('pending');

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
