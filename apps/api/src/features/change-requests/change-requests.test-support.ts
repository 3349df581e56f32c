/**
 * What the change-request tests share (imported only by the change-request-*.test.ts files): one test app per test
 * file, an organization with an owner, a clerk without the change_requests permission and an owner of another
 * organization, and helpers to make clients and ask for changes. Call `setUpChangeRequestsTests()` at the top of a
 * test file: its hooks fill the exported bindings (`t`, `organizationId`, the tokens) before the first test runs.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor } from '../../../test/support/factories.ts';
import { clientLocations, clients } from '../clients/clients.table.ts';
import { users } from '../../platform/identity/users.table.ts';
import { changeRequests } from './change-requests.table.ts';

export let t: TestApp;
/** Monday, 7 December 2026 in every United States time zone. */
export const TODAY_NOON = new Date('2026-12-07T19:00:00Z');
export let organizationId: number;
export let token: string;
export let outsiderToken: string;
export let clerkToken: string;
/** Counts the clients made so far: their names, e-mails, phones and addresses carry it. */
export let sequence = 0;

export function setUpChangeRequestsTests() {
  beforeAll(async () => {
    t = await createTestApp();
    // Pauses are asked for on calendar days: the tests' today is fixed so their dates stay in the future or past.
    t.clock.set(TODAY_NOON);
    const organization = await createOrganization(t.db, { name: 'Poop Patrol' });
    organizationId = organization.id;
    const owner = await createUser(t.db, { organizationId, role: 'Owner' });
    await t.db.update(users).set({ first_name: 'Olive', last_name: 'Owner' }).where(eq(users.id, owner.id));
    token = await sessionTokenFor(t.db, owner.id);
    clerkToken = await sessionTokenFor(t.db, (await createUser(t.db, { organizationId, permissions: ['clients'] })).id);
    const other = await createOrganization(t.db, { name: 'Other Scoopers' });
    outsiderToken = await sessionTokenFor(
      t.db,
      (await createUser(t.db, { organizationId: other.id, role: 'Owner' })).id,
    );
  });
  afterAll(() => t.close());
}

/** A client with one location (1 dog, a deliberately wrong position) in the organization. */
export async function clientWithLocation(
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

export const post = (url: string, payload: object, as = token) => t.injectAs(as, { method: 'POST', url, payload });
export const list = async (query = '', as = token) =>
  (await t.injectAs(as, { method: 'GET', url: `/api/change_requests${query}` })).json();

export async function requestChange(payload: object, as = token) {
  const response = await post('/api/client_portal/change_requests', payload, as);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().change_request as { id: number; summary: string; status: string };
}

export const storedRequest = async (id: number) =>
  (await t.db.select().from(changeRequests).where(eq(changeRequests.id, id)))[0]!;
export const storedLocation = async (id: number) =>
  (await t.db.select().from(clientLocations).where(eq(clientLocations.id, id)))[0]!;
export const storedClient = async (id: number) => (await t.db.select().from(clients).where(eq(clients.id, id)))[0]!;
export const requestCount = async () =>
  (await t.db.select().from(changeRequests).where(eq(changeRequests.organization_id, organizationId))).length;
