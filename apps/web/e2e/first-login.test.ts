/**
 * The forced first-login password change (spec §4): until the new hire has chosen a password the portal offers only
 * what works then (the change itself and Logout), and asks the API for nothing it would refuse.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, fillLogin, navigationEntries, openAccountMenu } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

async function accountMenuEntries(page: Page) {
  await openAccountMenu(page);
  const entries = await page.getByRole('menu').getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'hidden' });
  return entries.map((entry) => entry.trim());
}

describe('first login', () => {
  it('offers only the password change and Logout, calls nothing the API refuses, and shows the full menu after the change', async () => {
    const { page } = suite;
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() === 403)
        refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
    });

    await page.goto('/login');
    await fillLogin(page, 'newhire@demo.test', DEMO_PASSWORD);
    await page.waitForURL(/\/change_password$/);
    await page.getByRole('heading', { name: 'Change Password', level: 1 }).waitFor();
    // Give the page's queries and the bell's polling time to go out.
    await page.waitForTimeout(3_000);

    expect(await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').count()).toBe(0);
    expect(await page.getByRole('button', { name: /navigation/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Notifications/ }).count()).toBe(0);
    expect(await accountMenuEntries(page)).toEqual(['Change Password', 'Logout']);

    // Every other address still leads back here.
    await page.goto('/clients');
    await page.waitForURL(/\/change_password$/);
    await page.getByRole('heading', { name: 'Change Password', level: 1 }).waitFor();
    await page.waitForTimeout(1_000);
    expect(refused).toEqual([]);

    await page.getByLabel('Current Password').fill(DEMO_PASSWORD);
    await page.getByLabel('New Password', { exact: true }).fill('a-new-hire-password');
    await page.getByLabel('Confirm New Password').fill('a-new-hire-password');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('heading', { name: /^Welcome,/ }).waitFor();
    expect((await navigationEntries(page)).length).toBeGreaterThan(1);
    expect(await navigationEntries(page)).toContain('Home');
    await page.getByRole('button', { name: /^Notifications/ }).waitFor();
    expect(await accountMenuEntries(page)).toEqual(
      expect.arrayContaining(['Log in With Another Account', 'Change Password', 'Logout']),
    );
  });
});
