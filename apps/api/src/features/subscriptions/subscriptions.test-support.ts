/**
 * What the subscription tests share (imported only by the subscription-*.test.ts files): one test app per test file,
 * its clock on Sunday 22 November 2026, a request helper, the twice-a-week days and `setting()`, which makes a fresh
 * organization to subscribe in. Call `setUpSubscriptionsTests()` at the top of a test file: its hooks fill the
 * exported `t` before the first test runs.
 */
import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createMember } from '../../../test/support/staff-factories.ts';
import { createClient } from '../../../test/support/client-factories.ts';
import { createCoupon, createCrossSell, createServicePlan } from '../../../test/support/pricing-factories.ts';
import { clientLocations } from '../clients/clients.table.ts';
import { servicePlans, workAreaPremiums } from '../pricing/pricing.table.ts';
import { workAreaZips, workAreas } from '../work-areas/work-areas.table.ts';
import { cancelReasons } from './subscriptions.table.ts';

export let t: TestApp;

export function setUpSubscriptionsTests() {
  beforeAll(async () => {
    t = await createTestApp();
    // Sunday 22 November 2026 in the organization's zone: the Monday and Thursday visits come next.
    t.clock.set(new Date('2026-11-22T18:00:00Z'));
  });
  afterAll(() => t.close());
}

export const send = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: method === 'GET' ? undefined : (payload ?? {}) });
export const MONDAY = '2026-11-23';
export const THURSDAY = '2026-11-26';
export const twiceAWeekDays = [
  { service_type: 'recurring', start_date: MONDAY },
  { service_type: 'recurring', start_date: THURSDAY },
];

/** An organization serving zip 80202 with a $3 premium, a client with two dogs there, plans, a coupon, an add-on and a cancel reason. */
export async function setting() {
  const organization = await createOrganization(t.db);
  const owner = await createMember(t.db, organization.id, { role: 'Owner' });
  const organization_id = organization.id;
  const client = await createClient(t.db, organization_id, { first_name: 'Morgan' });
  const [location] = await t.db
    .insert(clientLocations)
    .values({
      organization_id,
      client_id: client.id,
      address_line1: '12 Elm St',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      dog_count: 2,
    })
    .returning();
  const [area] = await t.db.insert(workAreas).values({ organization_id, name: 'Downtown' }).returning();
  await t.db.insert(workAreaZips).values({ organization_id, work_area_id: area!.id, zip: '80202' });
  await t.db.insert(workAreaPremiums).values({ organization_id, work_area_id: area!.id, premium_cents: 300 });
  const twice = await createServicePlan(t.db, organization_id, { name: 'Twice a Week', frequency: 'twice_a_week' });
  await t.db
    .update(servicePlans)
    .set({
      dog_prices: [
        { dogs_from: 1, dogs_to: 1, price_cents: 2000 },
        { dogs_from: 2, dogs_to: null, price_cents: 2500 },
      ],
    })
    .where(eq(servicePlans.id, twice.id));
  const weekly = await createServicePlan(t.db, organization_id, {
    name: 'Weekly',
    frequency: 'once_a_week',
    price_cents: 1800,
  });
  const oneTime = await createServicePlan(t.db, organization_id, {
    name: 'One Time',
    frequency: 'one_time',
    price_cents: 6000,
  });
  const coupon = await createCoupon(t.db, organization_id, { code: 'SAVE10', percent_off: 10 });
  const addOn = await createCrossSell(t.db, organization_id, { name: 'Deodorizer' });
  const [reason] = await t.db.insert(cancelReasons).values({ organization_id, name: 'Moving away' }).returning();
  const subscribe = (overrides: object = {}) =>
    send(owner.token, 'POST', '/api/subscriptions', {
      client_location_id: location!.id,
      service_plan_id: twice.id,
      start_date: MONDAY,
      service_days: twiceAWeekDays,
      ...overrides,
    });
  return {
    organization,
    owner,
    client,
    location: location!,
    twice,
    weekly,
    oneTime,
    coupon,
    addOn,
    reason: reason!,
    subscribe,
  };
}
