import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor } from '../../../test/support/factories.ts';

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
