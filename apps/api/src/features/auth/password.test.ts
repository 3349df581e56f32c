import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor, TEST_PASSWORD } from '../../../test/support/factories.ts';
import { lastMessageTo, resetTokenIn } from '../../../test/support/outbox.ts';
import { latestOutboxMessages } from '../../platform/providers/outbox.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, token: string | null = null) =>
  t.injectAs(token, { method: 'POST', url, payload });
const login = (email: string, password: string) => post('/api/auth/login', { email, password });

async function member(options: { changePassword?: boolean } = {}) {
  const organization = await createOrganization(t.db);
  const user = await createUser(t.db, { organizationId: organization.id, changePassword: options.changePassword });
  return { user, token: await sessionTokenFor(t.db, user.id) };
}

describe('password reset by e-mailed link', () => {
  it('answers the same for known and unknown e-mails and mails a link only to a real account', async () => {
    const { user } = await member();
    const known = await post('/api/auth/password/forgot', { email: user.email });
    const unknown = await post('/api/auth/password/forgot', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await latestOutboxMessages(t.db, { to: 'ghost@example.com', limit: 5 })).toHaveLength(0);
    expect(resetTokenIn((await lastMessageTo(t.db, user.email)).body)).not.toBe('');
  });

  it('sets the new password once; the link cannot be used twice and old sessions end', async () => {
    const { user, token: oldSession } = await member();
    await post('/api/auth/password/forgot', { email: user.email });
    const resetToken = resetTokenIn((await lastMessageTo(t.db, user.email)).body);
    const reset = await post('/api/auth/password/reset', {
      token: resetToken,
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(user.email, 'brand-new-pass')).statusCode).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(422);
    expect((await t.injectAs(oldSession, { method: 'GET', url: '/api/auth/employee_user' })).statusCode).toBe(401);
    const again = await post('/api/auth/password/reset', {
      token: resetToken,
      password: 'another-pass-1',
      password_confirmation: 'another-pass-1',
    });
    expect(again.json()).toMatchObject({ error: 'invalid_token' });
  });

  it('voids every older link when a new one is sent, so only the newest resets the password', async () => {
    const { user } = await member();
    await post('/api/auth/password/forgot', { email: user.email });
    const older = resetTokenIn((await lastMessageTo(t.db, user.email)).body);
    await post('/api/auth/password/forgot', { email: user.email });
    const newest = resetTokenIn((await lastMessageTo(t.db, user.email)).body);
    expect(newest).not.toBe(older);

    const withOlder = await post('/api/auth/password/reset', {
      token: older,
      password: 'older-link-pass',
      password_confirmation: 'older-link-pass',
    });
    expect(withOlder.json()).toMatchObject({ error: 'invalid_token' });
    expect(
      (
        await post('/api/auth/password/reset', {
          token: newest,
          password: 'newest-link-pass',
          password_confirmation: 'newest-link-pass',
        })
      ).statusCode,
    ).toBe(200);
    // After the reset, the older link still cannot choose another password.
    expect(
      (
        await post('/api/auth/password/reset', {
          token: older,
          password: 'attacker-pass-1',
          password_confirmation: 'attacker-pass-1',
        })
      ).json(),
    ).toMatchObject({ error: 'invalid_token' });
    expect((await login(user.email, 'newest-link-pass')).statusCode).toBe(200);
    expect((await login(user.email, 'attacker-pass-1')).statusCode).toBe(422);
  });

  it('refuses an expired link', async () => {
    const { user } = await member();
    await post('/api/auth/password/forgot', { email: user.email });
    const resetToken = resetTokenIn((await lastMessageTo(t.db, user.email)).body);
    t.clock.advance(61 * 60_000);
    const response = await post('/api/auth/password/reset', {
      token: resetToken,
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    });
    t.clock.advance(-61 * 60_000);
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe('invalid_token');
  });

  it('checks length and confirmation with the catalogue wording', async () => {
    const short = await post('/api/auth/password/reset', {
      token: 'x',
      password: 'short',
      password_confirmation: 'short',
    });
    expect(short.json().errors.password).toEqual([messages.passwordMinLength]);
    const mismatch = await post('/api/auth/password/reset', {
      token: 'x',
      password: 'long-enough-1',
      password_confirmation: 'long-enough-2',
    });
    expect(mismatch.json().errors.password_confirmation).toEqual([messages.passwordsMustMatch]);
  });
});

describe('first login and change password', () => {
  it('keeps a first-login user out of everything but the password change', async () => {
    const { token } = await member({ changePassword: true });
    const blocked = await t.injectAs(token, {
      method: 'GET',
      url: '/api/dashboard/kpis/active_residential?date_from=2026-01-01&date_to=2026-01-31',
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toBe('password_change_required');
    expect(
      (await t.injectAs(token, { method: 'GET', url: '/api/auth/employee_user' })).json().user.change_password,
    ).toBe(1);

    const same = await t.injectAs(token, {
      method: 'PUT',
      url: '/api/auth/change_password',
      payload: { current_password: TEST_PASSWORD, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD },
    });
    expect(same.json().errors.password).toEqual([messages.newPasswordMustDiffer]);

    const changed = await t.injectAs(token, {
      method: 'PUT',
      url: '/api/auth/change_password',
      payload: { current_password: TEST_PASSWORD, password: 'my-own-secret', password_confirmation: 'my-own-secret' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user.change_password).toBe(0);
    expect(
      (
        await t.injectAs(token, {
          method: 'GET',
          url: '/api/dashboard/kpis/active_residential?date_from=2026-01-01&date_to=2026-01-31',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong current password', async () => {
    const { token } = await member();
    const response = await t.injectAs(token, {
      method: 'PUT',
      url: '/api/auth/change_password',
      payload: { current_password: 'nope-nope', password: 'my-own-secret', password_confirmation: 'my-own-secret' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ current_password: [messages.currentPasswordIncorrect] });
  });
});
