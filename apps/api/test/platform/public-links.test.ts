import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor, TEST_PASSWORD } from '../support/factories.ts';
import { presetRoleId } from '../support/staff-factories.ts';
import { lastMessageTo } from '../support/outbox.ts';

/**
 * Every link the server builds comes from its configuration. A request naming another host (a forged Host
 * header, or X-Forwarded-Host behind no trusted proxy) must not steer a reset link or an invitation to that host.
 */
const EVIL = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
const linksIn = (text: string) => text.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Exactly one link, on `origin`, to `path` followed by a token. */
const onlyLinkTo = (origin: string, path: string) => [
  expect.stringMatching(new RegExp(`^${escaped(origin)}${path}/[\\w-]+$`)),
];

async function expectLinksOn(t: TestApp, origin: string) {
  const organization = await createOrganization(t.db, { name: 'Link Scoopers' });
  const user = await createUser(t.db, { organizationId: organization.id });
  const token = await sessionTokenFor(t.db, user.id);
  const send = (method: 'POST' | 'PUT', url: string, payload?: object, bearer: string | null = token) =>
    t.injectAs(bearer, { method, url, payload: payload ?? {}, headers: EVIL });

  expect((await send('POST', '/api/auth/password/forgot', { email: user.email }, null)).statusCode).toBe(200);
  expect(linksIn((await lastMessageTo(t.db, user.email)).body)).toEqual(onlyLinkTo(origin, '/reset_password'));

  const newEmail = `moved-${user.id}@example.com`;
  expect(
    (
      await send('PUT', '/api/auth/change_email', {
        email: newEmail,
        email_confirmation: newEmail,
        password: TEST_PASSWORD,
      })
    ).statusCode,
  ).toBe(200);
  expect(linksIn((await lastMessageTo(t.db, newEmail)).body)).toEqual(onlyLinkTo(origin, '/change_email'));

  const invitee = `invitee-${user.id}@example.com`;
  const invited = await send('POST', '/api/staff/invitations', {
    first_name: 'Ivy',
    last_name: 'Invitee',
    email: invitee,
    role_id: await presetRoleId(t.db, organization.id, 'Field Tech'),
  });
  expect(invited.statusCode).toBe(200);
  expect(linksIn((await lastMessageTo(t.db, invitee)).body)).toEqual(onlyLinkTo(origin, '/accept_invitation'));
  expect((await send('POST', `/api/staff/${invited.json().staff.id}/invitation/resend`)).statusCode).toBe(200);
  expect(linksIn((await lastMessageTo(t.db, invitee)).body)).toEqual(onlyLinkTo(origin, '/accept_invitation'));

  const onboarding = await send('POST', '/api/connect_to_stripe/onboarding');
  expect(onboarding.statusCode).toBe(200);
  const stripeLink = new URL(onboarding.json().url, 'http://stand-in.invalid');
  expect(stripeLink.searchParams.get('return_url')).toBe(`${origin}/connect_to_stripe?returned=1`);

  const onboardingForm = (
    await t.injectAs(token, { method: 'GET', url: '/api/client_onboarding', headers: EVIL })
  ).json();
  expect(onboardingForm.settings.form_url).toBe(`${origin}/sign_up/${organization.public_form_key}`);
  expect(
    (await t.injectAs(token, { method: 'GET', url: '/api/organization_settings', headers: EVIL })).json().listing_url,
  ).toBe(`${origin}/directory/${organization.id}`);
  return { organization, token };
}

describe('with PUBLIC_URL set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: 'https://portal.example.com' } });
  });
  afterAll(() => t.close());

  it('mails reset, e-mail change and invitation links and builds Stripe return and form links on the configured origin', async () => {
    await expectLinksOn(t, 'https://portal.example.com');
  });

  it('sends the test Stripe onboarding back only into the configured origin', async () => {
    const { organization } = await expectLinksOn(t, 'https://portal.example.com');
    const finish = (returnUrl: string) =>
      t.injectAs(null, {
        method: 'POST',
        url: '/api/providers/stripe/test_onboarding',
        headers: { ...EVIL, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `account=acct_test_${organization.id}&return_url=${encodeURIComponent(returnUrl)}&step=done`,
      });
    expect((await finish('https://portal.example.com/connect_to_stripe?returned=1')).headers.location).toBe(
      '/connect_to_stripe?returned=1',
    );
    expect((await finish('https://evil.example/connect_to_stripe?returned=1')).headers.location).toBe(
      '/connect_to_stripe',
    );
  });
});

describe('without PUBLIC_URL outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('builds links on the server own address, never on the host a request names', async () => {
    expect(t.deps.config.publicUrl).toBe('http://localhost:3000');
    await expectLinksOn(t, 'http://localhost:3000');
  });
});
