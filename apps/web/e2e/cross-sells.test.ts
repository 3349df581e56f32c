/**
 * Cross-sells (issue 7 point 2): the owner finds both settings pages, creates a residential add-on (a bad price is
 * refused first), finds it by searching, opens its page with the honest empty buyers state, is refused a duplicate
 * name, and the commercial list stays apart. A commercial add-on is deleted after confirming.
 */
import { describe, expect, it } from 'vitest';
import { pathOf, signIn } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

describe('cross-sells', () => {
  it('are set up per kind on the settings pages and shown with who buys them', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    await page.goto('/settings');
    const settings = page.getByRole('list', { name: 'Clients and sales settings' });
    await settings.getByRole('link', { name: /Commercial Cross-Sells/ }).waitFor();
    await settings.getByRole('link', { name: /Residential Cross-Sells/ }).click();
    await page.waitForURL('**/settings/residential_cross_sells');
    await page.getByRole('heading', { name: 'Residential Cross-Sells', level: 1 }).waitFor();
    expect(await page.title()).toBe('Residential Cross-Sells | Employee Portal');

    await page.getByRole('button', { name: 'New Cross-Sell' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Cross-Sell' });
    await dialog.getByLabel('Name').fill('Yard Deodorizer');
    await dialog.getByLabel('Description').fill('Sprayed after each cleanup');
    await dialog.getByLabel('Price ($)').fill('8.999');
    await dialog.getByRole('combobox', { name: 'Frequency' }).click();
    await page.getByRole('option', { name: 'Every visit' }).click();
    await dialog.getByRole('button', { name: 'Create Cross-Sell' }).click();
    await dialog.getByText('Enter valid currency format').waitFor();

    await dialog.getByLabel('Price ($)').fill('8.00');
    await dialog.getByRole('button', { name: 'Create Cross-Sell' }).click();
    await page.getByText('Yard Deodorizer was created.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const table = page.getByRole('table', { name: 'Residential Cross-Sells' });
    const row = table.getByRole('row').filter({ hasText: 'Yard Deodorizer' });
    await row.waitFor();
    expect((await row.getByRole('cell').allInnerTexts()).slice(0, 6)).toEqual([
      'Yard Deodorizer',
      'Sprayed after each cleanup',
      '$8.00',
      'Every visit',
      'Active',
      '0',
    ]);

    // The list is searched in the browser.
    await page.getByLabel('Search').fill('nothing like it');
    await page.getByText('No cross-sells match this search.').waitFor();
    await page.getByLabel('Search').fill('deodor');
    await row.waitFor();

    // The same name again (whatever its case) is refused under the name field.
    await page.getByRole('button', { name: 'New Cross-Sell' }).click();
    await dialog.getByLabel('Name').fill('yard deodorizer');
    await dialog.getByLabel('Price ($)').fill('9');
    await dialog.getByRole('button', { name: 'Create Cross-Sell' }).click();
    await dialog.getByText('A cross-sell with this name already exists').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(
      await table
        .getByRole('row')
        .filter({ hasText: /yard deodorizer/i })
        .count(),
    ).toBe(1);

    await row.getByRole('link', { name: 'Yard Deodorizer' }).click();
    await page.waitForURL(/\/residential_cross_sell\/\d+\/show$/);
    await page.getByRole('heading', { name: 'Yard Deodorizer', level: 1 }).waitFor();
    expect(await page.title()).toBe('Residential Cross-Sell | Employee Portal');
    await page.getByText('No subscriptions include this cross-sell yet').waitFor();
    const facts = page.getByRole('definition');
    await facts.filter({ hasText: '$8.00' }).waitFor();
    await facts.filter({ hasText: 'Every visit' }).waitFor();

    // Edited from its page: the new price shows at once.
    await page.getByRole('button', { name: 'Edit' }).click();
    const editing = page.getByRole('dialog', { name: 'Edit Cross-Sell' });
    await editing.getByLabel('Price ($)').fill('9.50');
    await editing.getByRole('button', { name: 'Save Cross-Sell' }).click();
    await page.getByText('Yard Deodorizer was saved.').waitFor();
    await facts.filter({ hasText: '$9.50' }).waitFor();

    // Commercial cross-sells are another kind: the residential one is not found there, nor in their list.
    const residentialId = /\/residential_cross_sell\/(\d+)\/show$/.exec(pathOf(page))?.[1];
    await page.goto(`/commercial_cross_sell/${residentialId}/show`);
    await page.getByRole('heading', { name: 'Commercial cross-sell not found', level: 1 }).waitFor();
    await page.goto('/settings/commercial_cross_sells');
    await page.getByRole('heading', { name: 'Commercial Cross-Sells', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New Cross-Sell' }).click();
    await dialog.getByLabel('Name').fill('Waste Station Bags');
    await dialog.getByLabel('Price ($)').fill('12.5');
    await dialog.getByRole('combobox', { name: 'Frequency' }).click();
    await page.getByRole('option', { name: 'Monthly' }).click();
    await dialog.getByRole('button', { name: 'Create Cross-Sell' }).click();
    const commercial = page.getByRole('table', { name: 'Commercial Cross-Sells' });
    const bags = commercial.getByRole('row').filter({ hasText: 'Waste Station Bags' });
    await bags.getByText('$12.50').waitFor();
    expect(await commercial.getByText('Yard Deodorizer').count()).toBe(0);

    // Deleting asks first; nothing includes it, so it goes.
    await bags.getByRole('button', { name: 'Delete Waste Station Bags' }).click();
    await page.getByRole('dialog', { name: 'Delete Cross-Sell' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Waste Station Bags was deleted.').waitFor();
    await bags.waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/settings/commercial_cross_sells');
  });
});
