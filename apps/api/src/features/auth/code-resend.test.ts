import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitInWords } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/support/factories.ts';
import { codeIn, lastMessageTo } from '../../../test/support/outbox.ts';
import { latestOutboxMessages } from '../../platform/providers/outbox.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function twoFactorUser(phone: string | null) {
  const organization = await createOrganization(t.db);
  return createUser(t.db, { organizationId: organization.id, twoFactor: true, phone });
}

const logIn = (email: string) =>
  t.injectAs(null, { method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } });

async function startLogin(phone: string) {
  const user = await twoFactorUser(phone);
  const response = await logIn(user.email);
  expect(response.statusCode).toBe(200);
  return { user, pendingToken: response.json().token as string, code: codeIn((await lastMessageTo(t.db, phone)).body) };
}

const resend = (pendingToken: string) =>
  t.injectAs(pendingToken, { method: 'POST', url: '/api/validate_two_factor/resend' });
const sendCode = (pendingToken: string, code: string) =>
  t.injectAs(pendingToken, { method: 'POST', url: '/api/validate_two_factor', payload: { code } });
const textsTo = async (phone: string) => (await latestOutboxMessages(t.db, { to: phone, limit: 50 })).length;
const otherThan = (code: string, offset = 1) => String((Number(code) + offset) % 10_000).padStart(4, '0');

describe('resending the sign-in code', () => {
  it('texts a new code for the same sign-in, and the earlier code no longer works', async () => {
    const { pendingToken, code: first } = await startLogin('3035550160');
    const answer = await resend(pendingToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      message: 'A new code was sent by text message. Codes sent before it no longer work.',
      sent_at: t.clock.now().toISOString(),
    });
    const second = codeIn((await lastMessageTo(t.db, '3035550160')).body);
    expect(second).toMatch(/^\d{4}$/);
    expect(second).not.toBe(first);

    expect((await sendCode(pendingToken, first)).json().error).toBe('invalid_code');
    const signedIn = await sendCode(pendingToken, second);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.two_factor).toBe(1);
  });

  it('e-mails the new code when the account has no phone, as the first one went', async () => {
    const user = await twoFactorUser(null);
    const pendingToken = (await logIn(user.email)).json().token as string;
    const answer = await resend(pendingToken);
    expect(answer.json().message).toBe('A new code was sent by e-mail. Codes sent before it no longer work.');
    const code = codeIn((await lastMessageTo(t.db, user.email)).body);
    expect((await sendCode(pendingToken, code)).statusCode).toBe(200);
  });

  it('counts against the hourly code sends, and says how long to wait once they are used up', async () => {
    const { user, pendingToken } = await startLogin('3035550161');
    // The sign-in sent one of the ten an hour.
    for (let send = 2; send <= 10; send++) expect((await resend(pendingToken)).statusCode).toBe(200);
    const sent = await textsTo('3035550161');

    const refused = await resend(pendingToken);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.json()).toMatchObject({
      error: 'too_many_code_sends',
      message: `Too many sign-in codes were sent to this account. You can ask for a new one in ${waitInWords(retryAfter)}.`,
    });
    expect(await textsTo('3035550161')).toBe(sent);
    // A fresh sign-in is held to the same count.
    expect((await logIn(user.email)).json().error).toBe('too_many_code_sends');
    expect(await textsTo('3035550161')).toBe(sent);

    // The code sent last still signs in.
    const code = codeIn((await lastMessageTo(t.db, '3035550161')).body);
    expect((await sendCode(pendingToken, code)).statusCode).toBe(200);
  });

  it('brings no new guesses: the wrong codes before it still count toward voiding the sign-in', async () => {
    const { pendingToken, code: first } = await startLogin('3035550162');
    for (let guess = 1; guess <= 4; guess++)
      expect((await sendCode(pendingToken, otherThan(first, guess))).json().error).toBe('invalid_code');
    expect((await resend(pendingToken)).statusCode).toBe(200);
    const second = codeIn((await lastMessageTo(t.db, '3035550162')).body);

    expect((await sendCode(pendingToken, otherThan(second))).json().error).toBe('too_many_attempts');
    expect((await sendCode(pendingToken, second)).statusCode).toBe(401);
    expect((await resend(pendingToken)).statusCode).toBe(401);
  });

  it('sends nothing while wrong codes are refused for the day', async () => {
    const user = await twoFactorUser('3035550163');
    let pendingToken = '';
    for (let login = 0; login < 5; login++) {
      pendingToken = (await logIn(user.email)).json().token as string;
      const code = codeIn((await lastMessageTo(t.db, '3035550163')).body);
      // Four per sign-in: the fifth would void it.
      for (let guess = 1; guess <= 4; guess++) await sendCode(pendingToken, otherThan(code, guess));
    }
    const sent = await textsTo('3035550163');
    const refused = await resend(pendingToken);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('too_many_codes');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await textsTo('3035550163')).toBe(sent);
  });
});
