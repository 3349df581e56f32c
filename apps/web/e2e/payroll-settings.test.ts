/**
 * Issue 18 payroll settings: signing in reads the organization settings; the owner switches the pay period to twice
 * per month and sees the current and default (previous) period for today, saves (the organization settings are read
 * again), finds it kept after a reload, and edits a tech's rates in the staff pay rules table, which the staff page
 * then shows.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { todayIn } from '@employee-portal/core/dates';
import {
  payPeriodContaining,
  previousPayPeriod,
  workweekOf,
  type PayPeriod,
} from '@employee-portal/core/payroll/pay-periods';
import { addCalendarDays } from '@employee-portal/core/scheduling/calendar-day';
import { seriousViolations, waitForSettledPage } from './support/axe.ts';
import { DEMO_PASSWORD, fillLogin, signIn } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

// Days show in the owner's date format, YYYY-MM-DD until chosen otherwise.
const periodText = (period: PayPeriod) => `${period.start_date} – ${period.end_date}`;

const organizationSettingsRead = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().includes('/api/organization_settings') && response.request().method() === 'GET',
  );

describe('payroll settings', () => {
  it('change the pay period, show its default period, and edit a member’s rates', async () => {
    const { page } = suite;
    const today = todayIn('America/Denver', new Date());
    // Through the form: spec §4 has the organization settings read again after a login.
    await page.goto('/login');
    const afterLogin = organizationSettingsRead(page);
    await fillLogin(page, 'owner@demo.test', DEMO_PASSWORD);
    await afterLogin;
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Payroll Settings' }).click();
    await page.waitForURL('**/settings/payroll_settings');

    const form = page.getByRole('form', { name: 'Payroll rules' });
    await form.getByRole('combobox', { name: 'Pay Period' }).click();
    await page.getByRole('option', { name: 'Twice per month' }).click();
    const expectedDefault = periodText(previousPayPeriod('twice_per_month', today));
    await page.getByTestId('default-pay-period').getByText(expectedDefault, { exact: false }).waitFor();
    expect(await page.getByTestId('current-pay-period').innerText()).toContain(
      periodText(payPeriodContaining('twice_per_month', today)),
    );
    const afterSave = organizationSettingsRead(page);
    await form.getByRole('button', { name: 'Save Payroll Settings' }).click();
    await page.getByText('Payroll settings were saved.').waitFor();
    const settings = await (await afterSave).json();
    expect(settings.organization_settings).toContainEqual({ key: 'pay_period', value: 'twice_per_month' });

    await page.reload();
    const reloaded = page.getByRole('form', { name: 'Payroll rules' });
    await reloaded.waitFor();
    expect(await reloaded.getByRole('combobox', { name: 'Pay Period' }).innerText()).toBe('Twice per month');
    expect(await page.getByTestId('default-pay-period').innerText()).toContain(expectedDefault);
    await waitForSettledPage(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Edit pay rules of Tyler Brooks' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay Rules: Tyler Brooks' });
    await dialog.getByRole('textbox', { name: 'Per Dog ($)' }).waitFor();
    await waitForSettledPage(page);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Per Dog ($)' }).fill('0.75');
    await dialog.getByRole('textbox', { name: 'Commission (% of visit revenue)' }).fill('2.5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText("Tyler Brooks's pay rules were saved.").waitFor();
    const row = page
      .getByRole('table', { name: 'Staff pay rules' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Tyler Brooks', exact: true }) });
    await row.getByRole('cell', { name: '$0.75', exact: true }).waitFor();
    await row.getByRole('cell', { name: '2.5%', exact: true }).waitFor();

    // The staff page shows the same rates: one store of pay rules.
    await page.goto('/staff');
    await page.getByRole('link', { name: 'Tyler Brooks' }).click();
    const payForm = page.getByRole('form', { name: 'Pay settings' });
    await payForm.waitFor();
    expect(await payForm.getByRole('textbox', { name: 'Per Dog ($)' }).inputValue()).toBe('0.75');
    expect(await payForm.getByRole('textbox', { name: 'Commission (% of visit revenue)' }).inputValue()).toBe('2.5');
  });

  it('pairs ISO weeks bi-weekly by default, or runs every 14 days from a picked day, which pay slips follow', async () => {
    const { page } = suite;
    const today = todayIn('America/Denver', new Date());
    await signIn(page, 'owner@demo.test');
    await page.goto('/settings/payroll_settings');
    const form = page.getByRole('form', { name: 'Payroll rules' });
    await form.getByRole('combobox', { name: 'Pay Period' }).click();
    await page.getByRole('option', { name: 'Bi-weekly' }).click();
    await page
      .getByTestId('current-pay-period')
      .getByText(periodText(payPeriodContaining('bi_weekly', today)), { exact: false })
      .waitFor();
    await page
      .getByText('week 53 (from Monday, 28 December 2026) is a pay period of one week', { exact: false })
      .waitFor();

    // A Wednesday three weeks back, which no ISO week pair starts on.
    const start = addCalendarDays(workweekOf(today), -19);
    await form.getByRole('combobox', { name: 'Bi-weekly Cycle' }).click();
    await page.getByRole('option', { name: 'Every 14 days from a date you pick' }).click();
    await form.getByLabel('First Day of a Pay Period').fill(start);
    const fixedDefault = previousPayPeriod('bi_weekly', today, start);
    expect(fixedDefault).not.toEqual(previousPayPeriod('bi_weekly', today));
    await page.getByTestId('default-pay-period').getByText(periodText(fixedDefault), { exact: false }).waitFor();
    const afterSave = organizationSettingsRead(page);
    await form.getByRole('button', { name: 'Save Payroll Settings' }).click();
    await page.getByText('Payroll settings were saved.').waitFor();
    const settings = await (await afterSave).json();
    expect(settings.organization_settings).toContainEqual({ key: 'bi_weekly_start', value: start });

    await page.reload();
    const reloaded = page.getByRole('form', { name: 'Payroll rules' });
    await reloaded.waitFor();
    expect(await reloaded.getByRole('combobox', { name: 'Bi-weekly Cycle' }).innerText()).toBe(
      'Every 14 days from a date you pick',
    );
    expect(await reloaded.getByLabel('First Day of a Pay Period').inputValue()).toBe(start);

    await page.goto('/create_pay_slips');
    await page
      .getByRole('combobox', { name: 'Pay Period' })
      .getByText(`${fixedDefault.start_date} to ${fixedDefault.end_date}`)
      .waitFor();
  });
});
