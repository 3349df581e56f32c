import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { addCalendarDays, weekdayOf } from '@employee-portal/core/scheduling/calendar-day';
import { workweekOf } from '@employee-portal/core/payroll/pay-periods';
import { signIn, organizationToday } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();
const PHONE = { width: 390, height: 844 };
const FIELDS = ['Shifts', 'Worked', 'Breaks', 'Miles'];

/** Whether the element lies wholly inside the viewport's width (a cut-off column does not). */
async function fitsAcross(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

/** The whole weeks of the last two, from the year of shifts the demo seeds for its field techs. */
async function openLastTwoWeeks(page: Page) {
  const today = await organizationToday(page);
  await page.goto(`/my_shift_report?date_from=${workweekOf(addCalendarDays(today, -14))}&date_to=${today}`);
  await page.getByRole('heading', { name: 'My Shift Report', level: 1 }).waitFor();
}

describe('My Shift Report on a phone', () => {
  it('shows every field of every week, day and shift within 390 px, each week range on one or two lines', async () => {
    const page = await suite.openAnotherPage(PHONE);
    await signIn(page, 'tech@demo.test');
    await openLastTwoWeeks(page);

    const weeks = page.getByRole('list', { name: 'Totals by week' }).getByRole('listitem');
    await weeks.first().waitFor();
    expect(await weeks.count()).toBeGreaterThanOrEqual(3);
    for (const week of await weeks.all()) {
      for (const field of FIELDS) {
        const term = week.getByRole('term').filter({ hasText: new RegExp(`^${field}$`) });
        expect(await term.isVisible(), field).toBe(true);
        expect(await fitsAcross(page, term), `${field} fits`).toBe(true);
        expect(await fitsAcross(page, term.locator('xpath=following-sibling::dd[1]')), `${field} value fits`).toBe(
          true,
        );
      }
      const range = week.getByRole('heading');
      const lineHeight = await range.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
      const box = await range.boundingBox();
      expect(box?.height ?? Infinity, `${await range.innerText()} on at most two lines`).toBeLessThanOrEqual(
        lineHeight * 2 + 1,
      );
      expect(await fitsAcross(page, range)).toBe(true);
    }

    const days = page.getByRole('list', { name: 'Totals by day' }).getByRole('listitem');
    expect(await days.count()).toBeGreaterThanOrEqual(2);
    const shifts = page.getByRole('list', { name: 'Shifts' }).getByRole('listitem');
    expect(await shifts.count()).toBeGreaterThanOrEqual(1);
    for (const field of ['Start', 'End', 'Breaks', 'Worked', 'Miles']) {
      const term = shifts
        .first()
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${field}$`) });
      expect(await fitsAcross(page, term), `shift ${field} fits`).toBe(true);
    }
    // Nothing on the page scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it('keeps the tables on a wide screen', async () => {
    const { page } = suite;
    await signIn(page, 'tech@demo.test');
    await openLastTwoWeeks(page);
    const table = page.getByRole('table', { name: 'Totals by week' });
    await table.getByRole('cell', { name: 'Total', exact: true }).waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Week', ...FIELDS]);
    expect(await page.getByRole('list', { name: 'Totals by week' }).count()).toBe(0);
  });

  it('opens on whole weeks, and a range starting mid-week marks that week partial and offers the whole week', async () => {
    const { page } = suite;
    await signIn(page, 'tech@demo.test');
    const today = await organizationToday(page);
    await page.goto('/my_shift_report');
    const weeks = page.getByRole('table', { name: 'Totals by week' });
    await weeks.getByRole('cell', { name: 'Total', exact: true }).waitFor();
    // Demo Scoopers pays weekly: last week and this one so far, from a Monday, never from the 1st mid-week.
    const from = await page.getByLabel('From', { exact: true }).inputValue();
    expect(from).toBe(workweekOf(addCalendarDays(workweekOf(today), -1)));
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe(today);
    await page.getByText('Whole weeks, Monday to Sunday', { exact: false }).waitFor();
    expect(await weeks.getByText('(partial week)', { exact: false }).count()).toBe(0);

    // From last week's Wednesday: that week's row counts Wednesday on, and says so.
    const wednesday = addCalendarDays(from, 2);
    expect(weekdayOf(wednesday)).toBe(3);
    await page.goto(`/my_shift_report?date_from=${wednesday}&date_to=${today}`);
    const partial = weeks.locator('tbody tr').filter({ hasText: '(partial week)' });
    await partial.waitFor();
    expect(await partial.count()).toBe(1);
    await page.getByRole('button', { name: 'Show whole weeks' }).click();
    await page.waitForURL((url) => url.searchParams.get('date_from') === from);
    // The partial range's table stays on screen until the whole weeks arrive.
    await partial.waitFor({ state: 'detached' });
    await weeks.getByRole('cell', { name: 'Total', exact: true }).waitFor();
  });
});
