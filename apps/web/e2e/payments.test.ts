/**
 * Client payments (issue 16): a client pays an invoice on the public page, from the link in the invoice e-mail, and
 * the office sees it paid on /payments and refunds part of it; a check across two invoices keeps the overpayment as
 * credit, which the next invoice uses. "Charge Card on File" is offered only for a client with a card.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callApi, signIn, storedSession, waitForOutbox } from './support/portal.ts';
import { fillCardConnectForm, validExpiryYear } from './support/subscription.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

interface ClientRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  balance_cents: number;
}
interface InvoiceAnswer {
  invoice: { id: number; number: number };
}

/** Signs the owner in and answers an API caller and a demo client who owes nothing (so only our invoices are open). */
async function ownerWithClearClient(page: Page, skip = 0) {
  await signIn(page, 'owner@demo.test');
  const token = (await storedSession(page))!.token!;
  const api = <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
    callApi<T>(suite.server.baseUrl, token, method, path, body);
  const { data } = await api<{ data: ClientRow[] }>('GET', '/clients?per_page=100&status=active');
  const client = data.filter((row) => row.balance_cents === 0 && row.email)[skip]!;
  const invoice = async (description: string, unit_cents: number) => {
    const draft = await api<InvoiceAnswer>('POST', '/invoices', {
      client_id: client.id,
      lines: [{ description, quantity: 1, unit_cents, taxable: false }],
    });
    return draft.invoice;
  };
  const finalize = (id: number) => api<InvoiceAnswer>('POST', `/invoices/${id}/finalize`);
  return { client, name: `${client.first_name} ${client.last_name}`, invoice, finalize, api };
}

describe('client payments', () => {
  it('a client pays from the e-mailed link on a phone, the office sees it paid and refunds part of it', async () => {
    const { page } = suite;
    const { client, name, invoice, finalize } = await ownerWithClearClient(page);
    const draft = await invoice('Spring yard cleanup', 8250);
    await finalize(draft.id);
    const link = await waitForOutbox(suite.server.baseUrl, { to: client.email! }, (messages) => {
      const mail = messages.find((message) => message.subject === `Invoice #${draft.number} from Demo Scoopers`);
      return mail ? /\/pay\/[\w-]+/.exec(mail.body)?.[0] : undefined;
    });

    const phone = await suite.openAnotherPage({ width: 390, height: 844 });
    await phone.goto(link);
    await phone.getByRole('heading', { name: `Invoice #${draft.number} · Open` }).waitFor();
    expect(await phone.getByRole('table', { name: 'Invoice lines' }).innerText()).toContain('Spring yard cleanup');
    expect(await phone.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    const form = phone.getByRole('form', { name: 'Pay by card' });
    await fillCardConnectForm(phone, form, {
      name,
      number: '4111111111111111',
      month: '04',
      year: validExpiryYear(),
      cvv: '123',
      zip: '80202',
    });
    await form.getByRole('button', { name: 'Pay $82.50' }).click();
    await phone.getByText('This invoice is paid. Thank you!').waitFor();

    await page.goto('/payments');
    const row = page
      .getByRole('table', { name: 'Payments' })
      .getByRole('row')
      .filter({ hasText: name })
      .filter({ hasText: '$82.50' });
    await row.waitFor();
    expect(await row.innerText()).toContain('Paid');
    expect(await row.innerText()).toContain('···· 1111');
    expect(await row.innerText()).toContain('$2.69'); // 2.9 % of $82.50 is $2.39, plus 30¢
    await page.goto(`/invoice/${draft.id}`);
    expect(await page.getByLabel('Invoice totals').innerText()).toMatch(/Balance\s+\$0\.00/);

    await page.goto('/payments');
    await row.getByRole('link').first().click();
    await page.getByRole('heading', { name: 'Payment $82.50' }).waitFor();
    await page.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund' });
    expect(await dialog.getByLabel('Amount ($)').inputValue()).toBe('82.50');
    await dialog.getByLabel('Amount ($)').fill('10');
    await dialog.getByLabel('Reason').fill('Gate left open');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    const confirm = page.getByRole('dialog', { name: 'Refund this payment?' });
    await confirm.getByText('$10.00 will be refunded').waitFor();
    await confirm.getByRole('button', { name: 'Refund' }).click();
    await page.getByText('Refunded $10.00.').waitFor();
    expect(await page.getByRole('table', { name: 'Refunds' }).innerText()).toContain('Gate left open');
  });

  it('a check across two invoices pays both and keeps the overpayment as credit, which the next invoice uses', async () => {
    const { page } = suite;
    const { client, invoice, finalize } = await ownerWithClearClient(page, 1);
    const older = await invoice('October cleanups', 4000);
    await finalize(older.id);
    const newer = await invoice('November cleanups', 5000);
    await finalize(newer.id);

    await page.goto(`/receive_check_payment?client_id=${client.id}`);
    const form = page.getByRole('form', { name: 'Check payment' });
    await form.getByRole('checkbox', { name: `Pay invoice #${older.number}` }).waitFor();
    expect(await form.getByRole('checkbox', { name: `Pay invoice #${older.number}` }).isChecked()).toBe(true);
    expect(await form.getByRole('checkbox', { name: `Pay invoice #${newer.number}` }).isChecked()).toBe(true);
    await form.getByLabel('Check number').fill('1042');
    await form.getByLabel('Amount ($)').fill('100');
    await form.getByRole('button', { name: 'Record Check' }).click();
    const result = page.getByRole('alert', { name: 'Check recorded' });
    await result.waitFor();
    const text = await result.innerText();
    expect(text).toContain(`Invoice #${older.number}: $40.00`);
    expect(text).toContain(`Invoice #${newer.number}: $50.00`);
    expect(text).toContain('Credit on account: $10.00');

    const next = await invoice('December cleanups', 3000);
    await page.goto(`/invoice/${next.id}`);
    await page.getByRole('button', { name: 'Finalize and Send' }).click();
    await page
      .getByRole('dialog', { name: 'Finalize and Send' })
      .getByRole('button', { name: 'Finalize and Send' })
      .click();
    const totals = page.getByLabel('Invoice totals');
    await totals.getByText('Credit applied').waitFor();
    expect(await totals.innerText()).toMatch(/Credit applied\s+−?-?\$10\.00/);
    expect(await totals.innerText()).toMatch(/Balance\s+\$20\.00/);
  });

  it('offers "Charge Card on File" only when the client has a card, and charges the one it names', async () => {
    const { page } = suite;
    const { client, invoice, finalize, api } = await ownerWithClearClient(page, 2);
    const cards = await api<{ data: { id: number }[] }>('GET', `/clients/${client.id}/cards`);
    for (const card of cards.data) await api('DELETE', `/clients/${client.id}/cards/${card.id}`);
    const open = await invoice('Gate repair visit', 3500);
    await finalize(open.id);

    await page.goto(`/invoice/${open.id}`);
    await page.getByRole('link', { name: 'Receive Check' }).waitFor();
    expect(await page.getByRole('button', { name: 'Charge Card on File' }).count()).toBe(0);

    await api('POST', `/clients/${client.id}/cards`, {
      token: '9418594164541111',
      name: 'Card Holder',
      expiry: '1230',
      postal: '80202',
      cvv: '123',
    });
    await page.reload();
    await page.getByRole('button', { name: 'Charge Card on File' }).click();
    const confirm = page.getByRole('dialog', { name: 'Charge the card on file?' });
    await confirm.getByText(/\$35\.00 will be charged to the client's \w+ ···· 1111\./).waitFor();
    await confirm.getByRole('button', { name: 'Charge' }).click();
    await page.getByText('Charged $35.00.').waitFor();
    await page
      .getByLabel('Invoice totals')
      .filter({ hasText: /Balance\s*\$0\.00/ })
      .waitFor();
  });
});
