import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createMember } from '../../../test/support/staff-factories.ts';
import { createServicePlan } from '../../../test/support/pricing-factories.ts';
import { subscriptions } from '../subscriptions/subscriptions.table.ts';
import { clientBody, locationBody } from './client-test-helpers.ts';

let t: TestApp;
let token: string;
let organizationId: number;
const plans: Record<string, number> = {};
const ids: Record<string, number> = {};
const locations: Record<string, number> = {};

async function createClient(key: string, last_name: string, extraLocation = false) {
  const response = await t.injectAs(token, {
    method: 'POST',
    url: '/api/clients',
    payload: clientBody({ last_name, locations: extraLocation ? [locationBody(), locationBody()] : [locationBody()] }),
  });
  expect(response.statusCode, response.body).toBe(201);
  const client = response.json().client as { id: number; locations: { id: number }[] };
  ids[key] = client.id;
  locations[key] = client.locations[0]!.id;
  return client;
}

async function subscribe(
  key: string,
  planId: number,
  status: 'active' | 'paused' | 'cancelled',
  locationId = locations[key]!,
) {
  await t.db.insert(subscriptions).values({
    organization_id: organizationId,
    kind: 'residential',
    client_id: ids[key]!,
    client_location_id: locationId,
    service_plan_id: planId,
    price_cents: 2000,
    list_price_cents: 2000,
    start_date: '2026-01-05',
    status,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const organization = await createOrganization(t.db);
  organizationId = organization.id;
  token = (await createMember(t.db, organization.id, { role: 'Owner' })).token;
  plans.weekly = (await createServicePlan(t.db, organization.id, { name: 'Weekly' })).id;
  plans.twice = (
    await createServicePlan(t.db, organization.id, { name: 'Twice a week', frequency: 'twice_a_week' })
  ).id;
  plans.unused = (await createServicePlan(t.db, organization.id, { name: 'One time', frequency: 'one_time' })).id;
  await createClient('adams', 'Adams');
  const baker = await createClient('baker', 'Baker', true);
  await createClient('cole', 'Cole');
  await createClient('dunn', 'Dunn');
  await createClient('evans', 'Evans');
  await subscribe('adams', plans.weekly, 'active');
  // Two locations on the same plan: the client is listed once.
  await subscribe('baker', plans.weekly, 'active');
  await subscribe('baker', plans.weekly, 'active', baker.locations[1]!.id);
  await subscribe('cole', plans.weekly, 'paused');
  await subscribe('dunn', plans.weekly, 'cancelled');
  await subscribe('dunn', plans.twice, 'active');

  // Another organization's client on its own plan: its plan id matches nothing here.
  const other = await createOrganization(t.db);
  const outsider = (await createMember(t.db, other.id, { role: 'Owner' })).token;
  plans.foreign = (await createServicePlan(t.db, other.id, { name: 'Weekly' })).id;
  const response = await t.injectAs(outsider, {
    method: 'POST',
    url: '/api/clients',
    payload: clientBody({ last_name: 'Outsider' }),
  });
  const client = response.json().client as { id: number; locations: { id: number }[] };
  await t.db.insert(subscriptions).values({
    organization_id: other.id,
    kind: 'residential',
    client_id: client.id,
    client_location_id: client.locations[0]!.id,
    service_plan_id: plans.foreign,
    price_cents: 2000,
    list_price_cents: 2000,
    start_date: '2026-01-05',
  });
});
afterAll(() => t.close());

const list = async (query: string, as = token) => {
  const response = await t.injectAs(as, { method: 'GET', url: `/api/clients?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: { id: number; last_name: string }[]; meta: { total: number } };
};
const names = async (query: string) => (await list(query)).data.map((row) => row.last_name);

describe('the clients list filtered by service plan', () => {
  it('lists clients with an active or paused subscription to the plan, once each, counting the same set', async () => {
    const page = await list(`service_plan_id=${plans.weekly}`);
    expect(page.data.map((row) => row.last_name)).toEqual(['Adams', 'Baker', 'Cole']);
    expect(page.meta.total).toBe(3);
    expect(await names(`service_plan_id=${plans.twice}`)).toEqual(['Dunn']);
    expect((await list(`service_plan_id=${plans.weekly}&per_page=1&page=2`)).meta.total).toBe(3);
  });

  it('leaves out clients whose only subscription to the plan is cancelled', async () => {
    expect(await names(`service_plan_id=${plans.weekly}`)).not.toContain('Dunn');
    expect(await names(`service_plan_id=${plans.unused}`)).toEqual([]);
  });

  it('combines with search and the other filters', async () => {
    expect(await names(`service_plan_id=${plans.weekly}&search=bak`)).toEqual(['Baker']);
    expect(await names(`service_plan_id=${plans.weekly}&status=inactive`)).toEqual([]);
    expect(await names(`service_plan_id=${plans.weekly}&sort=-name`)).toEqual(['Cole', 'Baker', 'Adams']);
  });

  it('matches nothing for another organization’s plan', async () => {
    expect(await list(`service_plan_id=${plans.foreign}`)).toEqual({
      data: [],
      meta: { page: 1, per_page: expect.any(Number), total: 0 },
    });
  });

  it('refuses a plan id that is not an id', async () => {
    const response = await t.injectAs(token, { method: 'GET', url: '/api/clients?service_plan_id=weekly' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain('service_plan_id');
  });

  it('exports only the plan’s clients as CSV', async () => {
    const response = await t.injectAs(token, {
      method: 'GET',
      url: `/api/clients/export.csv?service_plan_id=${plans.weekly}&sort=name`,
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body.trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(['Adams', 'Baker', 'Cole']);
  });
});
