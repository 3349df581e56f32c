import { describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core/messages/catalogue';
import { CLIENT_VERSION } from '@employee-portal/core/version';
import type { Locator, Page } from 'playwright-core';
import {
  DEMO_PASSWORD,
  fillLogin,
  openAccountMenu,
  outbox,
  pathOf,
  revokeToken,
  signIn,
  storedToken,
  waitForOutbox,
} from './support/portal.ts';
import { seriousViolations } from './support/axe.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const TWO_FACTOR_EMAIL = 'twofactor@demo.test';
const LOGIN_CODE = /login code is (\d{4})/;

/** The newest text message's id: codes sent after it are the ones a step of the test asked for. */
const newestTextId = async (baseUrl: string) => (await outbox(baseUrl, { channel: 'sms' }))[0]?.id ?? 0;

/** The first login code texted after message `afterId`, with its own id. */
const codeTextedAfter = (baseUrl: string, afterId: number) =>
  waitForOutbox(baseUrl, { channel: 'sms' }, (texts) => {
    const text = texts.filter((message) => message.id > afterId && LOGIN_CODE.test(message.body)).at(-1);
    const code = text ? LOGIN_CODE.exec(text.body)?.[1] : undefined;
    return text && code ? { id: text.id, code } : undefined;
  });

/** Signs the two-factor account in through the API until its codes for the hour are used up. */
async function useUpCodeSends(baseUrl: string) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: TWO_FACTOR_EMAIL, password: DEMO_PASSWORD }),
    });
    if (response.status === 429) return;
  }
  throw new Error('the code sends were never limited');
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const wrongCodeAlert = (form: Locator) => form.getByRole('alert').filter({ hasText: /Invalid Code|Not Valid/ });

describe('sign-in', () => {
  it('shows the validation messages of the login form', async () => {
    const { page } = suite;
    await page.goto('/login');
    expect(await page.title()).toBe('Login | Employee Portal');

    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText(messages.fillAllFieldsCorrectly).waitFor();
    expect(await page.getByText(messages.required, { exact: true }).count()).toBe(2);

    await page.getByLabel('E-mail').fill('not-an-e-mail');
    await page.getByLabel('Password', { exact: true }).fill('whatever1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText(messages.emailInvalid).waitFor();
    expect(await page.getByText(messages.required, { exact: true }).count()).toBe(0);
    expect(pathOf(page)).toBe('/login');
  });

  it('shows the server error in title case for a wrong password', async () => {
    const { page } = suite;
    await page.goto('/login');
    await fillLogin(page, 'owner@demo.test', 'not-the-password');
    await page.getByText('These Credentials Do Not Match Our Records.').waitFor();
    expect(await storedToken(page)).toBeNull();
  });

  it('signs the owner in to the dashboard', async () => {
    const { page } = suite;
    await page.goto('/login');
    await fillLogin(page, '  owner@demo.test ', 'demo12345');
    await page.getByRole('heading', { name: 'Welcome, Olivia Owens' }).waitFor();
    expect(pathOf(page)).toBe('/');
    expect(await page.title()).toBe('Dashboard | Employee Portal');
    await page.getByText('Demo Scoopers').first().waitFor();
    // The widgets finish loading: the active-clients card shows a number instead of a skeleton.
    const activeResidential = page.getByRole('region', { name: 'Active Residential Clients' });
    await activeResidential.getByText('As of').waitFor();
    expect(await activeResidential.getByLabel('Figure').innerText()).toMatch(/^\d[\d,]*$/);
    await page.getByRole('link', { name: 'Home' }).waitFor();
    await page.getByText('is a trademark of its owner').waitFor();
  });

  it('sends a signed-in user who opens /login to the dashboard', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome, Olivia Owens' }).waitFor();
    expect(pathOf(page)).toBe('/');
  });

  it('logs out to /login, after which deep links need a sign-in', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await storedToken(page)).toBeNull();

    await page.goto('/change_password');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
  });

  it('goes to /login when the API says the session is no longer valid', async () => {
    const { page, server } = suite;
    await signIn(page, 'owner@demo.test');
    // The widgets finish loading first, so the 401 comes from coming back to the dashboard below.
    await page.waitForLoadState('networkidle');
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    await revokeToken(server.baseUrl, token ?? '');

    // Leave the dashboard and come back through the menu: the summary reloads and the API answers 401.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await page.getByRole('heading', { name: 'Change Password' }).waitFor();
    await page.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await storedToken(page)).toBeNull();
  });

  it('keeps deep links across a reload and shows the not-found page for unknown paths', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await page.getByRole('heading', { name: 'Change Password' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Change Password' }).waitFor();
    expect(pathOf(page)).toBe('/change_password');
    expect(await page.title()).toBe('Change Password | Employee Portal');

    await page.goto('/does/not/exist');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(pathOf(page)).toBe('/does/not/exist');
    expect(await page.title()).toBe('Page Not Found | Employee Portal');
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.getByRole('heading', { name: 'Welcome, Olivia Owens' }).waitFor();
  });

  it('starts with the drawer closed under 1264 px and opens it from the menu button', async () => {
    const { page } = suite;
    await page.setViewportSize({ width: 1000, height: 800 });
    await signIn(page, 'owner@demo.test');
    const home = page.getByRole('link', { name: 'Home' });
    expect(await home.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await home.waitFor();
    await home.click();
    await home.waitFor({ state: 'hidden' });
  });

  it('brands the header for franchise members', async () => {
    const { page } = suite;
    await signIn(page, 'franchise@demo.test');
    await page.getByText(`Managed by Scoop Squad | v${CLIENT_VERSION}`).waitFor();
    await page.getByRole('img', { name: 'Scoop Squad logo' }).waitFor();

    // The logo opens in the image lightbox; Esc closes it and gives the focus back.
    await page.getByRole('button', { name: 'View Scoop Squad logo' }).click();
    const lightbox = page.getByRole('dialog', { name: 'Scoop Squad logo' });
    await lightbox.getByRole('img', { name: 'Scoop Squad logo' }).waitFor();
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'hidden' });
    expect(
      await page
        .getByRole('button', { name: 'View Scoop Squad logo' })
        .evaluate((element) => element === document.activeElement),
    ).toBe(true);
  });
});

describe('the two-factor code step', () => {
  it('sends a new code from the keyboard, says so, rests a moment, and only the new code signs in', async () => {
    const { page, server } = suite;
    const before = await newestTextId(server.baseUrl);
    await page.goto('/login');
    await fillLogin(page, TWO_FACTOR_EMAIL, DEMO_PASSWORD);
    await page.getByText(messages.twoFactorPrompt).waitFor();
    const first = await codeTextedAfter(server.baseUrl, before);

    // From the code field, Tab reaches Verify and then Resend code.
    const form = page.getByRole('form', { name: 'Two-factor code' });
    const codeField = form.getByRole('textbox', { name: 'Code' });
    await codeField.fill(first.code);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Resend code');
    await page.keyboard.press('Enter');

    await form
      .getByRole('status')
      .getByText(/^A new code was sent by text message\. .* Sent at .+\.$/)
      .waitFor();
    const resend = form.getByRole('button', { name: 'Resend code' });
    expect(await resend.isDisabled()).toBe(true);
    await form.getByText(/You can ask for another code in \d+ s\./).waitFor();
    // The earlier digits are cleared and the cursor waits for the new code.
    expect(await codeField.inputValue()).toBe('');
    expect(await codeField.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    const second = await codeTextedAfter(server.baseUrl, first.id);
    expect(second.code).not.toBe(first.code);
    await codeField.fill(first.code);
    await form.getByRole('button', { name: 'Verify' }).click();
    await wrongCodeAlert(form).waitFor();
    expect(await storedToken(page)).toBeNull();

    await codeField.fill(second.code);
    await form.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Welcome, Derek Shaw' }).waitFor();
  });

  it("in the another-account dialog, says how long to wait once the hour's codes are used up", async () => {
    const { page, server } = suite;
    await signIn(page, 'owner@demo.test');
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Log in With Another Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in With Another Account' });
    const before = await newestTextId(server.baseUrl);
    await fillLogin(dialog, TWO_FACTOR_EMAIL, DEMO_PASSWORD);
    await dialog.getByText(messages.twoFactorPrompt).waitFor();
    const sent = await codeTextedAfter(server.baseUrl, before);

    await useUpCodeSends(server.baseUrl);
    const textsBefore = await newestTextId(server.baseUrl);
    await dialog.getByRole('button', { name: 'Resend code' }).click();
    const refusal = dialog.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.innerText()).toMatch(
      /^Too many sign-in codes were sent to this account\. You can ask for a new one in \d+ (minutes?|seconds?)\.$/,
    );
    expect(await newestTextId(server.baseUrl)).toBe(textsBefore);

    // The code this sign-in already has still works.
    await dialog.getByRole('textbox', { name: 'Code' }).fill(sent.code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Welcome, Derek Shaw' }).waitFor();
  });
});
