/**
 * Client payments (issue 16): a client pays an invoice on the public pay page with a test card and the office sees it
 * paid on /payments; a check across two invoices with an overpayment keeps the rest as credit; a refund.
 *
 * Invoices are made by the invoices feature, which this branch does not have: the invoices are written into a copy
 * of the seeded data folder before the server starts, as the invoices feature leaves them once finalized (open,
 * numbered, with a pay link whose token only this test knows).
 */
import { createHash } from 'node:crypto';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser.ts';
import { signIn } from './support/portal.ts';
import { startServer, type TestServer } from './support/server.ts';
import { fillCardConnectForm, validExpiryYear } from './support/subscription.ts';

const PAY_TOKEN = 'e2e-pay-link-token-0123456789abcdef';

interface Seeded {
  clientId: number;
  clientName: string;
  payInvoiceNumber: number;
  checkInvoiceNumbers: [number, number];
}

/** Three open invoices of one demo client: one to pay by link, two to pay by one check. */
async function seedInvoices(dataDir: string): Promise<Seeded> {
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    const { rows } = await db.query<{ organization_id: number; id: number; name: string }>(
      `select c.organization_id, c.id, c.first_name || ' ' || c.last_name as name
       from clients c join organizations o on o.id = c.organization_id
       where o.is_demo and c.status = 'active' order by c.id limit 1`,
    );
    const client = rows[0]!;
    const invoice = async (number: number, cents: number, due: string, token: string | null) =>
      db.query(
        `insert into invoices (organization_id, number, kind, client_id, status, issue_date, due_date, bill_to,
           subtotal_cents, total_cents, amount_due_cents, pay_link_token_hash, finalized_at)
         values ($1, $2, 'one_time', $3, 'open', $4, $4, $5, $6, $6, $6, $7, now()) returning id`,
        [
          client.organization_id,
          number,
          client.id,
          due,
          JSON.stringify({ name: client.name, email: null, phone: null, address: null }),
          cents,
          token ? createHash('sha256').update(token).digest('hex') : null,
        ],
      );
    const paid = await invoice(90_001, 8_250, '2026-01-10', PAY_TOKEN);
    await db.query(
      `insert into invoice_lines (organization_id, invoice_id, position, kind, description, quantity, unit_cents,
         amount_cents, taxable, discountable) values ($1, $2, 1, 'custom', 'Spring yard cleanup', 1, 8250, 8250, false, false)`,
      [client.organization_id, (paid.rows[0] as { id: number }).id],
    );
    await invoice(90_002, 4_000, '2026-01-01', null);
    await invoice(90_003, 5_000, '2026-02-01', null);
    return {
      clientId: client.id,
      clientName: client.name,
      payInvoiceNumber: 90_001,
      checkInvoiceNumbers: [90_002, 90_003],
    };
  } finally {
    await db.close();
  }
}

let server: TestServer;
let browser: Browser;
let seeded: Seeded;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'employee-portal-e2e-payments-'));
  await cp(inject('seededDataDir'), dataDir, { recursive: true });
  seeded = await seedInvoices(dataDir);
  server = await startServer({ dataDir });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
beforeEach(async () => {
  ({ context, page } = await openPage(browser, server.baseUrl));
});
afterEach(() => context.close());

describe('client payments', () => {
  it('a client pays on the public page with a test card, on a phone, and the office sees it paid', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.baseUrl}/pay/${PAY_TOKEN}`);
    await page.getByRole('heading', { name: `Invoice #${seeded.payInvoiceNumber} · Open` }).waitFor();
    expect(await page.getByRole('table', { name: 'Invoice lines' }).innerText()).toContain('Spring yard cleanup');
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);

    const form = page.getByRole('form', { name: 'Pay by card' });
    await fillCardConnectForm(page, form, {
      name: seeded.clientName,
      number: '4111111111111111',
      month: '04',
      year: validExpiryYear(),
      cvv: '123',
      zip: '80202',
    });
    await form.getByRole('button', { name: 'Pay $82.50' }).click();
    await page.getByText('This invoice is paid. Thank you!').waitFor();

    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'owner@demo.test');
    await page.goto(`${server.baseUrl}/payments`);
    const table = page.getByRole('table', { name: 'Payments' });
    const row = table.getByRole('row').filter({ hasText: seeded.clientName }).filter({ hasText: '$82.50' });
    await row.waitFor();
    expect(await row.innerText()).toContain('Paid');
    expect(await row.innerText()).toContain('···· 1111');
    expect(await row.innerText()).toContain('$2.69'); // 2.9 % of $82.50 is $2.39, plus 30¢
  });

  it('a check across two invoices pays both and keeps the overpayment as credit, then is refunded in part', async () => {
    await signIn(page, 'owner@demo.test');
    await page.goto(`${server.baseUrl}/receive_check_payment?client_id=${seeded.clientId}`);
    const [older, newer] = seeded.checkInvoiceNumbers;
    const form = page.getByRole('form', { name: 'Check payment' });
    await form.getByRole('checkbox', { name: `Pay invoice #${older}` }).waitFor();
    expect(await form.getByRole('checkbox', { name: `Pay invoice #${older}` }).isChecked()).toBe(true);
    expect(await form.getByRole('checkbox', { name: `Pay invoice #${newer}` }).isChecked()).toBe(true);
    await form.getByLabel('Check number').fill('1042');
    await form.getByLabel('Amount ($)').fill('100');
    await form.getByRole('button', { name: 'Record Check' }).click();

    const result = page.getByRole('alert', { name: 'Check recorded' });
    await result.waitFor();
    const text = await result.innerText();
    expect(text).toContain(`Invoice #${older}: $40.00`);
    expect(text).toContain(`Invoice #${newer}: $50.00`);
    expect(text).toContain('Credit on account: $10.00');

    await result.getByRole('link', { name: 'View payment' }).click();
    await page.getByRole('heading', { name: 'Payment $100.00' }).waitFor();
    await page.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund' });
    expect(await dialog.getByLabel('Amount ($)').inputValue()).toBe('100.00');
    await dialog.getByLabel('Amount ($)').fill('10');
    await dialog.getByLabel('Reason').fill('Overpaid');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    const confirm = page.getByRole('dialog', { name: 'Refund this payment?' });
    await confirm.getByText('$10.00 will be refunded').waitFor();
    await confirm.getByRole('button', { name: 'Refund' }).click();
    const refunds = page.getByRole('table', { name: 'Refunds' });
    await refunds.waitFor();
    expect(await refunds.innerText()).toContain('Overpaid');
    await page.getByText('Refunded $10.00.').waitFor();
  });
});
