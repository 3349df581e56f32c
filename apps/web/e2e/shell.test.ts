import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { resolveTimeRange, type SavedTimeRange } from '@employee-portal/core/dashboard/time-range';
import { todayIn } from '@employee-portal/core/dates';
import { messages } from '@employee-portal/core/messages/catalogue';
import {
  documentIsMarked,
  markDocument,
  pathOf,
  postClientRegistration,
  postDemoEvent,
  signIn,
  storedSession,
  storedToken,
  waitForLiveEvents,
} from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const STORED_BUILD_KEY = 'employee-portal-build';

async function expectedRange(page: Page, saved: SavedTimeRange) {
  const timeZone = (await storedSession(page))?.user?.time_zone ?? 'UTC';
  const { from, to } = resolveTimeRange(saved, todayIn(timeZone, new Date()));
  return `${from} – ${to}`;
}

async function chooseTimeRange(page: Page, widget: string, option: string) {
  await page
    .getByRole('region', { name: widget })
    .getByRole('combobox', { name: /Time Range/ })
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const dateRangeOf = (page: Page, widget: string) => page.getByRole('region', { name: widget }).getByLabel('Date range');

describe('layout', () => {
  it('has the drawer closed at 1200 px and open at 1300 px', async () => {
    const { page } = suite;
    await page.setViewportSize({ width: 1200, height: 800 });
    await signIn(page, 'owner@demo.test');
    const home = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' });
    expect(await home.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Open navigation' }).getAttribute('aria-expanded')).toBe('false');

    await page.setViewportSize({ width: 1300, height: 800 });
    await home.waitFor();
    expect(await page.getByRole('button', { name: 'Close navigation' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('reloads once when the stored build differs from the running one', async () => {
    const { page } = suite;
    await page.goto('/login');
    const { build } = (await (await page.request.get('/version.json')).json()) as { build: string };
    expect(await page.evaluate((key) => localStorage.getItem(key), STORED_BUILD_KEY)).toBe(build);

    await page.evaluate((key) => localStorage.setItem(key, 'an-older-build'), STORED_BUILD_KEY);
    let documentLoads = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentLoads += 1;
    });
    await page.reload();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    // Our reload, then the app's own one; and no more (no loop).
    await expect.poll(() => documentLoads).toBe(2);
    await page.waitForTimeout(500);
    expect(documentLoads).toBe(2);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORED_BUILD_KEY)).toBe(build);
  });

  it('shows a page whose script cannot load as a message with Reload, keeping the menu and the header', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    await page.route('**/assets/clients-page-*.js', (route) => route.abort('connectionrefused'));
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Clients', exact: true }).click();
    await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Reload' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Commercial Clients' }).count()).toBe(1);
    expect(await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).count()).toBe(1);

    // Another page opens as usual, and Reload brings the page once its script can be fetched again.
    await nav.getByRole('link', { name: 'Schedule', exact: true }).click();
    await page.getByRole('heading', { name: 'Schedule', level: 1 }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor();
    await page.unroute('**/assets/clients-page-*.js');
    await page.getByRole('main').getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { name: 'Clients', level: 1 }).waitFor();
  });

  it('reloads an old tab into the new build once when a deploy removed its page script, then shows the message', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    await page.route('**/assets/clients-page-*.js', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await page.route('**/version.json', (route) => route.fulfill({ json: { build: 'a-newer-build' } }));
    let documentLoads = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentLoads += 1;
    });
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Clients', exact: true })
      .click();
    await expect.poll(() => documentLoads).toBe(1);
    expect(pathOf(page)).toBe('/clients');
    // The reloaded tab still finds no script (here the "new build" is a stand-in): the message, and no loop.
    await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor();
    await page.waitForTimeout(500);
    expect(documentLoads).toBe(1);
  });
});

describe('dashboard', () => {
  it('keeps each widget’s time range per user across a reload, with custom ranges and more options', async () => {
    const { page } = suite;
    await signIn(page, 'office@demo.test');
    const activeResidential = 'Active Residential Clients';
    const newLost = 'New & Lost Residential Clients';
    await page.getByRole('region', { name: activeResidential }).getByText('As of').waitFor();
    expect(await dateRangeOf(page, activeResidential).innerText()).toBe(
      await expectedRange(page, { choice: 'current_month' }),
    );

    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/user_settings/dashboard_time_ranges') && response.ok(),
    );
    await chooseTimeRange(page, activeResidential, 'Past Month');
    await saved;
    expect(await dateRangeOf(page, activeResidential).innerText()).toBe(
      await expectedRange(page, { choice: 'past_month' }),
    );

    // More Options keeps the list open and reveals the further presets in it.
    await chooseTimeRange(page, newLost, 'More Options');
    const listbox = page.getByRole('listbox');
    await listbox.getByRole('option', { name: 'Last 7 Days', exact: true }).click();
    await listbox.waitFor({ state: 'hidden' });
    expect(await dateRangeOf(page, newLost).innerText()).toBe(await expectedRange(page, { choice: 'last_7_days' }));

    // By keyboard too: Enter on More Options leaves focus on the first revealed preset, where the arrows go on.
    const commercialSelect = page
      .getByRole('region', { name: 'New & Lost Commercial Clients' })
      .getByRole('combobox', { name: /Time Range/ });
    await commercialSelect.focus();
    await page.keyboard.press('ArrowDown');
    await listbox.waitFor();
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('More Options');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Last 7 Days');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Last 30 Days');
    await page.keyboard.press('Escape');
    await listbox.waitFor({ state: 'hidden' });
    expect(await commercialSelect.innerText()).toBe('Current Month');

    // Custom Time Range asks for dates; To may not be before From.
    await chooseTimeRange(page, 'Active Commercial Clients', 'Custom Time Range');
    const dialog = page.getByRole('dialog', { name: /Custom Time Range/ });
    await dialog.getByLabel('From Date').fill('2026-05-10');
    await dialog.getByLabel('To Date').fill('2026-05-01');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByText(messages.cannotBeBeforeFromDate).waitFor();
    await dialog.getByLabel('To Date').fill('2026-06-01');
    const savedCustom = page.waitForResponse(
      (response) => response.url().includes('/api/user_settings/dashboard_time_ranges') && response.ok(),
    );
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await savedCustom;
    expect(await dateRangeOf(page, 'Active Commercial Clients').innerText()).toBe('2026-05-10 – 2026-06-01');

    await page.reload();
    await page.getByRole('region', { name: activeResidential }).getByText('As of').waitFor();
    expect(await dateRangeOf(page, activeResidential).innerText()).toBe(
      await expectedRange(page, { choice: 'past_month' }),
    );
    expect(
      await page
        .getByRole('region', { name: activeResidential })
        .getByRole('combobox', { name: /Time Range/ })
        .innerText(),
    ).toBe('Past Month');
    expect(await dateRangeOf(page, newLost).innerText()).toBe(await expectedRange(page, { choice: 'last_7_days' }));
    expect(await dateRangeOf(page, 'Active Commercial Clients').innerText()).toBe('2026-05-10 – 2026-06-01');
    // Another widget kept the default.
    expect(await dateRangeOf(page, 'New & Lost Commercial Clients').innerText()).toBe(
      await expectedRange(page, { choice: 'current_month' }),
    );
    expect((await storedSession(page))?.user?.full_name).toBe('Maria Lopez');
  });
});

describe('dashboard by permission', () => {
  it('shows a field tech no business figures, and asks the server for none it would refuse', async () => {
    const { page } = suite;
    const refused: string[] = [];
    page.on('response', (response) => {
      const isFigure = /\/api\/(dashboard\/(widgets|kpis)|kpi_reports)\//.test(response.url());
      if (isFigure && response.status() === 403) refused.push(response.url());
    });
    await signIn(page, 'tech@demo.test');
    await page.getByRole('heading', { name: 'Welcome, Tyler Brooks' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('combobox', { name: /Time Range/ }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Residential Cancel Reasons' }).count()).toBe(0);
    expect(refused).toEqual([]);
  });
});

// Last in the file: these raise Demo Scoopers' bell and change its payment account.
const bell = (page: Page, label: string) => page.getByRole('banner').getByRole('button', { name: label, exact: true });

describe('live events', () => {
  it('raises the bell in every tab of the organization that may open leads, in no other, and clears it on click', async () => {
    const { page, server } = suite;
    await signIn(page, 'owner@demo.test');
    const office = await suite.openAnotherPage();
    await signIn(office, 'office@demo.test');
    const tech = await suite.openAnotherPage();
    await signIn(tech, 'tech@demo.test');
    const otherOrganization = await suite.openAnotherPage();
    await signIn(otherOrganization, 'franchise@demo.test');
    await Promise.all([page, office, tech, otherOrganization].map(waitForLiveEvents));
    await bell(page, 'Notifications').waitFor();
    await bell(tech, 'Notifications').waitFor();
    await markDocument(page);

    const techAsksItsCount = tech
      .waitForResponse((response) => response.url().includes('/api/notification/count_unread_notifications'))
      .catch(() => null);
    const techBellRises = bell(tech, 'Notifications (1 unread)')
      .waitFor()
      .catch(() => null);
    await postClientRegistration(server.baseUrl, 1);
    await bell(page, 'Notifications (1 unread)').waitFor();
    // The field tech's tab hears the event too, but may not open leads: it asks the server and its bell stays quiet.
    await Promise.race([techAsksItsCount, techBellRises]);
    expect(await bell(tech, 'Notifications').isVisible()).toBe(true);
    for (let n = 2; n <= 10; n += 1) await postClientRegistration(server.baseUrl, n);
    await bell(page, 'Notifications (9+ unread)').waitFor();
    await bell(office, 'Notifications (9+ unread)').waitFor();
    expect(await page.getByRole('banner').locator('.MuiBadge-badge').innerText()).toBe('9+');
    expect(await documentIsMarked(page)).toBe(true);
    // Scoop Squad North heard nothing of Demo Scoopers' sign-ups, and the field tech received none of them.
    expect(await bell(otherOrganization, 'Notifications').isVisible()).toBe(true);
    expect(await bell(tech, 'Notifications').isVisible()).toBe(true);
    await tech.goto('/notifications');
    await tech.getByText('You have no notifications yet.').waitFor();
    expect(await tech.getByText(/Visitor Number/).count()).toBe(0);

    await bell(page, 'Notifications (9+ unread)').click();
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/notifications');
    await bell(page, 'Notifications').waitFor();
    const list = page.getByRole('list', { name: 'Notifications' });
    const item = (n: number) =>
      list.getByRole('button', { name: new RegExp(`^New client registration: Visitor Number ${n}\\b`) });
    const unread = list.getByRole('button').filter({ has: page.getByText('Unread', { exact: true }) });
    await item(10).waitFor();
    expect(await unread.count()).toBe(10);

    // Reading one marks it read and opens its lead; back on the list, the unread filter lists the other nine.
    await item(3).click();
    await page.waitForURL(/\/lead\/\d+\/show$/);
    await page.getByRole('heading', { name: /Visitor Number 3\b/ }).waitFor();
    await page.goBack();
    await item(3).waitFor();
    await expect.poll(() => unread.count()).toBe(9);
    expect(await item(3).getByText('Unread', { exact: true }).count()).toBe(0);
    await page.getByLabel('Unread only').click();
    await expect.poll(() => page.getByLabel('Unread only').isChecked()).toBe(true);
    await expect.poll(() => list.getByRole('button').count()).toBe(9);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByText('You have no unread notifications.').waitFor();

    // The bell stays cleared after a reload; the office manager's tab still counts its own unseen ones.
    await page.reload();
    await bell(page, 'Notifications').waitFor();
    await bell(office, 'Notifications (9+ unread)').waitFor();
  });

  it("offers a refresh when a new build is announced, and 'Refresh Now' reloads", async () => {
    const { page, server } = suite;
    await signIn(page, 'tech@demo.test');
    await waitForLiveEvents(page);
    await markDocument(page);
    await postDemoEvent(server.baseUrl, (await storedToken(page)) ?? '', 'employee_version', {
      version: 'a-newer-build',
    });
    const dialog = page.getByRole('dialog', { name: messages.newVersionTitle });
    await dialog.getByText(messages.newVersionText).waitFor();
    await dialog.getByRole('button', { name: messages.refreshNow }).click();
    await page.getByRole('heading', { name: 'Welcome, Tyler Brooks' }).waitFor();
    expect(await documentIsMarked(page)).toBe(false);
    // The reloaded tab runs the build the server serves, so it hears no newer one.
    await waitForLiveEvents(page);
    expect(await page.getByRole('dialog', { name: messages.newVersionTitle }).count()).toBe(0);
  });

  it('shows a payment account change without a reload', async () => {
    const { page, server } = suite;
    await signIn(page, 'owner@demo.test');
    await page.goto('/settings/subscription_details');
    const account = page.getByRole('region', { name: 'Payment Account' });
    await account.getByText('Active', { exact: true }).waitFor();
    await waitForLiveEvents(page);
    await markDocument(page);
    const organizationId = (await storedSession(page))?.user?.organization_id;
    expect(organizationId).toBeTypeOf('number');
    const ownerToken = (await storedToken(page)) ?? '';

    await postDemoEvent(server.baseUrl, ownerToken, 'stripe_status', {
      organization_id: organizationId,
      status: 'active',
      payouts_enabled: false,
      charges_enabled: true,
    });
    await account.getByText('Disabled', { exact: true }).waitFor();
    expect(await account.getByRole('definition').allInnerTexts()).toEqual(['Active', 'Enabled', 'Disabled']);

    await postDemoEvent(server.baseUrl, ownerToken, 'stripe_status', {
      organization_id: organizationId,
      status: 'in_progress',
      payouts_enabled: false,
      charges_enabled: false,
    });
    await account.getByText('In Progress', { exact: true }).waitFor();
    expect(await account.getByRole('definition').allInnerTexts()).toEqual([
      'In Progress',
      'Pending setup',
      'Pending setup',
    ]);
    expect(await documentIsMarked(page)).toBe(true);
    expect((await storedSession(page))?.user).toMatchObject({ organization_id: organizationId });
  });
});
