/**
 * Issue 20 royalties: the franchise member opens its royalty history, checks that an invoice's lines add up to its
 * collected revenue times the shares, pays the due invoice and lands on the payment's page, and reads every payment
 * date in its own date format; an owner outside any franchise finds Royalty Payments neither in the menu nor in the
 * settings hub, nor by typing its address; the franchisor's owner reads the members' roll-up under a header of its
 * own, not one saying it is managed by the franchise it runs.
 */
import { describe, expect, it } from 'vitest';
import { todayIn } from '@employee-portal/core/dates';
import type {
  RoyaltyHistoryResponse,
  RoyaltyInvoiceResponse,
} from '@employee-portal/core/royalties/royalties.responses';
import { shareOfCents } from '@employee-portal/core/royalties/royalty-invoice';
import { callApi, DEMO_PASSWORD, navigationEntries, signIn } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

describe('royalties', () => {
  it('a franchise member reads an invoice that adds up and pays the due one once', async () => {
    const { page } = suite;
    await signIn(page, 'franchise@demo.test');
    expect(await navigationEntries(page)).toContain('Royalty Payments');
    await page.goto('/settings');
    await page.getByRole('link', { name: /Royalty Payments/ }).click();
    await page.waitForURL('**/settings/royalty_payments');
    const invoices = page.getByRole('table', { name: 'Royalty invoices' });
    await invoices.getByRole('link').first().waitFor();
    await page.getByText(/Balance due to Scoop Squad/).waitFor();

    const dueRow = invoices.getByRole('row').filter({ has: page.getByText('Due', { exact: true }) });
    expect(await dueRow.count()).toBe(1);
    const loaded = page.waitForResponse(
      (response) => /\/api\/royalty_invoices\/\d+$/.test(response.url()) && response.request().method() === 'GET',
    );
    await dueRow.getByRole('link').click();
    const { royalty_invoice: invoice } = (await (await loaded).json()) as RoyaltyInvoiceResponse;
    await page.getByRole('heading', { name: /^Royalties for / }).waitFor();

    const lines = page.getByRole('table', { name: 'Calculation lines' });
    const amounts = await lines
      .locator('[data-amount-cents]')
      .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-amount-cents'))));
    const total = Number(await lines.locator('[data-total-cents]').getAttribute('data-total-cents'));
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(total);
    expect(total).toBe(invoice.total_cents);
    expect(invoice.royalty_cents).toBe(shareOfCents(invoice.collected_revenue_cents, invoice.royalty_bps));
    expect(invoice.ad_fund_cents).toBe(shareOfCents(invoice.collected_revenue_cents, invoice.ad_fund_bps));
    expect(invoice.minimum_top_up_cents).toBe(Math.max(0, invoice.monthly_minimum_cents - invoice.royalty_cents));
    expect(invoice.collected_revenue_cents).toBeGreaterThan(0);

    const pays: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/pay')) pays.push(request.postData() ?? '');
    });
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay royalties' });
    await dialog.getByRole('button', { name: 'Pay now' }).dblclick();
    await page.waitForURL('**/royalty_payment/*/show');
    await page.getByRole('heading', { name: /^Royalty payment of / }).waitFor();
    await page.getByText('Succeeded', { exact: true }).waitFor();
    expect(new Set(pays).size).toBe(1);

    await page.getByRole('link', { name: /Back to Royalty Payments/ }).click();
    await page.getByText(/Up to date with Scoop Squad/).waitFor();
    expect(
      await invoices
        .getByRole('row')
        .filter({ has: page.getByText('Due', { exact: true }) })
        .count(),
    ).toBe(0);
  });

  it('a franchise member reads every royalty payment date in the date format it chose', async () => {
    const { page, server } = suite;
    const login = (await (
      await fetch(`${server.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify({ email: 'franchise@demo.test', password: DEMO_PASSWORD }),
      })
    ).json()) as { token: string; user: { time_zone: string } };
    await callApi(server.baseUrl, login.token, 'PUT', '/user_settings/date_format', { value: 'DD-MM-YYYY' });
    const history = await callApi<RoyaltyHistoryResponse>(server.baseUrl, login.token, 'GET', '/royalty_payments');
    const dayMonthYear = (instant: string) =>
      todayIn(login.user.time_zone, new Date(instant)).split('-').reverse().join('-');
    const expected = history.payments.map((payment) => dayMonthYear(payment.created_at));
    expect(expected.length).toBeGreaterThan(0);

    await signIn(page, 'franchise@demo.test');
    await page.goto('/settings/royalty_payments');
    const payments = page.getByRole('table', { name: 'Royalty payments' });
    await payments.getByRole('link').first().waitFor();
    expect(await payments.getByRole('link').allInnerTexts()).toEqual(expected);

    await payments.getByRole('link').first().click();
    await page.getByRole('heading', { name: /^Royalty payment of / }).waitFor();
    expect(await page.getByRole('definition').allInnerTexts()).toContain(expected[0]);
    await page.getByRole('link', { name: / \(\$[\d,.]+\)$/ }).click();
    await page.getByRole('heading', { name: /^Royalties for / }).waitFor();
    await page.getByRole('link', { name: new RegExp(` on ${expected[0]}$`) }).waitFor();
  });

  it("the franchisor's owner reads the members' revenue and royalties by month", async () => {
    const { page } = suite;
    await signIn(page, 'hq@demo.test');
    expect(await navigationEntries(page)).toContain('Royalty Payments');
    // Scoop Squad HQ runs the franchise: its header names no franchise managing it.
    await page.getByRole('banner').getByRole('img', { name: 'Scoop Squad logo' }).waitFor();
    expect(
      await page
        .getByRole('banner')
        .getByText(/Managed by/)
        .count(),
    ).toBe(0);
    await page.goto('/settings/royalty_payments');
    const member = page.getByRole('row', { name: /Scoop Squad North/ }).first();
    await member.waitFor();
    // Never invoiced itself, the franchisor sees the roll-up in place of a history of its own.
    expect(await page.getByRole('table', { name: 'Royalty invoices' }).count()).toBe(0);
    expect(await member.innerText()).toMatch(/\$[\d,]+\.\d\d/);
  });

  it('an owner outside any franchise never sees Royalty Payments', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    expect(await navigationEntries(page)).not.toContain('Royalty Payments');
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await page.getByRole('link', { name: /Payroll Settings/ }).waitFor();
    expect(await page.getByRole('link', { name: /Royalty Payments/ }).count()).toBe(0);
    await page.goto('/settings/royalty_payments');
    await page.waitForURL('**/no_premissions');
  });
});
