/**
 * Who may read which dashboard KPI, for which organization: a field tech none of the business figures, a crew leader
 * only those of the pages they open, an organization whose trial ended still its dashboard, and never another
 * organization's rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardWidgetKeys } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor } from '../../../test/support/factories.ts';
import { createClient } from '../../../test/support/client-factories.ts';
import { createServicePlan } from '../../../test/support/pricing-factories.ts';
import { clientLocations } from '../clients/clients.table.ts';
import { cancelReasons, subscriptions } from '../subscriptions/subscriptions.table.ts';
import { refreshClientLifecycleOfSubscription } from './kpi-stores.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-02-15T18:00:00Z'));
});
afterAll(() => t.close());

const january = 'date_from=2026-01-01&date_to=2026-01-31';
const kpi = (token: string, key: string, query = january) =>
  t.injectAs(token, { method: 'GET', url: `/api/dashboard/kpis/${key}?${query}` });

async function owner(access: 'subscribed' | 'trial_expired' = 'subscribed') {
  const organization = await createOrganization(t.db, { access });
  const user = await createUser(t.db, { organizationId: organization.id });
  return { organization, token: await sessionTokenFor(t.db, user.id) };
}

/** A residential client subscribed since 1 June 2025 and cancelled on 10 January 2026 for moving away. */
async function clientLostInJanuary(organizationId: number) {
  const plan = await createServicePlan(t.db, organizationId, { name: 'Weekly' });
  const [reason] = await t.db
    .insert(cancelReasons)
    .values({ organization_id: organizationId, name: 'Moving away' })
    .returning();
  const client = await createClient(t.db, organizationId);
  const [location] = await t.db
    .insert(clientLocations)
    .values({
      organization_id: organizationId,
      client_id: client.id,
      address_line1: '1 Main St',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
    })
    .returning();
  const [row] = await t.db
    .insert(subscriptions)
    .values({
      organization_id: organizationId,
      kind: 'residential',
      client_id: client.id,
      client_location_id: location!.id,
      service_plan_id: plan.id,
      price_cents: 2000,
      list_price_cents: 2000,
      start_date: '2025-06-01',
      status: 'cancelled',
      cancelled_on: '2026-01-10',
      cancel_reason_id: reason!.id,
    })
    .returning();
  await refreshClientLifecycleOfSubscription(t.db, { organization_id: organizationId, id: row!.id });
}

describe('dashboard KPI access', () => {
  it('never counts another organization', async () => {
    const mine = await owner();
    const theirs = await owner();
    await clientLostInJanuary(theirs.organization.id);
    expect((await kpi(theirs.token, 'new_lost_residential')).json().figures[1]).toMatchObject({
      key: 'lost',
      value: 1,
    });
    const lost = (await kpi(mine.token, 'new_lost_residential')).json();
    expect(lost.figures[1]).toMatchObject({ key: 'lost', value: 0 });
    const reasons = (await kpi(mine.token, 'cancel_reasons_residential')).json();
    expect(reasons).toMatchObject({ value: 0, breakdown: [] });
    expect((await kpi(mine.token, 'churn_rate')).json().value).toBeNull();
  });

  it('refuses unknown widgets', async () => {
    const { token } = await owner();
    expect((await kpi(token, 'made_up')).statusCode).toBe(422);
  });

  it('refuses a field tech every business figure, and shows a crew leader only those of the pages they open', async () => {
    const { organization } = await owner();
    const tech = await sessionTokenFor(
      t.db,
      (await createUser(t.db, { organizationId: organization.id, role: 'Field Tech' })).id,
    );
    for (const key of dashboardWidgetKeys) {
      const response = await kpi(tech, key);
      expect(response.statusCode, key).toBe(403);
      expect(response.json()).toEqual({ message: 'You do not have permission to do this.' });
    }
    const leader = await sessionTokenFor(
      t.db,
      (await createUser(t.db, { organizationId: organization.id, role: 'Crew Leader' })).id,
    );
    expect((await kpi(leader, 'active_residential')).statusCode).toBe(200);
    expect((await kpi(leader, 'cancel_reasons_residential')).statusCode).toBe(403);
    expect((await kpi(leader, 'active_commercial')).statusCode).toBe(403);
  });

  it('stays open for an organization whose trial ended', async () => {
    const { token } = await owner('trial_expired');
    expect((await kpi(token, 'active_residential')).statusCode).toBe(200);
  });
});
