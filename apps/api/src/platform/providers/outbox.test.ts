import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  addMembership,
  createOrganization,
  createUser,
  sessionTokenFor,
  TEST_PASSWORD,
} from '../../../test/support/factories.ts';
import { organizations } from '../identity/organizations.table.ts';
import { users } from '../identity/users.table.ts';
import { createTestMail } from './mail/test-mail.ts';
import { createTestSms } from './sms/test-sms.ts';

/**
 * Test mode sends nothing out: SMS and mail land in the outbox table. Outside production anyone may read the demo
 * organizations' part of it at /api/demo/outbox (the README's two-factor login reads its code there); a real
 * organization's login codes and reset links are never in that answer, whoever asks.
 */

interface OutboxEntry {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
}

let t: TestApp;
let demoId: number;
let demoTechEmail: string;
beforeAll(async () => {
  t = await createTestApp();
  const demo = await createOrganization(t.db, { name: 'Demo Scoopers' });
  await t.db.update(organizations).set({ is_demo: true }).where(eq(organizations.id, demo.id));
  demoId = demo.id;
  demoTechEmail = (await createUser(t.db, { organizationId: demoId, role: 'Field Tech', phone: '3035550101' })).email;
});
afterAll(() => t.close());

const read = async (url: string, token: string | null = null) => {
  const response = await t.injectAs(token, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: OutboxEntry[] }>().data;
};
const outbox = (query = '') => read(`/api/demo/outbox${query}`);
const bodies = (entries: OutboxEntry[]) => entries.map((entry) => entry.body);

let visitors = 0;
async function signUpRealOrganization(email: string, phone: string) {
  const response = await t.injectAs(null, {
    method: 'POST',
    url: '/api/register_organization/step1',
    remoteAddress: `10.30.0.${++visitors}`,
    payload: {
      organization_name: 'Real Yard Co',
      first_name: 'Rhea',
      last_name: 'Real',
      email,
      phone,
      password: 'real-secret-1',
      time_zone: 'America/Denver',
      address_line1: '1 Main St',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string; user: { organization_id: number } }>();
}

describe('test-mode SMS and mail adapters', () => {
  it('store what they send; the demo outbox lists the demo part newest first, filtered by recipient, channel and limit', async () => {
    const sms = createTestSms(t.db);
    const mail = createTestMail(t.db);
    await sms.send({ to: '3035550101', body: 'Your login code is 1111.' });
    await mail.send({
      to: 'ana@example.com',
      subject: 'A message from Demo Scoopers',
      text: 'We miss you',
      organization_id: demoId,
    });
    await sms.send({ to: '3035550101', body: 'Your login code is 2222.' });
    await sms.send({ to: '3035550999', body: 'To nobody of a demo organization' });

    expect(
      (await outbox()).map(({ channel, recipient, subject, body }) => ({ channel, recipient, subject, body })),
    ).toEqual([
      { channel: 'sms', recipient: '3035550101', subject: null, body: 'Your login code is 2222.' },
      { channel: 'email', recipient: 'ana@example.com', subject: 'A message from Demo Scoopers', body: 'We miss you' },
      { channel: 'sms', recipient: '3035550101', subject: null, body: 'Your login code is 1111.' },
    ]);
    expect(bodies(await outbox('?to=3035550101'))).toEqual(['Your login code is 2222.', 'Your login code is 1111.']);
    expect((await outbox('?channel=email')).map((entry) => entry.recipient)).toEqual(['ana@example.com']);
    expect(bodies(await outbox('?to=3035550101&limit=1'))).toEqual(['Your login code is 2222.']);
    expect(await outbox('?to=3035550999')).toEqual([]);
  });

  it('show a demo login its two-factor code and reset link, where the README sends the demo user', async () => {
    const user = await createUser(t.db, { organizationId: demoId, phone: '3035550177', twoFactor: true });
    const login = await t.injectAs(null, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const [code] = await outbox('?to=3035550177');
    expect(code?.body).toMatch(/login code is \d{4}\b/);

    await t.injectAs(null, { method: 'POST', url: '/api/auth/password/forgot', payload: { email: demoTechEmail } });
    const [reset] = await outbox(`?to=${demoTechEmail}`);
    expect(reset?.body).toMatch(/\/reset_password\/[\w-]+/);
  });
});

describe('a real organization signed up through the API', () => {
  it('has its reset link and login code kept out of the demo outbox, while its owner reads them with their token', async () => {
    const email = 'rhea@real-yard.example';
    const { token } = await signUpRealOrganization(email, '(720) 555-0161');
    await t.injectAs(null, { method: 'POST', url: '/api/auth/password/forgot', payload: { email } });
    await t.db.update(users).set({ two_factor: true }).where(eq(users.email, email));
    const login = await t.injectAs(null, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'real-secret-1' },
      remoteAddress: '10.30.1.1',
    });
    expect(login.json().user).toMatchObject({ two_factor: 1 });

    expect(await outbox(`?to=${email}`)).toEqual([]);
    expect(await outbox('?to=7205550161')).toEqual([]);
    expect(JSON.stringify(await outbox('?limit=100'))).not.toMatch(/7205550161|rhea@real-yard/);

    const own = await read('/api/demo/organization_outbox', token);
    expect(own.map((entry) => entry.recipient).sort()).toEqual(['7205550161', email]);
    expect(bodies(own).join('\n')).toMatch(/\/reset_password\/[\w-]+/);
  });

  it('keeps a person who works for a real organization private even when a demo organization writes to them', async () => {
    const { token, user } = await signUpRealOrganization('shared@real-yard.example', '(720) 555-0162');
    const shared = (await t.db.select().from(users).where(eq(users.email, 'shared@real-yard.example')))[0]!;
    await addMembership(t.db, shared.id, demoId, { role: 'Office' });
    await createTestMail(t.db).send({
      to: shared.email,
      subject: 'Your login code',
      text: 'Your login code is 4321.',
      organization_id: demoId,
    });
    await createTestMail(t.db).send({ to: shared.email, subject: 'Reset', text: 'reset link', organization_id: null });
    expect(await outbox(`?to=${shared.email}`)).toEqual([]);

    // The real organization's own mail to a client stays private too; its owner reads it with their token.
    await createTestMail(t.db).send({
      to: 'client@real.example',
      subject: 'Notice',
      text: 'Your change request',
      organization_id: user.organization_id,
    });
    expect(await outbox('?to=client@real.example')).toEqual([]);
    expect(
      bodies(
        await read(
          `/api/demo/organization_outbox?to=client@real.example&organization_id=${user.organization_id}`,
          token,
        ),
      ),
    ).toEqual(['Your change request']);
  });

  it("never shows a member another person's sign-in messages through the organization outbox", async () => {
    const { token, user } = await signUpRealOrganization('boss@real-yard.example', '(720) 555-0163');
    const tech = await createUser(t.db, {
      organizationId: user.organization_id,
      role: 'Field Tech',
      phone: '7205550164',
    });
    await createTestSms(t.db).send({
      to: '7205550164',
      body: 'Your login code is 9876.',
      organization_id: user.organization_id,
    });
    await createTestMail(t.db).send({
      to: 'yard-client@real.example',
      subject: 'Gift',
      text: 'Your gift certificate',
      organization_id: user.organization_id,
    });

    expect(bodies(await read('/api/demo/organization_outbox', token))).toEqual(['Your gift certificate']);
    // The organization's mail is for whoever runs its staff page, not for a field tech.
    const techReads = await t.injectAs(await sessionTokenFor(t.db, tech.id), {
      method: 'GET',
      url: '/api/demo/organization_outbox',
    });
    expect(techReads.statusCode).toBe(403);
  });
});

describe('the demo event routes', () => {
  const stripeStatus = (token: string | null, organizationId: number) =>
    t.injectAs(token, {
      method: 'POST',
      url: '/api/demo/events/stripe_status',
      payload: { organization_id: organizationId, status: 'active', payouts_enabled: true, charges_enabled: true },
    });

  it("change an organization's payment status only for its member who may connect the account", async () => {
    const { token, user } = await signUpRealOrganization('stripe-owner@real-yard.example', '(720) 555-0165');
    const stranger = await signUpRealOrganization('stranger@other-yard.example', '(720) 555-0166');
    const tech = await createUser(t.db, { organizationId: user.organization_id, role: 'Field Tech' });

    expect((await stripeStatus(null, user.organization_id)).statusCode).toBe(401);
    expect((await stripeStatus(stranger.token, user.organization_id)).statusCode).toBe(403);
    expect((await stripeStatus(await sessionTokenFor(t.db, tech.id), user.organization_id)).statusCode).toBe(403);
    const [untouched] = await t.db.select().from(organizations).where(eq(organizations.id, user.organization_id));
    expect(untouched).toMatchObject({ payment_account_status: null, charges_enabled: false });

    const done = await stripeStatus(token, user.organization_id);
    expect(done.statusCode, done.body).toBe(200);
    const [updated] = await t.db.select().from(organizations).where(eq(organizations.id, user.organization_id));
    expect(updated).toMatchObject({ payment_account_status: 'active', charges_enabled: true });
  });

  it('announce a new build only for a signed-in member', async () => {
    const anonymous = await t.injectAs(null, {
      method: 'POST',
      url: '/api/demo/events/employee_version',
      payload: { version: 'next' },
    });
    expect(anonymous.statusCode).toBe(401);
    const { token } = await signUpRealOrganization('deployer@real-yard.example', '(720) 555-0167');
    expect(
      (
        await t.injectAs(token, {
          method: 'POST',
          url: '/api/demo/events/employee_version',
          payload: { version: 'next' },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('the outbox in production', () => {
  it('is not served at all, since it would hand out login codes and reset links', async () => {
    const production = await createTestApp({ config: { env: 'production' } });
    try {
      const response = await production.injectAs(null, { method: 'GET', url: '/api/demo/outbox' });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
