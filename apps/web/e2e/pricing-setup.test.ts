/**
 * Issue 7 pricing setup: the owner creates a twice-a-week plan priced by two dog ranges, sees it in the plan table
 * and on its own page, then sets an initial-cleanup range whose To Price is first below its From Price.
 */
import { describe, expect, it } from 'vitest';
import { signIn } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

// Not 'Twice a Week': the demo organization may get a plan of that name, and names are unique.
const PLAN_NAME = 'Twice Weekly Small Yards';

describe('pricing setup', () => {
  it('creates a twice-a-week plan by dog ranges, shows it, and keeps initial cleanup prices in order', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    await page.goto('/settings/pricing_setup');
    await page.getByRole('heading', { name: 'Service Plans' }).waitFor();

    await page.getByRole('button', { name: 'New Service Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Service Plan' });
    await dialog.getByLabel('Plan Name').fill(PLAN_NAME);
    await dialog.getByRole('combobox', { name: 'Frequency' }).click();
    await page.getByRole('option', { name: 'Twice a Week' }).click();
    const firstRange = dialog.getByRole('group', { name: 'Dog range 1' });
    await firstRange.getByLabel('Price').fill('15');
    // $15 a visit, twice a week: 15 × 2 × 52 / 12.
    await dialog.getByText('Monthly value for 1 dog: $130.00 a month').waitFor();

    await dialog.getByRole('button', { name: 'Add Dog Range' }).click();
    await firstRange.getByLabel('To (dogs)').fill('2');
    const secondRange = dialog.getByRole('group', { name: 'Dog range 2' });
    expect(await secondRange.getByLabel('From (dogs)').inputValue()).toBe('3');
    await secondRange.getByLabel('Price').fill('20');
    await dialog.getByRole('button', { name: 'Save Plan' }).click();
    await page.getByText('The service plan was created.').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const planRow = page.getByRole('table', { name: 'Service plans' }).getByRole('row').filter({ hasText: PLAN_NAME });
    await planRow.getByText('1–2 dogs $15.00 · 3+ dogs $20.00').waitFor();
    expect(await planRow.innerText()).toContain('Twice a Week');

    await planRow.getByRole('link', { name: PLAN_NAME }).click();
    await page.waitForURL(/\/service_plan\/\d+\/show$/);
    await page.getByRole('heading', { level: 1, name: PLAN_NAME }).waitFor();
    const prices = page.getByRole('table', { name: 'Prices by number of dogs' });
    await prices.getByRole('row').filter({ hasText: '1–2 dogs' }).getByText('$130.00 a month').waitFor();
    await prices.getByRole('row').filter({ hasText: '3+ dogs' }).getByText('$20.00').waitFor();
    await page.getByText('No subscriptions on this plan yet').waitFor();

    await page.getByRole('link', { name: 'Back to Pricing Setup' }).click();
    await page.getByRole('tab', { name: 'Initial Cleanup' }).click();
    await page.getByRole('heading', { name: 'Initial Cleanup Prices' }).waitFor();
    await page.getByRole('button', { name: 'Add Range' }).click();
    const range = page.getByRole('group', { name: /^Initial cleanup range \d+$/ }).last();
    await range.getByLabel('Label').fill('Up to 4 weeks');
    await range.getByLabel('From (weeks)').fill('0');
    await range.getByLabel('To (weeks)').fill('4');
    await range.getByLabel('From Price').fill('60');
    await range.getByLabel('To Price').fill('45');
    await page.getByRole('button', { name: 'Save Prices' }).click();
    await range.getByText('Cannot be less than the From Price').waitFor();

    await range.getByLabel('To Price').fill('90');
    await page.getByRole('button', { name: 'Save Prices' }).click();
    await page.getByText('The pricing setup was saved.').waitFor();
    expect(await range.getByText('Cannot be less than the From Price').count()).toBe(0);

    await page.reload();
    const kept = page.getByRole('group', { name: /^Initial cleanup range \d+$/ }).last();
    await kept.waitFor();
    expect(await kept.getByLabel('Label').inputValue()).toBe('Up to 4 weeks');
    expect(await kept.getByLabel('To (weeks)').inputValue()).toBe('4');
    expect(await kept.getByLabel('From Price').inputValue()).toBe('60.00');
    expect(await kept.getByLabel('To Price').inputValue()).toBe('90.00');
  });
});
