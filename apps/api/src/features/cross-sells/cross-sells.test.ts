import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createMember } from '../../../test/support/staff-factories.ts';
import { createClient } from '../../../test/support/client-factories.ts';
import { createServicePlan } from '../../../test/support/pricing-factories.ts';
import { clientLocations } from '../clients/clients.table.ts';
import { subscriptionCrossSells, subscriptions } from '../subscriptions/subscriptions.table.ts';
import { CROSS_SELL_NAME_TAKEN } from './cross-sells.service.ts';

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
const deodorizer = {
  name: 'Yard Deodorizer',
  description: 'Sprayed after each cleanup',
  price_cents: 800,
  frequency: 'every_visit',
};

describe('cross-sells', () => {
  it('are kept apart by kind and show who buys them', async () => {
    const { organization, owner } = await organizationWithOwner();
    const created = await send(owner.token, 'POST', '/api/residential_cross_sells', deodorizer);
    expect(created.statusCode).toBe(201);
    const crossSell = created.json().cross_sell;
    expect(crossSell).toMatchObject({
      kind: 'residential',
      name: 'Yard Deodorizer',
      price_cents: 800,
      buyers: 0,
      in_use: false,
    });
    expect((await send(owner.token, 'GET', '/api/commercial_cross_sells')).json().cross_sells).toEqual([]);
    expect((await send(owner.token, 'GET', `/api/commercial_cross_sells/${crossSell.id}`)).statusCode).toBe(404);

    const client = await createClient(t.db, organization.id, { first_name: 'Dana' });
    const [location] = await t.db
      .insert(clientLocations)
      .values({
        organization_id: organization.id,
        client_id: client.id,
        address_line1: '9 Oak St',
        city: 'Denver',
        state: 'CO',
        zip: '80202',
      })
      .returning();
    const plan = await createServicePlan(t.db, organization.id);
    const [subscription] = await t.db
      .insert(subscriptions)
      .values({
        organization_id: organization.id,
        kind: 'residential',
        client_id: client.id,
        client_location_id: location!.id,
        service_plan_id: plan.id,
        price_cents: 2000,
        list_price_cents: 2000,
        start_date: '2026-11-23',
      })
      .returning();
    await t.db.insert(subscriptionCrossSells).values({
      organization_id: organization.id,
      subscription_id: subscription!.id,
      cross_sell_id: crossSell.id,
      price_cents: 800,
      added_on: '2026-11-23',
    });

    const shown = (await send(owner.token, 'GET', `/api/residential_cross_sells/${crossSell.id}`)).json();
    expect(shown.cross_sell).toMatchObject({ buyers: 1, in_use: true });
    expect(shown.buyers).toEqual([
      expect.objectContaining({
        subscription_id: subscription!.id,
        client_name: 'Dana Client',
        address: '9 Oak St',
        price_cents: 800,
      }),
    ]);
    expect((await send(owner.token, 'DELETE', `/api/residential_cross_sells/${crossSell.id}`)).json().error).toBe(
      'cross_sell_in_use',
    );
    const deactivated = await send(owner.token, 'PUT', `/api/residential_cross_sells/${crossSell.id}`, {
      ...deodorizer,
      is_active: false,
    });
    expect(deactivated.json().cross_sell.is_active).toBe(false);
    // A cancelled subscription still names it: still in use, though nobody buys it now.
    await t.db.update(subscriptions).set({ status: 'cancelled' }).where(eq(subscriptions.id, subscription!.id));
    const listed = (await send(owner.token, 'GET', '/api/residential_cross_sells')).json().cross_sells;
    expect(listed).toEqual([expect.objectContaining({ id: crossSell.id, buyers: 0, in_use: true })]);
    expect((await send(owner.token, 'DELETE', `/api/residential_cross_sells/${crossSell.id}`)).statusCode).toBe(409);
  });

  it('refuse duplicate names and bad prices, storing nothing', async () => {
    const { owner } = await organizationWithOwner();
    await send(owner.token, 'POST', '/api/residential_cross_sells', deodorizer);
    expect(
      (
        await send(owner.token, 'POST', '/api/residential_cross_sells', { ...deodorizer, name: 'yard deodorizer' })
      ).json().errors.name,
    ).toEqual([CROSS_SELL_NAME_TAKEN]);
    expect((await send(owner.token, 'POST', '/api/commercial_cross_sells', deodorizer)).statusCode).toBe(201);
    const bad = await send(owner.token, 'POST', '/api/residential_cross_sells', {
      name: '',
      price_cents: 1.5,
      frequency: 'weekly',
    });
    expect(bad.json().errors).toMatchObject({ name: [messages.required], price_cents: [messages.mustBeWholeNumber] });
    expect((await send(owner.token, 'GET', '/api/residential_cross_sells')).json().cross_sells).toHaveLength(1);
  });

  it("are another organization's business", async () => {
    const { owner } = await organizationWithOwner();
    const crossSell = (await send(owner.token, 'POST', '/api/residential_cross_sells', deodorizer)).json().cross_sell;
    const { owner: stranger } = await organizationWithOwner();
    expect((await send(stranger.token, 'GET', `/api/residential_cross_sells/${crossSell.id}`)).statusCode).toBe(404);
    expect(
      (await send(stranger.token, 'PUT', `/api/residential_cross_sells/${crossSell.id}`, deodorizer)).statusCode,
    ).toBe(404);
    expect((await send(stranger.token, 'DELETE', `/api/residential_cross_sells/${crossSell.id}`)).statusCode).toBe(404);
    expect((await send(stranger.token, 'GET', '/api/residential_cross_sells')).json().cross_sells).toEqual([]);
  });
});
