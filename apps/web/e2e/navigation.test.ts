/**
 * The menu each kind of member sees (spec §2 menu rules, §6 permissions) and what an organization's subscription
 * state does to it (spec §4 banner, §5 guard 2).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { rolePresets, type RolePresetName } from '@employee-portal/core/access/role-presets';
import { DEMO_PASSWORD, fillLogin, navigationEntries, pathOf, signIn } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

/** Every built page's menu entry, as an owner sees it (an expired organization shows the same, greyed). */
const OWNER_MENU = [
  'Home',
  'Clients',
  'Commercial Clients',
  'Change Requests',
  'Staff',
  'Shifts',
  'My Shift Report',
  'Time & Mileage Report',
  'Start/End Shift',
  'Dispatch Board',
  'Route Manager',
  'Schedule',
  'Unassigned',
  'Subscriptions',
  'Commercial Subscriptions',
  'Recurring Invoices',
  'One-Time Invoices',
  'Payments',
  'Coupons',
  'Gift Certificates',
  'Payouts',
  'Sales Tax Report',
  'Create Pay Slips',
  'Payroll Report',
  'Productivity Report',
  'Route Planning Report',
  'Completed Jobs Report',
  'Residential Cross-Sells Report',
  'Commercial Cross-Sells Report',
  'Open Balance Report',
  'Cleanup Notifications Report',
  'Ratings and Comments Report',
  'Tips Report',
  'Work Area Activity Log',
  'Work Area Inventory',
  'Settings',
  'Subscription Details',
];

describe('navigation by permission', () => {
  it("shows the owner every built page's menu entry, settings index and subscription details", async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    expect(await navigationEntries(page)).toEqual(OWNER_MENU);
    // Demo Scoopers is subscribed: no banner.
    expect(await page.getByRole('region', { name: 'Subscription' }).count()).toBe(0);

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(await page.title()).toBe('Settings | Employee Portal');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Subscription Details/ })
      .click();
    await page.getByRole('heading', { name: 'Subscription Details' }).waitFor();
    expect(pathOf(page)).toBe('/settings/subscription_details');
    const facts = page.getByRole('definition');
    await page.getByText('Subscribed', { exact: true }).waitFor();
    await page.getByRole('term').filter({ hasText: 'Active staff' }).waitFor();
    expect(await facts.allInnerTexts()).toContain('No data');
  });

  it('shows the office manager Home, their shift pages and Settings', async () => {
    const { page } = suite;
    await signIn(page, 'office@demo.test');
    expect(await navigationEntries(page)).toEqual([
      'Home',
      'Clients',
      'Commercial Clients',
      'Change Requests',
      'Shifts',
      'My Shift Report',
      'Start/End Shift',
      'Dispatch Board',
      'Route Manager',
      'Schedule',
      'Unassigned',
      'Subscriptions',
      'Commercial Subscriptions',
      'Recurring Invoices',
      'One-Time Invoices',
      'Payments',
      'Coupons',
      'Gift Certificates',
      'Completed Jobs Report',
      'Cleanup Notifications Report',
      'Work Area Activity Log',
      'Work Area Inventory',
      'Settings',
    ]);
  });

  it('shows a field tech Home, their own shift pages and their day, and sends a forbidden deep link to /no_premissions', async () => {
    const { page } = suite;
    await signIn(page, 'tech@demo.test');
    // Settings is always allowed (spec §6), so always in the menu, with only the cards its holder may open: none here.
    expect(await navigationEntries(page)).toEqual([
      'Home',
      'My Shift Report',
      'Start/End Shift',
      'Schedule',
      'Settings',
    ]);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByText('Your account has no settings to manage.', { exact: false }).waitFor();

    await page.goto('/settings/subscription_details');
    await page.getByRole('heading', { name: 'No Permissions' }).waitFor();
    expect(pathOf(page)).toBe('/no_premissions');
    // Each page by its own name: Customize Dashboard too.
    await page.goto('/settings/customize_dashboard');
    await page.getByRole('heading', { name: 'No Permissions' }).waitFor();
  });
});

describe('subscription state', () => {
  it('tells a trial organization which day of the trial it is on', async () => {
    const { page } = suite;
    await signIn(page, 'trial@demo.test');
    const banner = page.getByRole('region', { name: 'Subscription' });
    await banner.getByText('You are using trial version, Day 3 of 15.').waitFor();
    // 'Subscribe Now' opens the subscribe dialog where the user is; Cancel closes it again.
    await banner.getByRole('button', { name: 'Subscribe Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe' });
    await dialog.getByRole('combobox', { name: 'Pricing plan' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Subscription Details' })
      .click();
    await page.getByRole('heading', { name: 'Subscription Details' }).waitFor();
    await page.getByText('Trial: Day 3 of 15').waitFor();
  });

  it('greys the menu of an expired organization and sends every other page to Subscription Details', async () => {
    const { page } = suite;
    await signIn(page, 'expired@demo.test');
    await page.getByRole('region', { name: 'Subscription' }).getByText('Your trial period has expired.').waitFor();

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await navigationEntries(page)).toEqual(OWNER_MENU);
    // Greyed entries are no links and cannot be used.
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Subscription Details']);
    expect(await nav.getByRole('button', { name: 'Home' }).getAttribute('aria-disabled')).toBe('true');
    expect(await nav.getByRole('button', { name: 'Settings' }).getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('button', { name: 'Notifications', exact: true }).isDisabled()).toBe(true);

    for (const path of ['/notifications', '/subscription_ended']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Subscription Details' }).waitFor();
      expect(pathOf(page)).toBe('/settings/subscription_details');
    }
    await page.getByText('Trial expired').waitFor();
  });
});

/** The page a lapsed organization's member who cannot renew it is held on, wherever they go. */
async function expectSubscriptionEnded(page: Page, path: string, userLoaded?: Promise<unknown>) {
  await page.goto(path);
  await userLoaded;
  await page.getByRole('heading', { name: 'Subscription Ended', level: 1 }).waitFor();
  expect(pathOf(page), path).toBe('/subscription_ended');
  await page.getByText("Expired Scoopers's subscription has ended; the owner can renew it.").waitFor();
}

describe('a lapsed organization seen by a member who cannot renew it', () => {
  it('holds every preset role but the owner on a page naming the organization, with Logout', async () => {
    const { page } = suite;
    await page.goto('/login');
    await fillLogin(page, 'expired-office@demo.test', DEMO_PASSWORD);
    await page.getByRole('heading', { name: 'Subscription Ended', level: 1 }).waitFor();
    for (const path of ['/settings/subscription_details', '/no_premissions', '/clients', '/'])
      await expectSubscriptionEnded(page, path);

    // The demo has one such member (an office one): the other presets are given to them as the server's answer.
    for (const role of ['Manager', 'Crew Leader', 'Field Tech', 'Accountant'] satisfies RolePresetName[]) {
      await page.route('**/api/auth/employee_user**', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { user: { permissions: readonly string[] } };
        await route.fulfill({ response, json: { ...body, user: { ...body.user, permissions: rolePresets[role] } } });
      });
      for (const path of ['/settings/subscription_details', '/no_premissions'])
        await expectSubscriptionEnded(page, path, page.waitForResponse('**/api/auth/employee_user**'));
      await page.unroute('**/api/auth/employee_user**');
    }

    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
  });

  it('lets them sign in with another account from that page', async () => {
    const { page } = suite;
    await page.goto('/login');
    await fillLogin(page, 'expired-office@demo.test', DEMO_PASSWORD);
    await page.getByRole('heading', { name: 'Subscription Ended', level: 1 }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Log in With Another Account' }).click();
    await fillLogin(
      page.getByRole('dialog', { name: 'Log in With Another Account' }),
      'owner@demo.test',
      DEMO_PASSWORD,
    );
    await page.getByRole('heading', { name: /^Welcome,/ }).waitFor();
    expect(pathOf(page)).toBe('/');
  });
});
