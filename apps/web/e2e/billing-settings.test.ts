/**
 * Issue 16 billing settings: the owner switches to postpaid billing on each client's start day, saves, reloads and
 * finds both kept with New York City's 8.875 % as the default rate; then adds a three-decimal sales tax rate for a zip
 * (a fourth decimal refused) and deletes it after confirming.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages } from '@employee-portal/core/messages/catalogue';
import { signIn } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const rateRow = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Sales tax rates' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });

describe('billing settings', () => {
  it('keep the billing mode and day, and add and delete a sales tax rate', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Billing Settings' }).click();
    await page.waitForURL('**/settings/billing_settings');
    const form = page.getByRole('form', { name: 'Billing settings' });
    await form.getByRole('radio', { name: /^Postpaid:/ }).check();
    await form.getByRole('combobox', { name: 'Billing Day' }).click();
    await page.getByRole('option', { name: "Each client's start day" }).click();
    await form.getByRole('textbox', { name: 'Default Sales Tax Rate (%)' }).fill('8.875');
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Billing settings were saved.').waitFor();

    await page.reload();
    const reloaded = page.getByRole('form', { name: 'Billing settings' });
    await reloaded.waitFor();
    expect(await reloaded.getByRole('radio', { name: /^Postpaid:/ }).isChecked()).toBe(true);
    expect(await reloaded.getByRole('combobox', { name: 'Billing Day' }).innerText()).toBe("Each client's start day");
    expect(await reloaded.getByRole('textbox', { name: 'Default Sales Tax Rate (%)' }).inputValue()).toBe('8.875');

    await page.getByRole('button', { name: 'New Sales Tax Rate' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Sales Tax Rate' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Downtown Denver');
    await dialog.getByRole('textbox', { name: 'Rate (%)' }).fill('8.8755');
    await dialog.getByRole('textbox', { name: 'Zip Code' }).fill('802');
    await dialog.getByRole('button', { name: 'Add Rate' }).click();
    await dialog.getByText(messages.zipDigits).waitFor();
    await dialog.getByText(messages.notValid).waitFor();
    await dialog.getByRole('textbox', { name: 'Rate (%)' }).fill('8.875');
    await dialog.getByRole('textbox', { name: 'Zip Code' }).fill('80202');
    await dialog.getByRole('button', { name: 'Add Rate' }).click();
    await page.getByText('Downtown Denver was added.').waitFor();
    await rateRow(page, 'Downtown Denver').getByRole('cell', { name: 'Zip 80202' }).waitFor();
    expect(await rateRow(page, 'Downtown Denver').getByRole('cell').nth(1).innerText()).toBe('8.875%');

    await page.getByRole('button', { name: 'Delete Downtown Denver' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Sales Tax Rate' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await rateRow(page, 'Downtown Denver').waitFor();
    await page.getByRole('button', { name: 'Delete Downtown Denver' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Downtown Denver was deleted.').waitFor();
    await rateRow(page, 'Downtown Denver').waitFor({ state: 'detached' });
  });
});
