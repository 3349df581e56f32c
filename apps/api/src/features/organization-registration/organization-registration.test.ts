import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

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
const register = (body: object) => t.injectAs(null, { method: 'POST', url: '/api/register_organization/step1', payload: body });

describe('organization sign-up', () => {
  it('creates the organization on a 15-day free trial with its owner signed in', async () => {
    const response = await register(business('rita@example.com'));
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(user).toMatchObject({ organization_name: 'Poop Patrol', subscription_package: 'Free trial', full_name: 'Rita Runner', active_users: 1, time_zone: 'America/Chicago' });
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
    expect(bad.json().errors).toMatchObject({ phone: [messages.phoneDigits], password: [messages.passwordMinLength], zip: [messages.zipDigits] });
  });

  it('adds a second organization to an existing account when its password is given', async () => {
    await register(business('two-orgs@example.com'));
    const second = await register({ ...business('two-orgs@example.com'), organization_name: 'Second Yard Co' });
    expect(second.statusCode).toBe(200);
    expect(second.json().user.organizations.map((entry: { name: string }) => entry.name)).toEqual(['Poop Patrol', 'Second Yard Co']);
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
