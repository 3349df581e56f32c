import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor, TEST_PASSWORD } from '../../../test/support/factories.ts';
import { codeIn, lastMessageTo } from '../../../test/support/outbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member(phone = '3035550160') {
  const organization = await createOrganization(t.db);
  const user = await createUser(t.db, { organizationId: organization.id, phone });
  return { user, token: await sessionTokenFor(t.db, user.id) };
}

const changeEmail = (token: string, payload: object) =>
  t.injectAs(token, { method: 'PUT', url: '/api/auth/change_email', payload });
const linkTokenIn = (body: string) => /\/change_email\/([\w-]+)/.exec(body)?.[1] ?? '';

describe('change e-mail', () => {
  it('changes the address only when the link sent to the new address is opened', async () => {
    const { user, token } = await member();
    const answer = await changeEmail(token, {
      email: 'fresh@example.com',
      email_confirmation: 'fresh@example.com',
      password: TEST_PASSWORD,
    });
    expect(answer.statusCode).toBe(200);
    expect((await t.injectAs(token, { method: 'GET', url: '/api/auth/employee_user' })).json().user.email).toBe(
      user.email,
    );

    const linkToken = linkTokenIn((await lastMessageTo(t.db, 'fresh@example.com')).body);
    const confirmed = await t.injectAs(null, {
      method: 'POST',
      url: '/api/auth/change_email/confirm',
      payload: { token: linkToken },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await t.injectAs(token, { method: 'GET', url: '/api/auth/employee_user' })).json().user.email).toBe(
      'fresh@example.com',
    );
    const reused = await t.injectAs(null, {
      method: 'POST',
      url: '/api/auth/change_email/confirm',
      payload: { token: linkToken },
    });
    expect(reused.json().error).toBe('invalid_token');
  });

  it('voids an older confirmation link when a newer change is asked for', async () => {
    const { token } = await member();
    expect(
      (
        await changeEmail(token, {
          email: 'first-try@example.com',
          email_confirmation: 'first-try@example.com',
          password: TEST_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
    const older = linkTokenIn((await lastMessageTo(t.db, 'first-try@example.com')).body);
    expect(
      (
        await changeEmail(token, {
          email: 'second-try@example.com',
          email_confirmation: 'second-try@example.com',
          password: TEST_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
    const newer = linkTokenIn((await lastMessageTo(t.db, 'second-try@example.com')).body);

    const confirm = (linkToken: string) =>
      t.injectAs(null, { method: 'POST', url: '/api/auth/change_email/confirm', payload: { token: linkToken } });
    expect((await confirm(older)).json().error).toBe('invalid_token');
    expect((await confirm(newer)).statusCode).toBe(200);
    expect((await confirm(older)).json().error).toBe('invalid_token');
    expect((await confirm(newer)).json().error).toBe('invalid_token');
    expect((await t.injectAs(token, { method: 'GET', url: '/api/auth/employee_user' })).json().user.email).toBe(
      'second-try@example.com',
    );
  });

  it('uses the catalogue wording for a mismatch and for the same address', async () => {
    const { user, token } = await member();
    const mismatch = await changeEmail(token, {
      email: 'a@example.com',
      email_confirmation: 'b@example.com',
      password: TEST_PASSWORD,
    });
    expect(mismatch.json().errors.email_confirmation).toEqual([messages.emailsMustMatch]);
    const same = await changeEmail(token, {
      email: user.email,
      email_confirmation: user.email,
      password: TEST_PASSWORD,
    });
    expect(same.json().errors.email).toEqual([messages.newEmailMustDiffer]);
  });

  it('refuses an address someone else uses, and a wrong password', async () => {
    const { token } = await member();
    const { user: other } = await member();
    expect(
      (
        await changeEmail(token, { email: other.email, email_confirmation: other.email, password: TEST_PASSWORD })
      ).json().errors.email,
    ).toEqual(['This e-mail is already taken.']);
    const wrongPassword = await changeEmail(token, {
      email: 'x1@example.com',
      email_confirmation: 'x1@example.com',
      password: 'wrong-one',
    });
    expect(wrongPassword.statusCode).toBe(422);
    // One wording wherever a form asks for the password the person already has.
    expect(wrongPassword.json().errors).toEqual({ password: [messages.currentPasswordIncorrect] });
  });
});

describe('two-factor setting', () => {
  it('turns on with the code texted to the phone, then the next login asks for a code', async () => {
    const { user, token } = await member('3035550161');
    expect((await t.injectAs(token, { method: 'POST', url: '/api/auth/two_factor/send_code' })).statusCode).toBe(200);
    const code = codeIn((await lastMessageTo(t.db, '3035550161')).body);
    const wrong = await t.injectAs(token, {
      method: 'PUT',
      url: '/api/auth/two_factor',
      payload: { enabled: true, code: code === '0000' ? '1111' : '0000' },
    });
    expect(wrong.json().error).toBe('invalid_code');
    const on = await t.injectAs(token, {
      method: 'PUT',
      url: '/api/auth/two_factor',
      payload: { enabled: true, code },
    });
    expect(on.json().user.two_factor).toBe(1);
    const login = await t.injectAs(null, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.json().user).toEqual({ user_id: user.id, full_name: expect.any(String), two_factor: 1 });
  });

  it('needs a phone on file', async () => {
    const organization = await createOrganization(t.db);
    const user = await createUser(t.db, { organizationId: organization.id, phone: null });
    const token = await sessionTokenFor(t.db, user.id);
    expect((await t.injectAs(token, { method: 'POST', url: '/api/auth/two_factor/send_code' })).json().error).toBe(
      'no_phone',
    );
  });
});
