import { describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core/messages/catalogue';
import { CLIENT_VERSION } from '@employee-portal/core/version';
import { fillLogin, pathOf, revokeToken, signIn, storedToken } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

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
    await page.getByText('Invalid Credentials').waitFor();
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
