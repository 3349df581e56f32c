/**
 * Scheduling settings and reports as the office sees them: the scheduler settings saved and kept, a skip reason added
 * and deleted with confirmation, a tech's route start saved; a work area change in the activity log; the inventory,
 * whose techs' jobs of a day are the dispatch board's and which shows no plan limit to a plan without one; and the
 * completed jobs report with its totals.
 */
import { describe, expect, it } from 'vitest';
import { callApi, signIn, storedToken } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

describe('office settings and reports', () => {
  it('saves the scheduler settings, a skip reason and a route start', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    await page.goto('/settings/scheduler_settings');
    await page.getByRole('heading', { name: 'Scheduler Settings', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Scheduler settings' });
    await form.getByRole('checkbox', { name: 'Saturday' }).check();
    await form.getByLabel('Job Horizon (weeks)').fill('40');
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await form.getByText('Must be less or equal 26').waitFor();
    await form.getByLabel('Job Horizon (weeks)').fill('10');
    await form.getByRole('switch', { name: "'On the way' when the tech sets out" }).uncheck();
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Scheduler settings were saved.').waitFor();
    await page.reload();
    await expect.poll(() => form.getByLabel('Job Horizon (weeks)').inputValue()).toBe('10');
    expect(await form.getByRole('checkbox', { name: 'Saturday' }).isChecked()).toBe(true);
    expect(await form.getByRole('switch', { name: "'On the way' when the tech sets out" }).isChecked()).toBe(false);

    const dialog = page.getByRole('dialog', { name: 'New Skip Reason' });
    const addReason = async (name: string) => {
      await page.getByRole('button', { name: 'New Skip Reason' }).click();
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByRole('button', { name: 'Add Reason' }).click();
    };
    await addReason('Icy driveway');
    const reasons = page.getByRole('table', { name: 'Skip reasons' });
    await reasons.getByRole('cell', { name: 'Icy driveway', exact: true }).waitFor();
    await addReason('icy DRIVEWAY');
    await dialog.getByText('This skip reason already exists').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await reasons.getByRole('button', { name: 'Delete Icy driveway' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await reasons.getByRole('cell', { name: 'Icy driveway', exact: true }).waitFor({ state: 'detached' });

    const route = page.getByRole('form', { name: 'Route of Tyler Brooks' });
    await route.getByLabel('Start Address').fill('1 Yard Rd, Denver, CO');
    await route.getByRole('button', { name: 'Save route of Tyler Brooks' }).click();
    await page.getByText("Tyler Brooks's route addresses were saved.").waitFor();
    await page.reload();
    await expect.poll(() => route.getByLabel('Start Address').inputValue()).toBe('1 Yard Rd, Denver, CO');
  });

  it('shows a work area change in the activity log, the inventory and the completed jobs report', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    const token = await storedToken(page);
    if (!token) throw new Error('owner not signed in');
    const { work_area } = await callApi<{ work_area: { id: number } }>(
      suite.server.baseUrl,
      token,
      'POST',
      '/work_areas',
      { name: 'Audit Test Area' },
    );
    await callApi(suite.server.baseUrl, token, 'POST', `/work_areas/${work_area.id}/zips`, { zip: '80299' });

    await page.goto('/work_area_activity_log');
    const log = page.getByRole('table', { name: 'Work area changes' });
    const zipsRow = log.locator('tbody tr', { hasText: 'Audit Test Area' }).filter({ hasText: 'Zips changed' });
    await zipsRow.getByText('Zips: none').waitFor();
    await zipsRow.getByText('Zips: 80299').waitFor();
    await log.locator('tbody tr', { hasText: 'Audit Test Area' }).filter({ hasText: 'Created' }).waitFor();

    await page.goto('/work_area_inventory');
    const inventory = page.getByRole('table', { name: 'Work area inventory' });
    const row = inventory.locator('tbody tr', { hasText: '80299' });
    await row.getByText('Audit Test Area').waitFor();
    await row.getByText('Busiest tech: 0 jobs').waitFor();
    // The demo's plan has no jobs-per-tech limit: no '16 of 15' in red.
    expect(await inventory.getByText(/ of 15 jobs per tech/).count()).toBe(0);

    // Each tech's jobs of the day read the same on the dispatch board of that day.
    const central = inventory.locator('tbody tr', { hasText: 'Central Denver' }).first();
    const techsCell = await central.getByRole('cell').nth(5).innerText();
    const perTech = [...techsCell.matchAll(/([^,:]+): (\d+) jobs?/g)].map((match) => [match[1]!.trim(), match[2]!]);
    expect(perTech.length).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Dispatch board of this day' }).click();
    await page.getByRole('heading', { name: 'Dispatch Board', level: 1 }).waitFor();
    for (const [name, jobs] of perTech) {
      const column = page.getByRole('region', { name: name! });
      await column.getByText(new RegExp(`^${jobs} jobs?, `)).waitFor();
    }

    await page.goto('/completed_jobs_report');
    await page.getByRole('heading', { name: 'Completed Jobs Report' }).waitFor();
    const totals = page.locator('dl[aria-label="Totals"]');
    await totals.getByText('Visit Revenue').waitFor();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const label of ['Completed Jobs Report', 'Work Area Activity Log', 'Work Area Inventory'])
      await nav.getByRole('link', { name: label }).waitFor({ state: 'attached' });
  });
});
