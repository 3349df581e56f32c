/**
 * Issue 12 point 21: the pickers of who does the work offer the field technicians (Demo Scoopers' Field Tech
 * members), not the owner or the office; and the filter bar of /clients shows its labels whole at 1300 px, with the
 * drawer docked.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { callApi, signIn, storedToken } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const FIELD_TECHS = ['Jasmine Reed', 'Nina Hale', 'Tyler Brooks'];
const NOT_TECHS = ['Olivia Owens', 'Maria Lopez', 'Derek Shaw', 'Morgan Ellis'];

/** The choices of an MUI select, read from its open list and closed again. */
async function choicesOf(page: Page, select: Locator): Promise<string[]> {
  await select.click();
  const list = page.getByRole('listbox');
  await list.waitFor();
  const choices = await list.getByRole('option').allInnerTexts();
  await page.keyboard.press('Escape');
  await list.waitFor({ state: 'hidden' });
  return choices;
}

const expectTechsOnly = (choices: string[]) => {
  for (const name of FIELD_TECHS) expect(choices, name).toContain(name);
  for (const name of NOT_TECHS) expect(choices, name).not.toContain(name);
};

describe('field technician pickers', () => {
  it('offer the field technicians on the subscriptions filter, the subscription form and the shifts filter', async () => {
    const { page, server } = suite;
    await signIn(page, 'owner@demo.test');

    await page.goto('/subscriptions');
    await page.getByRole('heading', { name: 'Subscriptions', level: 1 }).waitFor();
    const techFilter = page.getByRole('combobox', { name: 'Tech' });
    await expect.poll(() => techFilter.getAttribute('aria-disabled')).not.toBe('true');
    const filterChoices = await choicesOf(page, techFilter);
    expect(filterChoices.slice(0, 2)).toEqual(['All techs', 'Unassigned']);
    expectTechsOnly(filterChoices);

    const token = (await storedToken(page))!;
    const { data } = await callApi<{ data: { id: number; status: string }[] }>(
      server.baseUrl,
      token,
      'GET',
      '/subscriptions?status=active&per_page=1',
    );
    await page.goto(`/subscription/${data[0]!.id}/show`);
    await page.getByRole('button', { name: 'Change' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Subscription' });
    const formChoices = await choicesOf(page, dialog.getByRole('combobox', { name: 'Field Tech' }));
    expect(formChoices[0]).toBe('Unassigned');
    expectTechsOnly(formChoices);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/shifts');
    await page.getByRole('heading', { name: 'Shifts', level: 1 }).waitFor();
    const staffFilter = page.getByRole('combobox', { name: 'Staff' });
    await expect.poll(() => staffFilter.getAttribute('aria-disabled')).not.toBe('true');
    const shiftChoices = await choicesOf(page, staffFilter);
    expect(shiftChoices[0]).toBe('All staff');
    expectTechsOnly(shiftChoices);
  });

  it('show every filter label of /clients whole at 1300 px', async () => {
    const page = await suite.openAnotherPage({ width: 1300, height: 900 });
    await signIn(page, 'owner@demo.test');
    await page.goto('/clients');
    await page.getByRole('heading', { name: 'Clients', level: 1 }).waitFor();
    const filters = page.getByRole('group', { name: 'Filters' });
    const labels = filters.locator('label, .MuiInputLabel-root');
    await expect.poll(() => labels.count()).toBeGreaterThanOrEqual(6);
    const sizes = await labels.evaluateAll((elements) =>
      elements.map((element) => ({
        text: element.textContent,
        scroll: element.scrollWidth,
        client: element.clientWidth,
      })),
    );
    expect(sizes.map((size) => size.text)).toEqual(
      expect.arrayContaining(['Search', 'Status', 'Work Area', 'Service Plan', 'Tax Exempt', 'Open Balance']),
    );
    for (const size of sizes) expect(size.scroll, `${size.text} is cut off`).toBeLessThanOrEqual(size.client);
  });
});
