import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { oneMonthAfter, todayIn } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor } from '../../../test/support/factories.ts';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { platformCoupons } from './organization-subscription.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function details(
  access: 'subscribed' | 'trial' | 'trial_expired' | 'subscription_expired',
  role: 'Owner' | 'Field Tech' = 'Owner',
) {
  const organization = await createOrganization(t.db, { access, now: t.clock.now() });
  const user = await createUser(t.db, { organizationId: organization.id, role });
  return t.injectAs(await sessionTokenFor(t.db, user.id), {
    method: 'GET',
    url: '/api/organization_subscription/details',
  });
}

describe('subscription details', () => {
  it('reports an active trial with its day', async () => {
    const body = (await details('trial')).json().subscription_details;
    expect(body).toMatchObject({
      isTrialActive: true,
      isSubscribed: false,
      trialExpired: false,
      subscriptionPackage: 'Free trial',
      trial_day: 6,
      trial_days: 15,
      active_users: 1,
    });
  });

  it('stays reachable after the trial ended and says so', async () => {
    const response = await details('trial_expired');
    expect(response.statusCode).toBe(200);
    expect(response.json().subscription_details).toMatchObject({
      trialExpired: true,
      isTrialActive: false,
      trial_day: null,
    });
  });

  it('tells a lapsed subscription apart from a lapsed trial', async () => {
    expect((await details('subscription_expired')).json().subscription_details).toMatchObject({
      subscriptionExpired: true,
      trialExpired: false,
    });
    expect((await details('subscribed')).json().subscription_details).toMatchObject({
      isSubscribed: true,
      paymentProcessor: 'stripe',
    });
  });

  it('needs the subscription_details permission', async () => {
    expect((await details('subscribed', 'Field Tech')).statusCode).toBe(403);
  });
});

describe('active subscription info', () => {
  const detailsOf = async (organizationId: number) => {
    const owner = await createUser(t.db, { organizationId });
    const response = await t.injectAs(await sessionTokenFor(t.db, owner.id), {
      method: 'GET',
      url: '/api/organization_subscription/details',
    });
    return response.json().subscription_details;
  };

  it('shows the staff counted, the price per staff, the coupon and its amount, and the coming invoice in cents', async () => {
    await t.db.insert(platformCoupons).values({ code: 'TENOFF', percent_off: 10 });
    const organization = await createOrganization(t.db, { access: 'subscribed', now: t.clock.now() });
    const start = todayIn(organization.time_zone, t.clock.now());
    await t.db
      .update(organizations)
      .set({ current_period_start: start, current_period_end: oneMonthAfter(start), subscription_coupon: 'TENOFF' })
      .where(eq(organizations.id, organization.id));
    for (const role of ['Office', 'Field Tech'] as const)
      await createUser(t.db, { organizationId: organization.id, role });

    expect((await detailsOf(organization.id)).active_subscription).toEqual({
      count_users: 3,
      unit_amount: 1500,
      coupon: 'TENOFF',
      coupon_amount: 450,
      subtotal: 4500,
      invoice_total: 4050,
      plan_name: 'Standard',
      billing_date: oneMonthAfter(start),
      invoice: 'next',
    });
  });

  it('during a trial, tells what the first invoice will be if the organization subscribes today', async () => {
    const organization = await createOrganization(t.db, { access: 'trial', now: t.clock.now() });
    await createUser(t.db, { organizationId: organization.id, role: 'Field Tech' });
    const body = await detailsOf(organization.id);
    expect(body.endTrial).not.toBeNull();
    expect(body.active_subscription).toEqual({
      count_users: 2,
      unit_amount: 1500,
      coupon: null,
      coupon_amount: 0,
      subtotal: 3000,
      invoice_total: 3000,
      plan_name: 'Standard',
      billing_date: oneMonthAfter(todayIn(organization.time_zone, t.clock.now())),
      invoice: 'first',
    });
  });
});
