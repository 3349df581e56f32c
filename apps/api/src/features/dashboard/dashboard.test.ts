import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtDashboardWidgets } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor } from '../../../test/support/factories.ts';
import { createClient, createCommercialCustomer } from '../../../test/support/client-factories.ts';
import { createServicePlan } from '../../../test/support/pricing-factories.ts';
import { clientLocations } from '../clients/clients.table.ts';
import { commercialLocations } from '../commercial/commercial.table.ts';
import { cancelReasons, subscriptions } from '../subscriptions/subscriptions.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function owner(access: 'subscribed' | 'trial_expired' = 'subscribed') {
  const organization = await createOrganization(t.db, { access });
  const user = await createUser(t.db, { organizationId: organization.id });
  return { organization, token: await sessionTokenFor(t.db, user.id) };
}

async function cancelReason(organizationId: number, name: string) {
  const [row] = await t.db.insert(cancelReasons).values({ organization_id: organizationId, name }).returning();
  return row!.id;
}

/** A subscription of one location, cancelled on `cancelledOn` for the reason given (or left active when null). */
async function subscription(
  organizationId: number,
  kind: 'residential' | 'commercial',
  cancelledOn: string | null,
  reasonId: number | null = null,
) {
  const plan = await createServicePlan(t.db, organizationId, {
    name: `Plan ${Math.random().toString(36).slice(2, 8)}`,
  });
  const address = { address_line1: '1 Main St', city: 'Denver', state: 'CO', zip: '80202' };
  const location =
    kind === 'residential'
      ? {
          client_location_id: (
            await t.db
              .insert(clientLocations)
              .values({
                organization_id: organizationId,
                client_id: (await createClient(t.db, organizationId)).id,
                ...address,
              })
              .returning()
          )[0]!.id,
        }
      : {
          commercial_location_id: (
            await t.db
              .insert(commercialLocations)
              .values({
                organization_id: organizationId,
                commercial_customer_id: (await createCommercialCustomer(t.db, organizationId)).id,
                name: 'Gate A',
                ...address,
              })
              .returning()
          )[0]!.id,
        };
  await t.db.insert(subscriptions).values({
    organization_id: organizationId,
    kind,
    ...location,
    service_plan_id: plan.id,
    price_cents: 2000,
    list_price_cents: 2000,
    start_date: '2025-06-01',
    status: cancelledOn ? 'cancelled' : 'active',
    cancelled_on: cancelledOn,
    cancel_reason_id: reasonId,
  });
}

const widget = (token: string, key: string, from: string, to: string) =>
  t.injectAs(token, { method: 'GET', url: `/api/dashboard/widgets/${key}?date_from=${from}&date_to=${to}` });

// Organizations default to America/Denver: UTC-7 in winter, so 2026-01-31T23:30 local is 2026-02-01T06:30Z.
describe('dashboard widgets', () => {
  it('counts new and lost residential clients by calendar days of the organization', async () => {
    const { organization, token } = await owner();
    await createClient(t.db, organization.id, { created_at: new Date('2026-01-10T18:00:00Z') });
    await createClient(t.db, organization.id, { created_at: new Date('2026-02-01T06:30:00Z') });
    await createClient(t.db, organization.id, {
      created_at: new Date('2025-06-01T12:00:00Z'),
      deactivated_at: new Date('2026-01-20T12:00:00Z'),
    });
    const january = await widget(token, 'new_lost_residential', '2026-01-01', '2026-01-31');
    expect(january.json()).toEqual({
      widget: 'new_lost_residential',
      value: { kind: 'new_lost', new: 2, lost: 1, net: 1 },
    });
    const february = await widget(token, 'new_lost_residential', '2026-02-01', '2026-02-28');
    expect(february.json().value).toMatchObject({ new: 0, lost: 0 });
  });

  it('counts clients active at the end of the range, including those who left later', async () => {
    const { organization, token } = await owner();
    await createCommercialCustomer(t.db, organization.id, { created_at: new Date('2025-12-01T12:00:00Z') });
    await createCommercialCustomer(t.db, organization.id, {
      created_at: new Date('2025-12-01T12:00:00Z'),
      deactivated_at: new Date('2026-03-05T12:00:00Z'),
    });
    await createCommercialCustomer(t.db, organization.id, { created_at: new Date('2026-02-15T12:00:00Z') });
    expect((await widget(token, 'active_commercial', '2026-01-01', '2026-01-31')).json().value).toEqual({
      kind: 'active',
      active: 2,
      at: '2026-01-31',
    });
    expect((await widget(token, 'active_commercial', '2026-03-01', '2026-03-31')).json().value.active).toBe(2);
  });

  it('never counts another organization', async () => {
    const mine = await owner();
    const theirs = await owner();
    await createClient(t.db, theirs.organization.id, { created_at: new Date('2026-01-10T18:00:00Z') });
    expect((await widget(mine.token, 'new_lost_residential', '2026-01-01', '2026-01-31')).json().value.new).toBe(0);
  });

  it('counts cancellations by reason, most frequent first, on the calendar days of the range', async () => {
    const { organization, token } = await owner();
    const moving = await cancelReason(organization.id, 'Moving away');
    const price = await cancelReason(organization.id, 'Too expensive');
    await subscription(organization.id, 'residential', '2026-01-01', price);
    await subscription(organization.id, 'residential', '2026-01-15', moving);
    await subscription(organization.id, 'residential', '2026-01-31', moving);
    // Outside the range, still active, or commercial: not counted.
    await subscription(organization.id, 'residential', '2025-12-31', moving);
    await subscription(organization.id, 'residential', '2026-02-01', price);
    await subscription(organization.id, 'residential', null);
    await subscription(organization.id, 'commercial', '2026-01-10', price);
    await subscription(organization.id, 'commercial', '2026-01-11', null);
    const january = await widget(token, 'cancel_reasons_residential', '2026-01-01', '2026-01-31');
    expect(january.statusCode).toBe(200);
    expect(january.json()).toEqual({
      widget: 'cancel_reasons_residential',
      value: {
        kind: 'breakdown',
        total: 3,
        items: [
          { label: 'Moving away', count: 2 },
          { label: 'Too expensive', count: 1 },
        ],
      },
    });
    const commercial = await widget(token, 'cancel_reasons_commercial', '2026-01-01', '2026-01-31');
    // A cancellation without a reason still counts, listed after the named reasons.
    expect(commercial.json().value).toEqual({
      kind: 'breakdown',
      total: 2,
      items: [
        { label: 'Too expensive', count: 1 },
        { label: 'No reason given', count: 1 },
      ],
    });
    const singleDay = await widget(token, 'cancel_reasons_residential', '2026-02-01', '2026-02-01');
    expect(singleDay.json().value).toEqual({
      kind: 'breakdown',
      total: 1,
      items: [{ label: 'Too expensive', count: 1 }],
    });
  });

  it('answers an empty breakdown when nothing was cancelled, and never counts another organization', async () => {
    const mine = await owner();
    const theirs = await owner();
    await subscription(
      theirs.organization.id,
      'residential',
      '2026-01-10',
      await cancelReason(theirs.organization.id, 'Moving away'),
    );
    const empty = await widget(mine.token, 'cancel_reasons_residential', '2026-01-01', '2026-01-31');
    expect(empty.json().value).toEqual({ kind: 'breakdown', total: 0, items: [] });
  });

  it('refuses a range that ends before it starts and unknown widgets', async () => {
    const { token } = await owner();
    const reversed = await widget(token, 'active_residential', '2026-02-01', '2026-01-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.date_to).toEqual(['Cannot be before From Date']);
    expect((await widget(token, 'made_up', '2026-01-01', '2026-01-31')).statusCode).toBe(422);
  });

  it('refuses a field tech the business figures, and shows a crew leader only those of the pages they open', async () => {
    const { organization } = await owner();
    const tech = await sessionTokenFor(
      t.db,
      (await createUser(t.db, { organizationId: organization.id, role: 'Field Tech' })).id,
    );
    for (const { key } of builtDashboardWidgets) {
      const response = await widget(tech, key, '2026-01-01', '2026-01-31');
      expect(response.statusCode, key).toBe(403);
      expect(response.json()).toEqual({ message: 'You do not have permission to do this.' });
    }
    const leader = await sessionTokenFor(
      t.db,
      (await createUser(t.db, { organizationId: organization.id, role: 'Crew Leader' })).id,
    );
    expect((await widget(leader, 'active_residential', '2026-01-01', '2026-01-31')).statusCode).toBe(200);
    expect((await widget(leader, 'cancel_reasons_residential', '2026-01-01', '2026-01-31')).statusCode).toBe(403);
    expect((await widget(leader, 'active_commercial', '2026-01-01', '2026-01-31')).statusCode).toBe(403);
  });

  it('stays open for an organization whose trial ended', async () => {
    const { token } = await owner('trial_expired');
    expect((await widget(token, 'active_residential', '2026-01-01', '2026-01-31')).statusCode).toBe(200);
  });
});

describe('saved time ranges', () => {
  it('remembers a widget range per user and rejects malformed values', async () => {
    const { token } = await owner();
    const value = JSON.stringify({
      active_residential: { choice: 'past_quarter' },
      new_lost_commercial: { choice: 'custom', from: '2026-01-01', to: '2026-02-01' },
    });
    const saved = await t.injectAs(token, {
      method: 'PUT',
      url: '/api/user_settings/dashboard_time_ranges',
      payload: { value },
    });
    expect(saved.statusCode).toBe(200);
    const me = (await t.injectAs(token, { method: 'GET', url: '/api/auth/employee_user' })).json().user;
    expect(me.user_settings).toContainEqual({ key: 'dashboard_time_ranges', value });
    const bad = await t.injectAs(token, {
      method: 'PUT',
      url: '/api/user_settings/dashboard_time_ranges',
      payload: { value: '{"active_residential":{"choice":"forever"}}' },
    });
    expect(bad.statusCode).toBe(422);
  });
});
