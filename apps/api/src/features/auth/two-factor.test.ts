import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/support/factories.ts';
import { codeIn, lastMessageTo } from '../../../test/support/outbox.ts';
import { latestOutboxMessages } from '../../platform/providers/outbox.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function startLogin(phone = '3035550142') {
  const organization = await createOrganization(t.db);
  const user = await createUser(t.db, { organizationId: organization.id, twoFactor: true, phone });
  const response = await t.injectAs(null, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return {
    user,
    pendingToken: response.json().token as string,
    body: response.json(),
    code: codeIn((await lastMessageTo(t.db, phone)).body),
  };
}

const sendCode = (token: string, code: unknown) =>
  t.injectAs(token, { method: 'POST', url: '/api/validate_two_factor', payload: { code } });

describe('two-factor login', () => {
  it('answers a pending token that reveals only the name, and texts a 4-digit code to the phone', async () => {
    const { body, code } = await startLogin('3035550150');
    expect(body.user).toEqual({ user_id: expect.any(Number), full_name: expect.any(String), two_factor: 1 });
    expect(code).toMatch(/^\d{4}$/);
  });

  it('does not let the pending token act as a session', async () => {
    const { pendingToken } = await startLogin('3035550151');
    const response = await t.injectAs(pendingToken, { method: 'GET', url: '/api/auth/employee_user' });
    expect(response.statusCode).toBe(401);
  });

  it('completes with the right code and the token becomes a session', async () => {
    const { pendingToken, code, user } = await startLogin('3035550152');
    const response = await sendCode(pendingToken, code);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ user_id: user.id, two_factor: 1 });
    const me = await t.injectAs(response.json().token, { method: 'GET', url: '/api/auth/employee_user' });
    expect(me.statusCode).toBe(200);
    // The code is single use.
    expect((await sendCode(pendingToken, code)).statusCode).toBe(401);
  });

  it('validates the code format with the catalogue wording', async () => {
    const { pendingToken } = await startLogin('3035550153');
    const response = await sendCode(pendingToken, '12');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ code: [messages.codeDigits] });
  });

  it('voids the pending login after five wrong codes, even if the sixth is right', async () => {
    const { pendingToken, code } = await startLogin('3035550154');
    const wrong = code === '0000' ? '1111' : '0000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await sendCode(pendingToken, wrong);
      expect(response.json().error).toBe('invalid_code');
    }
    expect((await sendCode(pendingToken, wrong)).json().error).toBe('too_many_attempts');
    expect((await sendCode(pendingToken, code)).statusCode).toBe(401);
  });

  it('counts parallel guesses one by one', async () => {
    const { pendingToken, code } = await startLogin('3035550155');
    const guesses = Array.from({ length: 12 }, (_, index) => String(index).padStart(4, '0'))
      .filter((guess) => guess !== code)
      .slice(0, 10);
    const answers = await Promise.all(guesses.map((guess) => sendCode(pendingToken, guess)));
    expect(answers.every((answer) => answer.statusCode !== 200)).toBe(true);
    expect((await sendCode(pendingToken, code)).statusCode).toBe(401);
  });

  it('refuses codes for the day after 20 wrong ones across several logins, even the right one, and e-mails the owner once', async () => {
    const organization = await createOrganization(t.db);
    const user = await createUser(t.db, { organizationId: organization.id, twoFactor: true, phone: '3035550157' });
    const newLogin = async () => {
      const response = await t.injectAs(null, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      return {
        pendingToken: response.json().token as string,
        code: codeIn((await lastMessageTo(t.db, '3035550157')).body),
      };
    };
    const wrongFor = (code: string, index: number) => String((Number(code) + 1 + index) % 10_000).padStart(4, '0');
    const warnings = async () =>
      (await latestOutboxMessages(t.db, { to: user.email, limit: 20 })).filter((message) =>
        message.subject?.includes('wrong sign-in codes'),
      );

    let last = { pendingToken: '', code: '' };
    for (let login = 0; login < 5; login++) {
      last = await newLogin();
      // Four per login: the fifth would void the pending login.
      for (let guess = 0; guess < 4; guess++)
        expect((await sendCode(last.pendingToken, wrongFor(last.code, guess))).json().error).toBe('invalid_code');
    }
    expect(await warnings()).toHaveLength(1);

    const refused = await sendCode(last.pendingToken, last.code);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: 'too_many_codes',
      errors: { code: [expect.stringContaining('Too many wrong sign-in codes')] },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);

    // A new login sends no code that could not be used.
    const textsBefore = (await latestOutboxMessages(t.db, { to: '3035550157', limit: 50 })).length;
    const again = await t.injectAs(null, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(again.json().error).toBe('too_many_codes');
    expect(await latestOutboxMessages(t.db, { to: '3035550157', limit: 50 })).toHaveLength(textsBefore);

    const [warning] = await warnings();
    expect(warning?.body).toContain('20 wrong sign-in codes');
    expect(warning?.body).toContain('change it now');
    expect(await warnings()).toHaveLength(1);

    // The next day codes work again.
    t.clock.advance(24 * 3600_000);
    try {
      const fresh = await newLogin();
      expect((await sendCode(fresh.pendingToken, fresh.code)).statusCode).toBe(200);
    } finally {
      t.clock.advance(-24 * 3600_000);
    }
  });

  it('expires the code after ten minutes', async () => {
    const { pendingToken, code } = await startLogin('3035550156');
    t.clock.advance(10 * 60_000 + 1000);
    const response = await sendCode(pendingToken, code);
    // The pending token lives exactly as long as its code.
    expect(response.statusCode).toBe(401);
    t.clock.advance(-(10 * 60_000 + 1000));
  });
});
