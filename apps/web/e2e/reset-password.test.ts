import { describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core/messages/catalogue';
import { fillLogin, pathOf, signIn, waitForOutbox } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

// Its own server: this file changes office@demo.test's password.
const suite = useBrowserSuite();
const EMAIL = 'office@demo.test';
const NEW_PASSWORD = 'fresh-password-42';
const RESET_PATH = /\/reset_password\/[^\s"'<>]+/;

async function requestLink(email: string): Promise<string> {
  const { page } = suite;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL('**/reset_password');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  const status = page.getByRole('status');
  await status.waitFor();
  return status.innerText();
}

describe('password reset by e-mailed link', () => {
  it('answers the same for unknown and known e-mails, and the link sets a new password', async () => {
    const { page, server } = suite;
    const unknownAnswer = await requestLink('nobody@demo.test');
    const knownAnswer = await requestLink(EMAIL);
    expect(knownAnswer.trim()).not.toBe('');
    expect(knownAnswer).toBe(unknownAnswer);

    const resetPath = await waitForOutbox(server.baseUrl, { to: EMAIL, channel: 'email' }, (mails) => mails[0]?.body.match(RESET_PATH)?.[0]);
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
    await page.getByText('Invalid Credentials').waitFor();

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
