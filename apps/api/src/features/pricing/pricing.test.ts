import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createMember } from '../../../test/support/staff-factories.ts';
import { createClient } from '../../../test/support/client-factories.ts';
import { clientLocations } from '../clients/clients.table.ts';
import { subscriptions } from '../subscriptions/subscriptions.table.ts';
import { workAreas } from '../work-areas/work-areas.table.ts';
import { PLAN_NAME_TAKEN } from './pricing.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function organizationWithOwner() {
  const organization = await createOrganization(t.db);
  return { organization, owner: await createMember(t.db, organization.id, { role: 'Owner' }) };
}
const send = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: method === 'GET' ? undefined : (payload ?? {}) });

const twiceAWeek = {
  name: 'Twice a Week',
  frequency: 'twice_a_week',
  price_basis: 'per_visit',
  dog_prices: [
    { dogs_from: 1, dogs_to: 2, price_cents: 1500 },
    { dogs_from: 3, dogs_to: null, price_cents: 2000 },
  ],
};

describe('service plans', () => {
  it('are created, shown with their subscriber counts, edited and deleted', async () => {
    const { owner } = await organizationWithOwner();
    const created = await send(owner.token, 'POST', '/api/service_plans', twiceAWeek);
    expect(created.statusCode).toBe(201);
    const plan = created.json().service_plan;
    expect(plan).toMatchObject({
      name: 'Twice a Week',
      slug: 'twice-a-week',
      frequency: 'twice_a_week',
      subscribers: { active: 0, paused: 0, cancelled: 0 },
    });

    const edited = await send(owner.token, 'PUT', `/api/service_plans/${plan.id}`, {
      ...twiceAWeek,
      dog_prices: [{ dogs_from: 1, dogs_to: null, price_cents: 1700 }],
    });
    expect(edited.json().service_plan.dog_prices).toEqual([{ dogs_from: 1, dogs_to: null, price_cents: 1700 }]);
    expect(
      (await send(owner.token, 'GET', '/api/pricing_setup'))
        .json()
        .service_plans.map((entry: { name: string }) => entry.name),
    ).toEqual(['Twice a Week']);

    expect((await send(owner.token, 'DELETE', `/api/service_plans/${plan.id}`)).statusCode).toBe(200);
    expect((await send(owner.token, 'GET', `/api/service_plans/${plan.id}`)).statusCode).toBe(404);
  });

  it('refuses a second plan of the same name and bad prices, storing nothing', async () => {
    const { owner } = await organizationWithOwner();
    await send(owner.token, 'POST', '/api/service_plans', twiceAWeek);
    const duplicate = await send(owner.token, 'POST', '/api/service_plans', { ...twiceAWeek, name: 'twice a week' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.name).toEqual([PLAN_NAME_TAKEN]);

    const negative = await send(owner.token, 'POST', '/api/service_plans', {
      ...twiceAWeek,
      name: 'Cheap',
      dog_prices: [{ dogs_from: 1, dogs_to: null, price_cents: -5 }],
    });
    expect(negative.json().errors['dog_prices.0.price_cents']).toEqual([messages.cannotBeNegative]);
    const gap = await send(owner.token, 'POST', '/api/service_plans', {
      ...twiceAWeek,
      name: 'Gappy',
      dog_prices: [
        { dogs_from: 1, dogs_to: 1, price_cents: 5 },
        { dogs_from: 3, dogs_to: null, price_cents: 6 },
      ],
    });
    expect(gap.json().errors['dog_prices.1.dogs_from']).toEqual(['Must be 2']);
    const custom = await send(owner.token, 'POST', '/api/service_plans', {
      ...twiceAWeek,
      name: 'Custom',
      frequency: 'custom',
    });
    expect(custom.json().errors.custom_days_per_week).toEqual([messages.required]);
    expect((await send(owner.token, 'GET', '/api/pricing_setup')).json().service_plans).toHaveLength(1);
  });

  it('say up front that they are in use, and cannot be deleted while subscriptions use them', async () => {
    const { organization, owner } = await organizationWithOwner();
    const plan = (await send(owner.token, 'POST', '/api/service_plans', twiceAWeek)).json().service_plan;
    expect(plan.in_use).toBe(false);
    const client = await createClient(t.db, organization.id);
    const [location] = await t.db
      .insert(clientLocations)
      .values({
        organization_id: organization.id,
        client_id: client.id,
        address_line1: '1 Elm St',
        city: 'Denver',
        state: 'CO',
        zip: '80202',
      })
      .returning();
    await t.db.insert(subscriptions).values({
      organization_id: organization.id,
      kind: 'residential',
      client_id: client.id,
      client_location_id: location!.id,
      service_plan_id: plan.id,
      price_cents: 1500,
      list_price_cents: 1500,
      start_date: '2026-11-23',
    });

    expect((await send(owner.token, 'GET', `/api/service_plans/${plan.id}`)).json().service_plan).toMatchObject({
      subscribers: { active: 1 },
      in_use: true,
    });
    expect((await send(owner.token, 'GET', '/api/pricing_setup')).json().service_plans).toEqual([
      expect.objectContaining({ id: plan.id, in_use: true }),
    ]);
    const refused = await send(owner.token, 'DELETE', `/api/service_plans/${plan.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('plan_in_use');
    expect((await send(owner.token, 'GET', `/api/service_plans/${plan.id}`)).statusCode).toBe(200);

    // Cancelled, the subscription still names the plan: still in use.
    await t.db
      .update(subscriptions)
      .set({ status: 'cancelled', cancelled_on: '2026-11-24' })
      .where(eq(subscriptions.service_plan_id, plan.id));
    expect((await send(owner.token, 'GET', `/api/service_plans/${plan.id}`)).json().service_plan).toMatchObject({
      subscribers: { active: 0, cancelled: 1 },
      in_use: true,
    });
    expect((await send(owner.token, 'DELETE', `/api/service_plans/${plan.id}`)).statusCode).toBe(409);

    const unused = (await send(owner.token, 'POST', '/api/service_plans', { ...twiceAWeek, name: 'Unused' })).json()
      .service_plan;
    expect((await send(owner.token, 'DELETE', `/api/service_plans/${unused.id}`)).statusCode).toBe(200);
    expect((await send(owner.token, 'GET', `/api/service_plans/${unused.id}`)).statusCode).toBe(404);
  });

  it("are another organization's business: 404 and nothing listed", async () => {
    const { owner } = await organizationWithOwner();
    const plan = (await send(owner.token, 'POST', '/api/service_plans', twiceAWeek)).json().service_plan;
    const { owner: stranger } = await organizationWithOwner();
    expect((await send(stranger.token, 'GET', `/api/service_plans/${plan.id}`)).statusCode).toBe(404);
    expect((await send(stranger.token, 'PUT', `/api/service_plans/${plan.id}`, twiceAWeek)).statusCode).toBe(404);
    expect((await send(stranger.token, 'DELETE', `/api/service_plans/${plan.id}`)).statusCode).toBe(404);
    expect((await send(stranger.token, 'GET', '/api/pricing_setup')).json().service_plans).toEqual([]);
  });
});

describe('initial cleanup prices and work-area premiums', () => {
  it('are saved together and read back in order', async () => {
    const { organization, owner } = await organizationWithOwner();
    const [area] = await t.db
      .insert(workAreas)
      .values({ organization_id: organization.id, name: 'Central' })
      .returning();
    const saved = await send(owner.token, 'PUT', '/api/pricing_setup', {
      initial_cleanup_prices: [
        {
          label: 'Up to 2 weeks',
          weeks_since_cleaned_from: 0,
          weeks_since_cleaned_to: 2,
          from_price_cents: 3000,
          to_price_cents: 4000,
        },
        {
          label: 'Longer',
          weeks_since_cleaned_from: 3,
          weeks_since_cleaned_to: null,
          from_price_cents: 6000,
          to_price_cents: 12000,
        },
      ],
      work_area_premiums: [{ work_area_id: area!.id, premium_cents: 300 }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().initial_cleanup_prices.map((price: { label: string }) => price.label)).toEqual([
      'Up to 2 weeks',
      'Longer',
    ]);
    expect(saved.json().work_area_premiums).toEqual([
      { work_area_id: area!.id, work_area_name: 'Central', premium_cents: 300 },
    ]);
  });

  it("refuse a To Price below the From Price and another organization's work area, changing nothing", async () => {
    const { owner } = await organizationWithOwner();
    const { organization: other } = await organizationWithOwner();
    const [foreignArea] = await t.db
      .insert(workAreas)
      .values({ organization_id: other.id, name: 'Foreign' })
      .returning();
    const below = await send(owner.token, 'PUT', '/api/pricing_setup', {
      initial_cleanup_prices: [
        {
          label: 'Bad',
          weeks_since_cleaned_from: 0,
          weeks_since_cleaned_to: 2,
          from_price_cents: 5000,
          to_price_cents: 4000,
        },
      ],
      work_area_premiums: [],
    });
    expect(below.statusCode).toBe(422);
    expect(below.json().errors['initial_cleanup_prices.0.to_price_cents']).toEqual([
      messages.cannotBeLessThanFromPrice,
    ]);
    const foreign = await send(owner.token, 'PUT', '/api/pricing_setup', {
      initial_cleanup_prices: [],
      work_area_premiums: [{ work_area_id: foreignArea!.id, premium_cents: 100 }],
    });
    expect(foreign.statusCode).toBe(422);
    const setup = (await send(owner.token, 'GET', '/api/pricing_setup')).json();
    expect(setup.initial_cleanup_prices).toEqual([]);
    expect(setup.work_area_premiums).toEqual([]);
  });
});
