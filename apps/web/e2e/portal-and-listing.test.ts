/**
 * Issue 20: the owner changes what clients may do in their portal and finds it kept after a reload; then publishes
 * the directory listing, a visitor who never signed in opens its listing_url and sees it (reported to the
 * organization's Google Analytics), and once it is unpublished the same address answers not found.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations, waitForSettledPage } from './support/axe.ts';
import { callApi, signIn, storedToken } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const WELCOME = 'Hello from the browser test: pay, pause or skip here.';

async function saveListing(page: Page, published: boolean) {
  const form = page.getByRole('form', { name: 'Directory listing' });
  const toggle = form.getByRole('switch', { name: 'Published' });
  if (published) await toggle.check();
  else await toggle.uncheck();
  await form.getByRole('button', { name: 'Save Directory Listing' }).click();
  await page.getByText(published ? 'Your listing is published.' : 'Your listing is not published.').waitFor();
}

describe('client portal settings and directory listing', () => {
  it('keeps a changed portal setting after a reload', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Client Portal Settings' }).click();
    await page.waitForURL('**/settings/client_portal_settings');
    const form = page.getByRole('form', { name: 'Client portal settings' });
    const skip = form.getByRole('switch', { name: 'Ask to skip a visit' });
    expect(await skip.isChecked()).toBe(true);
    expect(await page.getByTestId('portal-url').innerText()).toMatch(/\/client_portal\/\d+$/);
    expect(await page.getByTestId('portal-ratings-and-tipping').innerText()).toContain('Rate visits: On');
    await skip.uncheck();
    await form.getByRole('textbox', { name: 'Welcome Text' }).fill(WELCOME);
    await form.getByRole('button', { name: 'Save Client Portal Settings' }).click();
    await page.getByText('Client portal settings were saved.').waitFor();

    await page.reload();
    const reloaded = page.getByRole('form', { name: 'Client portal settings' });
    await reloaded.waitFor();
    expect(await reloaded.getByRole('switch', { name: 'Ask to skip a visit' }).isChecked()).toBe(false);
    expect(await reloaded.getByRole('switch', { name: 'Ask for a pause' }).isChecked()).toBe(true);
    expect(await reloaded.getByRole('textbox', { name: 'Welcome Text' }).inputValue()).toBe(WELCOME);
    await waitForSettledPage(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('publishes the listing at its listing_url for visitors, and answers not found once unpublished', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Directory Listing' }).click();
    await page.waitForURL('**/settings/directory_listing');
    await page.getByRole('form', { name: 'Directory listing' }).waitFor();
    const listingUrl = await page.getByTestId('listing-url').innerText();
    const token = await storedToken(page);
    if (!token) throw new Error('owner not signed in');
    const settings = await callApi<{ listing_url: string }>(
      suite.server.baseUrl,
      token,
      'GET',
      '/organization_settings',
    );
    expect(listingUrl).toBe(settings.listing_url);

    // Start from an unpublished listing whatever the demo had.
    await saveListing(page, false);
    const visitor = await suite.openAnotherPage({ width: 390, height: 844 });
    await visitor.goto(listingUrl);
    await visitor.getByRole('heading', { name: 'Listing Not Found', level: 1 }).waitFor();

    // The listing reports the visit to the demo's Google Analytics id (its branding): Google's tag is asked for,
    // which the page's policy allows here, and answered here since the tests reach no outside server.
    const tagRequests: string[] = [];
    await visitor.route('https://www.googletagmanager.com/**', (route) => {
      tagRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    await saveListing(page, true);
    await visitor.reload();
    await visitor.getByRole('heading', { name: 'Demo Scoopers', level: 1 }).waitFor();
    await expect.poll(() => tagRequests).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-DEMO2026']);
    const commands = await visitor.evaluate(() =>
      ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((command) => Array.from(command)),
    );
    expect(commands).toContainEqual(['config', 'G-DEMO2026']);
    await visitor.getByRole('list', { name: 'Services' }).waitFor();
    expect(await visitor.getByTestId('listing-price-from').innerText()).toMatch(/^Prices from \$\d/);
    expect(await visitor.getByText(/^Zip codes \d{5}/).count()).toBe(1);
    // The visitor is not signed in: the page stands on its own, without the portal's menu.
    expect(await visitor.getByRole('navigation').count()).toBe(0);
    await waitForSettledPage(visitor);
    expect(await seriousViolations(visitor)).toEqual([]);

    await saveListing(page, false);
    await visitor.reload();
    await visitor.getByRole('heading', { name: 'Listing Not Found', level: 1 }).waitFor();
    expect(await visitor.getByText('This listing was not found.', { exact: false }).count()).toBe(1);
  });
});
