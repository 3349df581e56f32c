import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/support/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: { loginPerIp: 1000, loginFailuresPerAccount: 3, codeSendsPerAccount: 20, windowSeconds: 900 } } });
});
afterAll(() => t.close());

const login = (body: unknown, ip = '10.0.0.1') => t.injectAs(null, { method: 'POST', url: '/api/auth/login', payload: body as object, remoteAddress: ip });

describe('POST /api/auth/login', () => {
  it('answers a session token and the signed-in user for the right password', async () => {
    const organization = await createOrganization(t.db, { name: 'Acme Scoopers' });
    const user = await createUser(t.db, { organizationId: organization.id, email: 'ana@example.com' });
    const response = await login({ email: '  ANA@example.com ', password: TEST_PASSWORD, timezone: 'America/Denver' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.user).toMatchObject({ user_id: user.id, organization_id: organization.id, organization_name: 'Acme Scoopers', two_factor: 0, change_password: 0, active_users: 1 });
    expect(body.user.permissions).toContain('clients');

    const me = await t.injectAs(body.token, { method: 'GET', url: '/api/auth/employee_user' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ token: body.token, user: { user_id: user.id } });
  });

  it('refuses a wrong password with invalid_credentials and the same answer for an unknown e-mail', async () => {
    const organization = await createOrganization(t.db);
    const user = await createUser(t.db, { organizationId: organization.id });
    const wrong = await login({ email: user.email, password: 'not the password' });
    const unknown = await login({ email: 'nobody-here@example.com', password: 'not the password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ error: 'invalid_credentials', message: 'These credentials do not match our records.' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('validates with the catalogue wording', async () => {
    const response = await login({ email: 'not-an-email', password: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: [messages.emailInvalid], password: [messages.required] });
  });

  it('locks an account after repeated failures with 429 and Retry-After, even with the right password', async () => {
    const organization = await createOrganization(t.db);
    const user = await createUser(t.db, { organizationId: organization.id });
    for (let attempt = 0; attempt < 3; attempt++) expect((await login({ email: user.email, password: 'wrong-password' })).statusCode).toBe(422);
    const locked = await login({ email: user.email, password: TEST_PASSWORD }, '10.0.0.99');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().error).toBe('too_many_attempts');
  });

  it('answers 401 Unauthenticated. for a missing or unknown token', async () => {
    for (const token of [null, 'made-up-token']) {
      const response = await t.injectAs(token, { method: 'GET', url: '/api/auth/employee_user' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: messages.unauthenticated });
    }
  });
});

describe('per-address limit behind no trusted proxy', () => {
  it('ignores a forged X-Forwarded-For, so changing it does not reset the limit', async () => {
    const limited = await createTestApp({ config: { rateLimits: { loginPerIp: 3, loginFailuresPerAccount: 100, codeSendsPerAccount: 20, windowSeconds: 900 } } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const response = await limited.injectAs(null, { method: 'POST', url: '/api/auth/login', payload: { email: `x${attempt}@example.com`, password: 'whatever-1' }, remoteAddress: '10.7.7.7', headers: { 'x-forwarded-for': `203.0.113.${attempt}` } });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([422, 422, 422, 429]);
    } finally {
      await limited.close();
    }
  });
});
