import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor, TEST_PASSWORD } from '../../../test/support/factories.ts';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { organizationTokens } from '../../platform/identity/auth.table.ts';
import { pruneOrganizationTokens } from '../../platform/auth/organization-token.repository.ts';
import { hashToken } from '../../platform/auth/secrets.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const business = (email: string) => ({
  organization_name: 'Poop Patrol',
  first_name: 'Rita',
  last_name: 'Runner',
  email,
  phone: '(720) 555-0133',
  password: 'scoop-it-up',
  time_zone: 'America/Chicago',
  address_line1: '10 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
});
let visitors = 0;
// Each sign-up from its own address: the per-address limit of sign-ups is not what these tests are about.
const register = (body: object) =>
  t.injectAs(null, {
    method: 'POST',
    url: '/api/register_organization/step1',
    payload: body,
    remoteAddress: `10.20.0.${++visitors}`,
  });

describe('organization sign-up', () => {
  it('creates the organization on a 15-day free trial with its owner signed in', async () => {
    const response = await register(business('rita@example.com'));
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(user).toMatchObject({
      organization_name: 'Poop Patrol',
      subscription_package: 'Free trial',
      full_name: 'Rita Runner',
      active_users: 1,
      time_zone: 'America/Chicago',
    });
    expect(new Date(user.end_trail).getTime() - t.clock.now().getTime()).toBe(15 * 86_400_000);
    expect(user.permissions).toContain('subscription_details');
    const details = await t.injectAs(token, { method: 'GET', url: '/api/organization_subscription/details' });
    expect(details.json().subscription_details).toMatchObject({ isTrialActive: true, trial_day: 1 });
  });

  it('refuses a duplicate e-mail with a wrong password, bad phone and weak password', async () => {
    await register(business('taken@example.com'));
    const duplicate = await register({ ...business('taken@example.com'), password: 'another-password' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.email[0]).toMatch(/already taken/);
    const bad = await register({ ...business('new@example.com'), phone: '12345', password: 'short', zip: '1' });
    expect(bad.json().errors).toMatchObject({
      phone: [messages.phoneDigits],
      password: [messages.passwordMinLength],
      zip: [messages.zipDigits],
    });
  });

  it('adds a second organization to an existing account when its password is given', async () => {
    await register(business('two-orgs@example.com'));
    const second = await register({ ...business('two-orgs@example.com'), organization_name: 'Second Yard Co' });
    expect(second.statusCode).toBe(200);
    expect(second.json().user.organizations.map((entry: { name: string }) => entry.name)).toEqual([
      'Poop Patrol',
      'Second Yard Co',
    ]);
  });
});

const organizationOnly = (name: string) => ({
  organization_name: name,
  time_zone: 'America/Denver',
  address_line1: '1 Market St',
  city: 'Denver',
  state: 'CO',
  zip: '80202',
});
const owner = (email: string) => ({
  first_name: 'Olga',
  last_name: 'Owner',
  email,
  phone: '(303) 555-0144',
  password: 'two-step-pass',
});
const createOwner = (token: string | null, user: object) =>
  t.injectAs(token, { method: 'POST', url: '/api/users', payload: { user } });
const organizationsNamed = async (name: string) =>
  t.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, name));

async function organizationToken(name: string) {
  const response = await register(organizationOnly(name));
  expect(response.statusCode).toBe(200);
  expect(Object.keys(response.json())).toEqual(['token']);
  return response.json().token as string;
}

describe('sign-up in two calls: step 1 then POST users (spec §4, §7)', () => {
  it('answers an organization token alone, which POST users turns into the owner session', async () => {
    const token = await organizationToken('Two Step Yards');
    // Nothing exists yet but the token: an organization without its owner is neither reachable nor billed.
    expect(await organizationsNamed('Two Step Yards')).toHaveLength(0);

    const created = await createOwner(token, owner('olga@two-step.test'));
    expect(created.statusCode).toBe(200);
    const { token: session, user } = created.json();
    expect(session).toBe(token);
    expect(user).toMatchObject({
      organization_name: 'Two Step Yards',
      full_name: 'Olga Owner',
      email: 'olga@two-step.test',
      subscription_package: 'Free trial',
      active_users: 1,
      time_zone: 'America/Denver',
      change_password: 0,
      two_factor: 0,
    });
    expect(user.permissions).toContain('subscription_details');
    expect(new Date(user.end_trail).getTime() - t.clock.now().getTime()).toBe(15 * 86_400_000);

    // The token the client holds is now its session, signed in as the owner, on the trial's first day.
    const me = await t.injectAs(token, { method: 'GET', url: '/api/auth/employee_user' });
    expect(me.json()).toMatchObject({ token, user: { user_id: user.user_id, organization_name: 'Two Step Yards' } });
    const details = await t.injectAs(token, { method: 'GET', url: '/api/organization_subscription/details' });
    expect(details.json().subscription_details).toMatchObject({ isTrialActive: true, trial_day: 1 });
    expect(await organizationsNamed('Two Step Yards')).toHaveLength(1);
    // The owner signs in with the chosen password.
    const login = await t.injectAs(null, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'olga@two-step.test', password: 'two-step-pass' },
    });
    expect(login.json().user).toMatchObject({ organization_name: 'Two Step Yards' });
  });

  it('uses the organization token once: a second POST users is refused and creates nothing', async () => {
    const token = await organizationToken('Once Only Yards');
    expect((await createOwner(token, owner('once@only.test'))).statusCode).toBe(200);
    const again = await createOwner(token, owner('twice@only.test'));
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: messages.unauthenticated });
    expect(await organizationsNamed('Once Only Yards')).toHaveLength(1);
  });

  it('opens nothing but POST users with an organization token', async () => {
    const token = await organizationToken('Closed Doors Yards');
    const guarded = t.app.apiRoutes.filter(
      (route) => route.access.kind !== 'public' && route.access.kind !== 'organization_token',
    );
    expect(guarded.length).toBeGreaterThan(20);
    for (const route of guarded) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const response = await t.injectAs(token, {
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json(), `${route.method} ${route.url}`).toEqual({ message: messages.unauthenticated });
    }
    // Still unused after all that.
    expect((await createOwner(token, owner('closed@doors.test'))).statusCode).toBe(200);
  });

  it('refuses POST users without an organization token: none, a session token, an expired one', async () => {
    const organization = await createOrganization(t.db);
    const member = await createUser(t.db, { organizationId: organization.id });
    expect((await createOwner(null, owner('none@tokens.test'))).statusCode).toBe(401);
    expect((await createOwner(await sessionTokenFor(t.db, member.id), owner('session@tokens.test'))).statusCode).toBe(
      401,
    );

    const token = await organizationToken('Expired Yards');
    t.clock.advance(24 * 3600_000 + 1000);
    try {
      const expired = await createOwner(token, owner('late@tokens.test'));
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual({ message: messages.unauthenticated });
    } finally {
      t.clock.advance(-(24 * 3600_000 + 1000));
    }
    expect(await organizationsNamed('Expired Yards')).toHaveLength(0);
  });

  it("applies the e-mail rules: a taken e-mail needs that account's password, which adds the organization to it", async () => {
    const organization = await createOrganization(t.db, { name: 'First Home Yards' });
    const existing = await createUser(t.db, { organizationId: organization.id, email: 'has-account@yards.test' });
    const token = await organizationToken('Second Home Yards');

    const taken = await createOwner(token, { ...owner(existing.email), password: 'not-their-password' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors['user.email'][0]).toMatch(/^This e-mail is already taken/);
    expect(await organizationsNamed('Second Home Yards')).toHaveLength(0);

    // The refusal left the token unused: the right password adds the organization to the account.
    const added = await createOwner(token, { ...owner(existing.email), password: TEST_PASSWORD });
    expect(added.statusCode).toBe(200);
    expect(added.json().user).toMatchObject({ user_id: existing.id, organization_name: 'Second Home Yards' });
    expect(added.json().user.organizations.map((entry: { name: string }) => entry.name)).toEqual([
      'First Home Yards',
      'Second Home Yards',
    ]);
  });

  it("validates the owner's details with the catalogue wording and keeps the token for a corrected try", async () => {
    const token = await organizationToken('Careful Yards');
    const bad = await createOwner(token, { first_name: ' ', email: 'not-an-email', phone: '12345', password: 'short' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'user.first_name': [messages.required],
      'user.last_name': [messages.required],
      'user.email': [messages.emailInvalid],
      'user.phone': [messages.phoneDigits],
      'user.password': [messages.passwordMinLength],
    });
    expect((await t.injectAs(token, { method: 'POST', url: '/api/users', payload: {} })).json().errors).toEqual({
      user: [messages.required],
    });
    expect((await createOwner(token, owner('careful@yards.test'))).statusCode).toBe(200);
  });

  it('leaves nothing of an abandoned sign-up but its token, which the hourly cleanup removes once expired', async () => {
    const token = await organizationToken('Abandoned Yards');
    const stored = () =>
      t.db
        .select({ id: organizationTokens.id })
        .from(organizationTokens)
        .where(eq(organizationTokens.token_hash, hashToken(token)));
    await pruneOrganizationTokens(t.db, t.clock.now());
    expect(await stored()).toHaveLength(1);
    await pruneOrganizationTokens(t.db, new Date(t.clock.now().getTime() + 24 * 3600_000 + 1000));
    expect(await stored()).toHaveLength(0);
    expect(await organizationsNamed('Abandoned Yards')).toHaveLength(0);
  });

  it('asks for all of the owner when step 1 carries part of it', async () => {
    const partial = await register({ ...organizationOnly('Half Yards'), email: 'half@yards.test' });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().errors).toEqual({
      first_name: [messages.required],
      last_name: [messages.required],
      password: [messages.required],
    });
  });
});

describe('landing page', () => {
  it('lists the first steps of a new organization, none done yet', async () => {
    const { token } = (await register(business('landing@example.com'))).json();
    const landing = (await t.injectAs(token, { method: 'GET', url: '/api/organization_landing_page' })).json();
    expect(landing.steps).toEqual([
      { key: 'staff', route: 'staff', done: false },
      { key: 'card_processor', route: 'connect_to_stripe', done: false },
      { key: 'subscription', route: 'subscription_details', done: false },
    ]);
  });
});
