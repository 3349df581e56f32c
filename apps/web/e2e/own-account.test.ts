/**
 * The signed-in person's own account: first login, two-factor sign-in, password reset, e-mail change and the
 * two-factor setting. One server for all: each test changes a different demo account (newhire, twofactor, office,
 * tech, tech2, and owner for the date and time format), so none sees another's changes.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages } from '@employee-portal/core/messages/catalogue';
import {
  DEMO_PASSWORD,
  fillLogin,
  openAccountMenu,
  outbox,
  pathOf,
  signIn,
  storedSession,
  storedToken,
  waitForOutbox,
} from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();
const CODE = /\b(\d{4})\b/;
const RESET_PATH = /\/reset_password\/[^\s"'<>]+/;

/** The 4-digit code of the first SMS carrying one sent after `sentBefore` messages. */
const nextSmsCode = (baseUrl: string, sentBefore: number) =>
  waitForOutbox(baseUrl, { channel: 'sms' }, (sms) =>
    sms.length > sentBefore ? sms.find((message) => CODE.test(message.body))?.body.match(CODE)?.[1] : undefined,
  );

const smsCount = async (baseUrl: string) => (await outbox(baseUrl, { channel: 'sms' })).length;

async function logout(page: Page) {
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
}

async function requestResetLink(page: Page, email: string): Promise<string> {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL('**/reset_password');
  // The URL changes before the lazy page replaces the login form, whose E-mail field would take the text.
  const send = page.getByRole('button', { name: 'Send Reset Link' });
  await send.waitFor();
  await page.getByLabel('E-mail').fill(email);
  await send.click();
  const status = page.getByRole('status');
  await status.waitFor();
  return status.innerText();
}

describe('first login', () => {
  it('keeps the new hire on Change Password until a new password is set', async () => {
    const { page } = suite;
    await page.goto('/login');
    await fillLogin(page, 'newhire@demo.test', 'demo12345');
    await page.waitForURL('**/change_password');
    await page.getByText('This is your first sign-in').waitFor();

    await page.goto('/');
    await page.getByRole('heading', { name: 'Change Password' }).waitFor();
    expect(pathOf(page)).toBe('/change_password');

    const current = page.getByLabel('Current Password');
    const next = page.getByLabel('New Password', { exact: true });
    const confirmation = page.getByLabel('Confirm New Password');
    const submit = page.getByRole('button', { name: 'Change Password' });

    await current.fill('demo12345');
    await next.fill('demo12345');
    await confirmation.fill('demo12345');
    await submit.click();
    await page.getByText(messages.newPasswordMustDiffer).waitFor();

    await next.fill('brand-new-pass-1');
    await confirmation.fill('brand-new-pass-2');
    await submit.click();
    await page.getByText(messages.passwordsMustMatch).waitFor();

    await current.fill('not-my-password');
    await confirmation.fill('brand-new-pass-1');
    await submit.click();
    await page.getByText(messages.currentPasswordIncorrect).waitFor();

    await current.fill('demo12345');
    await submit.click();
    await page.getByRole('heading', { name: 'Welcome, Nina Hale' }).waitFor();
    expect(pathOf(page)).toBe('/');
    await page.getByText('Your password has been changed.').waitFor();

    // The server agrees: after a reload (which reloads the user) the dashboard stays.
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, Nina Hale' }).waitFor();
    expect(pathOf(page)).toBe('/');
  });
});

describe('two-factor sign-in', () => {
  it('asks for the SMS code and signs in only once the right code is given', async () => {
    const { page, server } = suite;
    const sentBefore = await waitForOutbox(server.baseUrl, { channel: 'sms' }, (sms) => sms.length);

    await page.goto('/login');
    await fillLogin(page, 'twofactor@demo.test', 'demo12345');
    await page.getByText(messages.twoFactorPrompt).waitFor();
    // Nothing is stored before the second step succeeds.
    expect(await storedToken(page)).toBeNull();

    // The SMS goes to the user's phone; take the newest SMS carrying a code that arrived after this login.
    const code = await nextSmsCode(server.baseUrl, sentBefore);

    const codeField = page.getByRole('textbox', { name: 'Code' });
    await codeField.fill('12');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(messages.codeDigits).waitFor();

    const wrongCode = String((Number(code) + 1) % 10_000).padStart(4, '0');
    await codeField.fill(wrongCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    // Spec §8: the server's errors are shown in title case. The contract names the code 'invalid_code'; the API
    // also sends the field text 'The code is not valid.', which the login errors formatting prefers.
    const wrongCodeError = page.getByRole('form', { name: 'Two-factor code' }).getByRole('alert');
    await wrongCodeError.waitFor();
    expect(await wrongCodeError.innerText()).toMatch(/^(Invalid Code|The Code Is Not Valid\.)$/);
    expect(await storedToken(page)).toBeNull();

    await codeField.fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Welcome, Derek Shaw' }).waitFor();
    expect(pathOf(page)).toBe('/');
    expect(await storedToken(page)).toBeTruthy();
  });
});

describe('password reset by e-mailed link', () => {
  const EMAIL = 'office@demo.test';
  const NEW_PASSWORD = 'fresh-password-42';

  it('answers the same for unknown and known e-mails, and the link sets a new password', async () => {
    const { page, server } = suite;
    const unknownAnswer = await requestResetLink(page, 'nobody@demo.test');
    const knownAnswer = await requestResetLink(page, EMAIL);
    expect(knownAnswer.trim()).not.toBe('');
    expect(knownAnswer).toBe(unknownAnswer);

    const resetPath = await waitForOutbox(
      server.baseUrl,
      { to: EMAIL, channel: 'email' },
      (mails) => mails[0]?.body.match(RESET_PATH)?.[0],
    );
    await page.goto(resetPath);

    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm New Password').fill('short');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText(messages.passwordMinLength).waitFor();

    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm New Password').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText(messages.passwordsMustMatch).waitFor();

    await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.waitForURL('**/login');
    await page.getByText('Your password has been reset').waitFor();

    await fillLogin(page, EMAIL, 'demo12345');
    await page.getByText('These Credentials Do Not Match Our Records.').waitFor();

    await signIn(page, EMAIL, NEW_PASSWORD);
    expect(pathOf(page)).toBe('/');
  });

  it('shows the server message for an invalid link', async () => {
    const { page } = suite;
    await page.goto('/reset_password/not-a-real-token');
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText('This password reset link is invalid or has expired.').waitFor();
    expect(pathOf(page)).toBe('/reset_password/not-a-real-token');
  });
});

describe('account settings', () => {
  it('changes the e-mail through the link mailed to the new address', async () => {
    const { page, server } = suite;
    const newEmail = 'tyler.brooks@demo.test';
    await signIn(page, 'tech@demo.test');
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Change Email' }).click();
    await page.getByRole('heading', { name: 'Change Email' }).waitFor();
    expect(await page.title()).toBe('Change Email | Employee Portal');

    const form = page.getByRole('form', { name: 'Change email' });
    const send = form.getByRole('button', { name: 'Send Confirmation Link' });
    await form.getByLabel('New E-mail', { exact: true }).fill(newEmail);
    await form.getByLabel('Confirm New E-mail').fill('someone.else@demo.test');
    await form.getByLabel('Current Password').fill(DEMO_PASSWORD);
    await send.click();
    await form.getByText(messages.emailsMustMatch).waitFor();

    await form.getByLabel('New E-mail', { exact: true }).fill('tech@demo.test');
    await form.getByLabel('Confirm New E-mail').fill('tech@demo.test');
    await send.click();
    await form.getByText(messages.newEmailMustDiffer).waitFor();

    await form.getByLabel('New E-mail', { exact: true }).fill(newEmail);
    await form.getByLabel('Confirm New E-mail').fill(newEmail);
    await send.click();
    await page.getByRole('status').waitFor();
    expect(await form.getByLabel('Current Password').inputValue()).toBe('');

    const link = await waitForOutbox(
      server.baseUrl,
      { to: newEmail, channel: 'email' },
      (mail) => mail[0]?.body.match(/https?:\/\/\S+(\/change_email\/[\w-]+)/)?.[1],
    );
    await page.goto(link);
    await page.getByRole('status').waitFor();
    expect(await page.title()).toBe('Change Email | Employee Portal');
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Welcome, Tyler Brooks' }).waitFor();
    await expect.poll(async () => (await storedSession(page))?.user?.email).toBe(newEmail);

    // The old link is spent, and the new address signs in.
    await page.goto(link);
    await page.getByRole('alert').waitFor();
    // The confirmation page opens signed out too, so it has no account menu: go back into the portal to sign out.
    await page.getByRole('link', { name: 'Continue' }).click();
    await logout(page);
    await signIn(page, newEmail);
    expect(pathOf(page)).toBe('/');
  });

  it('turns two-factor on and off with a code sent by SMS', async () => {
    const { page, server } = suite;
    await signIn(page, 'tech2@demo.test');
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Two-Factor Authentication' }).click();
    await page.getByRole('heading', { name: 'Two-Factor Authentication' }).waitFor();
    await page.getByLabel('Two-factor authentication is off').waitFor();

    let sent = await smsCount(server.baseUrl);
    await page.getByRole('button', { name: 'Send code' }).click();
    const form = page.getByRole('form', { name: 'Confirm with code' });
    await form.getByRole('textbox', { name: 'Code' }).fill('12');
    await form.getByRole('button', { name: 'Turn On' }).click();
    await form.getByText(messages.codeDigits).waitFor();
    await form.getByRole('textbox', { name: 'Code' }).fill(await nextSmsCode(server.baseUrl, sent));
    await form.getByRole('button', { name: 'Turn On' }).click();
    await page.getByLabel('Two-factor authentication is on').waitFor();

    // The account menu shows the check mark.
    await openAccountMenu(page);
    await page
      .getByRole('menuitem', { name: /Two-Factor Authentication/ })
      .getByRole('img', { name: 'Enabled' })
      .waitFor();
    await page.keyboard.press('Escape');

    // The next sign-in asks for the code.
    await logout(page);
    sent = await smsCount(server.baseUrl);
    await fillLogin(page, 'tech2@demo.test', DEMO_PASSWORD);
    await page.getByText(messages.twoFactorPrompt).waitFor();
    await page.getByRole('textbox', { name: 'Code' }).fill(await nextSmsCode(server.baseUrl, sent));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Welcome, Jasmine Reed' }).waitFor();

    await page.goto('/two_factor');
    sent = await smsCount(server.baseUrl);
    await page.getByRole('button', { name: 'Send code' }).click();
    await form.getByRole('textbox', { name: 'Code' }).fill(await nextSmsCode(server.baseUrl, sent));
    await form.getByRole('button', { name: 'Turn Off' }).click();
    await page.getByLabel('Two-factor authentication is off').waitFor();
    expect((await storedSession(page))?.user?.two_factor).toBe(0);
  });

  it('shows every date and time in the format chosen from the account menu, 24-hour with seconds by default', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    /** The text of a column in a table's first data row, found by its header. */
    const firstCell = async (table: string, header: string) => {
      const grid = page.getByRole('table', { name: table });
      await grid.getByRole('row').nth(1).getByRole('cell').first().waitFor();
      const headers = await grid.getByRole('columnheader').allInnerTexts();
      const column = headers.findIndex((text) => text.trim() === header);
      expect(column, `${header} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
      return (await grid.getByRole('row').nth(1).getByRole('cell').nth(column).innerText()).trim();
    };

    await page.goto('/shifts');
    expect(await firstCell('Shifts', 'Day')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await firstCell('Shifts', 'Start')).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    await page.goto('/leads');
    expect(await firstCell('Leads', 'Received')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Date and Time Format' }).click();
    const dialog = page.getByRole('dialog', { name: 'Date and Time Format' });
    await dialog.getByRole('combobox', { name: 'Date Format' }).click();
    await page.getByRole('option', { name: 'MM/DD/YYYY (12/31/2026)' }).click();
    await dialog.getByRole('combobox', { name: 'Time Format' }).click();
    await page.getByRole('option', { name: '12-hour (02:05 PM)' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Date and time format was saved.').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The list on screen follows at once, and so does the shifts page.
    await page
      .getByRole('table', { name: 'Leads' })
      .getByRole('cell', { name: /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M$/ })
      .first()
      .waitFor();
    await page.goto('/shifts');
    await page
      .getByRole('table', { name: 'Shifts' })
      .getByRole('cell', { name: /^\d{2}:\d{2} [AP]M$/ })
      .first()
      .waitFor();
    expect(await firstCell('Shifts', 'Day')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await firstCell('Shifts', 'Start')).toMatch(/^\d{2}:\d{2} [AP]M$/);

    // Kept with the account: a new sign-in reads it back from the server.
    const other = await suite.openAnotherPage();
    await signIn(other, 'owner@demo.test');
    await other.goto('/shifts');
    await other
      .getByRole('table', { name: 'Shifts' })
      .getByRole('cell', { name: /^\d{2}:\d{2} [AP]M$/ })
      .first()
      .waitFor();
  });
});
