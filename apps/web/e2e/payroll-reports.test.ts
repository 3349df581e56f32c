/**
 * The payroll reports as the office sees them: Demo Scoopers' thirteen weeks of finalized pay runs show in the payroll
 * report per staff member with a Total line, every part of gross pay in its own column adding up to Gross; a name
 * drills into that person's slips; the productivity report drills into one tech's trend.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { grossPayParts } from '@employee-portal/core/payroll/gross-pay';
import { pathOf, signIn } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

async function openFromMenu(page: Page, label: string, path: string) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: label }).click();
  await page.getByRole('heading', { name: label, level: 1 }).waitFor();
  expect(pathOf(page)).toBe(path);
}

/** The loaded table, ending in its bold Total line. */
async function figures(page: Page, tableName: string) {
  const table = page.getByRole('table', { name: tableName }).and(page.locator('[aria-busy="false"]'));
  await table
    .locator('tbody tr')
    .last()
    .getByRole('cell', { name: /^Total/ })
    .waitFor();
  expect(await table.locator('tbody tr').count()).toBeGreaterThan(1);
  return table;
}

/** '$1,234.56' or '-$3.00' as cents. */
function centsOf(text: string) {
  const match = /^(-?)\$([\d,]+)\.(\d{2})$/.exec(text.trim());
  expect(match, `an amount: ${text}`).not.toBeNull();
  const cents = Number(match![2]!.replace(/,/g, '')) * 100 + Number(match![3]);
  return match![1] ? -cents : cents;
}

/**
 * Every row, the Total line included, shows each part of gross pay, and what is shown adds up to the shown Gross.
 * Answers the regular pay shown in all.
 */
async function payColumnsAddingUp(table: Locator) {
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
  const first = headers.indexOf('Regular Pay');
  const gross = headers.indexOf('Gross');
  expect(headers.slice(first, gross + 1)).toEqual([...grossPayParts.map((part) => part.label), 'Gross']);
  let hourlyPay = 0;
  for (const row of await table.locator('tbody tr').all()) {
    const cells = await row.getByRole('cell').allInnerTexts();
    const parts = cells.slice(first, gross).map(centsOf);
    hourlyPay += parts[0]!;
    expect(
      parts.reduce((sum, cents) => sum + cents, 0),
      `${cells[0]}: ${cells.slice(first, gross + 1).join(' ')}`,
    ).toBe(centsOf(cells[gross]!));
  }
  return hourlyPay;
}

describe('payroll reports', () => {
  it('the payroll report drills into one person, and productivity into one tech’s trend', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    await openFromMenu(page, 'Payroll Report', '/payroll_report');
    const members = await figures(page, 'Pay per staff member');
    // The demo's techs are paid by the hour: their regular pay shows, and adds into Gross.
    expect(await payColumnsAddingUp(members)).toBeGreaterThan(0);
    const from = await page.getByLabel('From').inputValue();
    expect(from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const first = members.locator('tbody tr').first();
    const name = (await first.getByRole('link').innerText()).trim();
    expect(await first.locator('td').last().innerText()).toMatch(/^\$[\d,]+\.\d{2}$/);

    await first.getByRole('link').click();
    await page.getByRole('heading', { name: `Payroll Report: ${name}`, level: 1 }).waitFor();
    expect(pathOf(page)).toMatch(new RegExp(`^/payroll_report/\\d+/show/${from}$`));
    const slips = await figures(page, 'Pay slips over time');
    await payColumnsAddingUp(slips);
    // Each finalized week of the range is a row with its PDF.
    expect(await slips.getByRole('button', { name: /^Pay slip PDF for / }).count()).toBe(
      (await slips.locator('tbody tr').count()) - 1,
    );

    await openFromMenu(page, 'Productivity Report', '/productivity_report');
    const techs = await figures(page, 'Productivity per tech');
    const tech = techs.locator('tbody tr').first().getByRole('link');
    const techName = (await tech.innerText()).trim();
    await tech.click();
    await page.getByRole('heading', { name: `Productivity Report: ${techName}`, level: 1 }).waitFor();
    await figures(page, 'Productivity per pay period');
  });
});
