/**
 * Issue 15 point 6 as the office sees it: the route planning report of the demo's last week, each tech-day's planned
 * route against the jobs done and the shift driven, filtered by tech, sorted, with totals and a CSV download.
 */
import { describe, expect, it } from 'vitest';
import { downloadedBytes, pathOf, signIn } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

describe('route planning report', () => {
  it("shows the last week's routes per tech and day against their shifts, and downloads them as CSV", async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Route Planning Report' })
      .click();
    await page.getByRole('heading', { name: 'Route Planning Report', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/route_planning_report');

    const table = page.getByRole('table', { name: 'Route planning by tech and day' });
    // The bold last line totals the whole range; the others are one tech's day each.
    const techDays = table.locator('tbody tr').filter({ hasNot: page.locator('strong') });
    const column = (index: number) => techDays.locator(`td:nth-child(${index})`).allInnerTexts();
    const jasmine = table.locator('tbody tr', { hasText: 'Jasmine Reed' });
    await jasmine.first().waitFor();
    // The demo's techs drive real routes: a planned distance above zero and a worked shift on a past day.
    expect((await column(4)).some((text) => Number(text) > 0)).toBe(true);
    expect((await column(10)).some((text) => Number(text) > 0)).toBe(true);
    const total = table.locator('tbody tr').last();
    await total.getByRole('cell', { name: 'Total', exact: true }).waitFor();
    const stops = (await column(3)).reduce((sum, text) => sum + Number(text), 0);
    // One page holds the demo's week, so the page's stops add up to the total.
    expect(await total.locator('td:nth-child(3)').innerText()).toBe(String(stops));

    await page.getByRole('combobox', { name: 'Tech' }).click();
    await page.getByRole('option', { name: 'Jasmine Reed' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('user_id')).toMatch(/^\d+$/);
    await expect
      .poll(async () => {
        const techs = await column(2);
        return techs.length > 0 && techs.every((name) => name === 'Jasmine Reed');
      })
      .toBe(true);

    await table.getByRole('button', { name: 'Planned Distance (mi)' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('planned_distance');
    await expect
      .poll(async () => {
        const shown = (await column(4)).map(Number);
        return shown.length > 0 && shown.every((value, index) => index === 0 || value >= shown[index - 1]!);
      })
      .toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('route-planning.csv');
    const lines = (await downloadedBytes(download)).toString('utf8').trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^Date,Tech,Planned Stops,Planned Distance \(mi\),/);
    expect(lines.slice(1, -1).every((line) => line.includes('Jasmine Reed'))).toBe(true);
    expect(lines.at(-1)).toMatch(/^Total,/);
  });
});
