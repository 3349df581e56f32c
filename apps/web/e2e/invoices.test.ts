/**
 * Invoices (issue 16): a one-time draft made through the API for a demo client is edited on /invoice/:id/edit, its
 * total following each change before saving, then finalized and found open on /one_time_invoices.
 */
import { describe, expect, it } from 'vitest';
import { callApi, pathOf, signIn, storedToken } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

describe('invoices', () => {
  it('a draft invoice edited', async () => {
    const { page, server } = suite;
    await signIn(page, 'owner@demo.test');
    const token = (await storedToken(page))!;
    const clients = await callApi<{ data: { id: number; first_name: string; last_name: string }[] }>(
      server.baseUrl,
      token,
      'GET',
      '/clients?per_page=1&status=active',
    );
    const client = clients.data[0]!;
    const { invoice } = await callApi<{ invoice: { id: number; number: number } }>(
      server.baseUrl,
      token,
      'POST',
      '/invoices',
      {
        client_id: client.id,
        lines: [{ description: 'Yard cleanup', quantity: 1, unit_cents: 2000, taxable: false }],
      },
    );

    await page.goto(`${server.baseUrl}/invoice/${invoice.id}/edit`);
    await page.getByRole('heading', { name: `Edit Invoice #${invoice.number}`, level: 1 }).waitFor();
    const total = page.getByLabel('Live total');
    await total.getByText('$20.00').first().waitFor();

    const line = page.getByRole('group', { name: 'Line 1' });
    await line.getByLabel('Quantity').fill('3');
    await line.getByLabel('Description').fill('Yard cleanup, three visits');
    await total.getByText('$60.00').first().waitFor();

    // A line that cannot be read is refused with the catalogue's words, and nothing is saved.
    await page.getByRole('button', { name: 'Add Line' }).click();
    const added = page.getByRole('group', { name: 'Line 2' });
    await added.getByLabel('Unit Price').fill('ten');
    await page.getByRole('button', { name: 'Save' }).click();
    await added.getByText('This field is required').waitFor();
    await added.getByText('Enter valid currency format').waitFor();
    await added.getByLabel('Description').fill('Gate latch');
    await added.getByLabel('Unit Price').fill('5');
    await total.getByText('$65.00').first().waitFor();

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: `Invoice #${invoice.number}`, exact: true, level: 1 }).waitFor();
    expect(pathOf(page)).toBe(`/invoice/${invoice.id}`);
    await page.getByRole('cell', { name: 'Yard cleanup, three visits' }).waitFor();
    await page.getByRole('cell', { name: 'Gate latch' }).waitFor();

    await page.getByRole('button', { name: 'Finalize and Send' }).click();
    const confirm = page.getByRole('dialog', { name: 'Finalize and Send' });
    await confirm.getByRole('button', { name: 'Finalize and Send' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'E-mail Again' }).waitFor();
    await page.getByRole('link', { name: 'Edit' }).waitFor({ state: 'hidden' });

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'One-Time Invoices' })
      .click();
    await page.getByRole('heading', { name: 'One-Time Invoices', level: 1 }).waitFor();
    const row = page
      .getByRole('table', { name: 'One-Time Invoices' })
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `#${invoice.number}`, exact: true }) });
    await row.waitFor();
    expect(await row.innerText()).toContain('Open');
    expect(await row.innerText()).toContain(`${client.first_name} ${client.last_name}`);
  });
});
