/**
 * Invoices (issue 16): a one-time draft made through the API for a demo client is edited on /invoice/:id/edit, its
 * total following each change before saving, then finalized and found open on /one_time_invoices. A completed
 * one-time job is invoiced from its page, and a client's unused credit is refunded from its invoices tab.
 */
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '@employee-portal/core/scheduling/calendar-day';
import { todayIn } from '@employee-portal/core/dates';
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
    // Not sent yet, a draft owes nothing: it shows what it will ask for, its total, and no balance.
    const draftTotals = await page.getByLabel('Invoice totals').innerText();
    expect(/Amount due\s+(\S+)/.exec(draftTotals)?.[1]).toBe(/Total\s+(\S+)/.exec(draftTotals)?.[1]);
    expect(draftTotals).not.toContain('Balance');
    // The list says so too, rather than a $0.00 balance that would read as settled.
    await page.goto(`${server.baseUrl}/one_time_invoices`);
    const draftRow = page
      .getByRole('table', { name: 'One-Time Invoices' })
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `#${invoice.number}`, exact: true }) });
    await draftRow.getByText('Not sent', { exact: true }).waitFor();
    await draftRow.getByRole('link', { name: `#${invoice.number}`, exact: true }).click();
    await page.getByRole('heading', { name: `Invoice #${invoice.number}`, exact: true, level: 1 }).waitFor();

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
    // The list seen while it was a draft may show first, until its refetch brings the sent status.
    await row.getByText('Open', { exact: true }).waitFor();
    expect(await row.innerText()).toContain(`${client.first_name} ${client.last_name}`);
  });

  it('a completed one-time job invoiced from its page, and unused credit refunded', async () => {
    const { page, server } = suite;
    await signIn(page, 'owner@demo.test');
    const token = (await storedToken(page))!;
    const today = todayIn('America/Denver', new Date());
    const { jobs } = await callApi<{
      jobs: { id: number; origin: string; status: string; client_id: number | null }[];
    }>(server.baseUrl, token, 'GET', `/jobs?from=${today}&to=${addCalendarDays(today, 60)}`);
    const job = jobs.find((one) => one.origin === 'one_time' && one.status === 'scheduled' && one.client_id !== null);
    if (!job) throw new Error('the demo data has no upcoming one-time job');
    await callApi(server.baseUrl, token, 'PUT', `/jobs/${job.id}/date`, { service_date: today });
    await callApi(server.baseUrl, token, 'POST', `/jobs/${job.id}/complete`, { gate_closed: true });

    await page.goto(`${server.baseUrl}/schedule/${job.id}/show`);
    await page.getByRole('button', { name: 'Invoice This Job' }).click();
    await page.waitForURL(/\/invoice\/\d+\/edit$/);
    const invoiceId = Number(pathOf(page).split('/')[2]);
    const heading = page.getByRole('heading', { name: /^Edit Invoice #\d+$/, level: 1 });
    const number = (await heading.innerText()).replace('Edit Invoice #', '');
    await page.goto(`${server.baseUrl}/schedule/${job.id}/show`);
    await page.getByRole('link', { name: `Invoice #${number}` }).click();
    await page.getByRole('heading', { name: `Invoice #${number}`, exact: true, level: 1 }).waitFor();
    expect(pathOf(page)).toBe(`/invoice/${invoiceId}`);

    // A check paying nothing in particular leaves its whole amount as credit, which the office hands back.
    const clientId = job.client_id!;
    await callApi(server.baseUrl, token, 'POST', '/receive_check_payment', {
      client_id: clientId,
      invoice_ids: [],
      check_number: '7001',
      check_date: today,
      amount_cents: 1500,
    });
    const { credit_cents } = await callApi<{ credit_cents: number }>(
      server.baseUrl,
      token,
      'GET',
      `/client_credit?client_id=${clientId}`,
    );
    await page.goto(`${server.baseUrl}/client/${clientId}/show?tab=invoices`);
    await page.getByRole('button', { name: 'Refund Credit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund Credit' });
    await dialog.getByText('not sent back to the card here').waitFor();
    expect(await dialog.getByLabel('Amount ($)').inputValue()).toBe((credit_cents / 100).toFixed(2));
    await dialog.getByRole('button', { name: 'Refund Credit' }).click();
    await dialog.getByText('This field is required').waitFor();
    await dialog.getByLabel('Check Number').fill('3001');
    await dialog.getByRole('button', { name: 'Refund Credit' }).click();
    const confirm = page.getByRole('dialog', { name: 'Refund this credit?' });
    await confirm.getByRole('button', { name: 'Refund Credit' }).click();
    await page.getByText('of credit was refunded by check #3001.').waitFor();
    await page.getByRole('button', { name: 'Refund Credit' }).waitFor({ state: 'hidden' });
    const after = await callApi<{ credit_cents: number }>(
      server.baseUrl,
      token,
      'GET',
      `/client_credit?client_id=${clientId}`,
    );
    expect(after.credit_cents).toBe(0);
  });
});
