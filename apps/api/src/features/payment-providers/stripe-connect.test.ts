import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor } from '../../../test/support/factories.ts';
import { createTestStripeConnect } from '../../platform/providers/payments/stripe-connect.ts';

let t: TestApp;
const signer = createTestStripeConnect();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function owner() {
  const organization = await createOrganization(t.db);
  const user = await createUser(t.db, { organizationId: organization.id });
  return { organization, token: await sessionTokenFor(t.db, user.id) };
}

const account = (token: string) => t.injectAs(token, { method: 'GET', url: '/api/connect_to_stripe' });
const deliver = (body: string, signature: string) =>
  t.injectAs(null, {
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });

describe('connect to Stripe', () => {
  it('walks the onboarding: link, in progress, then active with charges and payouts', async () => {
    const { organization, token } = await owner();
    const link = (await t.injectAs(token, { method: 'POST', url: '/api/connect_to_stripe/onboarding' })).json()
      .url as string;
    expect(link).toContain(`acct_test_${organization.id}`);
    const page = await t.injectAs(null, { method: 'GET', url: link });
    expect(page.body).toContain('Start onboarding');

    const form = (step: string) =>
      `account=acct_test_${organization.id}&return_url=${encodeURIComponent('/connect_to_stripe?returned=1')}&step=${step}`;
    const post = (step: string) =>
      t.injectAs(null, {
        method: 'POST',
        url: '/api/providers/stripe/test_onboarding',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form(step),
      });
    expect((await post('details')).body).toContain('Submit details');
    expect((await account(token)).json().stripe_account).toMatchObject({ status: 'in_progress', charges_enabled: 0 });
    t.clock.advance(2000);
    const finished = await post('done');
    expect(finished.statusCode).toBe(303);
    expect(finished.headers.location).toBe('/connect_to_stripe?returned=1');
    expect((await account(token)).json().stripe_account).toMatchObject({
      status: 'active',
      charges_enabled: 1,
      payouts_enabled: 1,
      account_id: `acct_test_${organization.id}`,
    });
  });

  it('rejects a webhook whose signature does not match and changes nothing', async () => {
    const { organization, token } = await owner();
    await t.injectAs(token, { method: 'POST', url: '/api/connect_to_stripe/onboarding' });
    const event = signer.signedTestEvent(
      {
        account_id: `acct_test_${organization.id}`,
        details_submitted: true,
        charges_enabled: true,
        payouts_enabled: true,
      },
      Math.floor(Date.now() / 1000),
    );
    const tampered = event.body.replace('"charges_enabled":true', '"charges_enabled":false');
    expect((await deliver(tampered, event.signature)).statusCode).toBe(400);
    expect((await account(token)).json().stripe_account.status).toBeNull();
  });

  it('applies a retried delivery once and ignores an older event arriving late', async () => {
    const { organization, token } = await owner();
    await t.injectAs(token, { method: 'POST', url: '/api/connect_to_stripe/onboarding' });
    const accountId = `acct_test_${organization.id}`;
    const now = Math.floor(Date.now() / 1000);
    const newer = signer.signedTestEvent(
      { account_id: accountId, details_submitted: true, charges_enabled: true, payouts_enabled: false },
      now,
    );
    const older = signer.signedTestEvent(
      { account_id: accountId, details_submitted: false, charges_enabled: false, payouts_enabled: false },
      now - 60,
    );
    expect((await deliver(newer.body, newer.signature)).statusCode).toBe(200);
    expect((await deliver(newer.body, newer.signature)).statusCode).toBe(200);
    expect((await deliver(older.body, older.signature)).statusCode).toBe(200);
    expect((await account(token)).json().stripe_account).toMatchObject({
      status: 'active',
      charges_enabled: 1,
      payouts_enabled: 0,
    });
  });
});

describe('test-mode card tokenizer', () => {
  it('serves a frame page and its script from our origin', async () => {
    const page = await t.injectAs(null, { method: 'GET', url: '/api/providers/card_connect/tokenizer' });
    expect(page.body).toContain('id="ccnumfield"');
    const script = await t.injectAs(null, { method: 'GET', url: '/api/providers/card_connect/tokenizer.js' });
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain("errorCode: '00'");
  });
});
