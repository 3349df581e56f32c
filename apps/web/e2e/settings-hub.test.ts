/**
 * Issue 20 point 1: the settings hub groups every page the owner may open, each with what it is for and its state,
 * and opens a page from the keyboard.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations, waitForSettledPage } from './support/axe.ts';
import { signIn } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

describe('settings hub', () => {
  it('groups the pages with their states and opens one from the keyboard', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();

    const money = page.getByRole('list', { name: 'Money and integrations settings' });
    const quickbooks = money.getByRole('link', { name: /QuickBooks Online/ });
    await quickbooks.getByText(/^(Connected|Not connected)$/).waitFor();
    const sales = page.getByRole('list', { name: 'Clients and sales settings' });
    await sales
      .getByRole('link', { name: /Pricing Setup/ })
      .getByText(/^\d+ service plans?$/)
      .waitFor();
    const plan = page.getByRole('list', { name: 'Plan and personal settings' });
    await plan
      .getByRole('link', { name: /Subscription Details/ })
      .getByText(/^Standard plan, renews [A-Z][a-z]{2} \d{1,2}, \d{4}$/)
      .waitFor();

    expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(
      expect.arrayContaining(['Clients and sales', 'Operations and payroll', 'Money and integrations']),
    );
    await waitForSettledPage(page);
    expect(await seriousViolations(page)).toEqual([]);

    await money.getByRole('link', { name: /Billing Settings/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/settings/billing_settings');
    await page.getByRole('heading', { name: 'Billing Settings', level: 1 }).waitFor();
  });
});
