import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/support/factories.ts';
import { createTestMail } from './mail/test-mail.ts';
import { createTestSms } from './sms/test-sms.ts';

/** Test mode sends nothing out: SMS and mail land in the outbox table, which the demo shows at /api/demo/outbox. */

interface OutboxEntry {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const outbox = async (query = '') => {
  const response = await t.injectAs(null, { method: 'GET', url: `/api/demo/outbox${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: OutboxEntry[] }>().data;
};

describe('test-mode SMS and mail adapters', () => {
  it('store what they send, listed newest first and filtered by recipient, channel and limit', async () => {
    const sms = createTestSms(t.db);
    const mail = createTestMail(t.db);
    await sms.send({ to: '3035550101', body: 'Your login code is 1111.' });
    await mail.send({ to: 'ana@example.com', subject: 'Reset your password', text: 'Open this link: https://portal.example/r/abc' });
    await sms.send({ to: '3035550101', body: 'Your login code is 2222.' });
    await sms.send({ to: '3035550102', body: 'Someone else' });

    expect((await outbox()).map(({ channel, recipient, subject, body }) => ({ channel, recipient, subject, body }))).toEqual([
      { channel: 'sms', recipient: '3035550102', subject: null, body: 'Someone else' },
      { channel: 'sms', recipient: '3035550101', subject: null, body: 'Your login code is 2222.' },
      { channel: 'email', recipient: 'ana@example.com', subject: 'Reset your password', body: 'Open this link: https://portal.example/r/abc' },
      { channel: 'sms', recipient: '3035550101', subject: null, body: 'Your login code is 1111.' },
    ]);
    expect((await outbox('?to=3035550101')).map((entry) => entry.body)).toEqual(['Your login code is 2222.', 'Your login code is 1111.']);
    expect((await outbox('?channel=email')).map((entry) => entry.recipient)).toEqual(['ana@example.com']);
    expect((await outbox('?to=3035550101&limit=1')).map((entry) => entry.body)).toEqual(['Your login code is 2222.']);
    expect(await outbox('?to=nobody@example.com')).toEqual([]);
  });

  it('receive the two-factor code of a real login, where the demo user reads it', async () => {
    const organization = await createOrganization(t.db);
    const user = await createUser(t.db, { organizationId: organization.id, phone: '3035550177', twoFactor: true });
    const login = await t.injectAs(null, { method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const [latest] = await outbox('?to=3035550177');
    expect(latest?.body).toMatch(/login code is \d{4}\b/);
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
