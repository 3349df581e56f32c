import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createClient } from '../../../test/support/client-factories.ts';
import { connectStripe, createOpenInvoice, invoiceById } from '../../../test/support/payment-factories.ts';
import { residentialClient } from '../invoices/index.ts';
import { clientPaymentMethods, payments } from './payments.table.ts';
import { issuePayLink } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-22T18:00:00Z'));
});
afterAll(() => t.close());

const card = { token: '9418594164541111', name: 'Casey Client', expiry: '1230', postal: '80202', cvv: '123' };
const tokenOf = (link: string) => link.split('/pay/')[1]!;
const pay = (token: string, body: object, key: string, ip = '203.0.113.9') =>
  t.injectAs(null, {
    method: 'POST',
    url: `/api/public/pay/${token}`,
    payload: body,
    headers: { 'idempotency-key': key },
    remoteAddress: ip,
  });

async function invoiceWithLink(amount = 7_500) {
  const organization = await createOrganization(t.db, { name: 'Scoop Masters' });
  await connectStripe(t.db, organization.id);
  const client = await createClient(t.db, organization.id);
  const invoice = await createOpenInvoice(t.db, organization.id, residentialClient(client.id), {
    amount_cents: amount,
  });
  const link = await issuePayLink(t.db, t.deps.config, invoice);
  return { organization, client, invoice, token: tokenOf(link) };
}

describe('the public pay page', () => {
  it('shows the invoice and takes the balance by card without keeping the card', async () => {
    const { organization, client, invoice, token } = await invoiceWithLink();
    const shown = await t.injectAs(null, { method: 'GET', url: `/api/public/pay/${token}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      organization_name: 'Scoop Masters',
      invoice_number: invoice.number,
      status: 'open',
      balance_cents: 7_500,
      lines: [{ description: 'Yard cleanup', quantity: 1, amount_cents: 7_500 }],
      card_form: { processor: 'card_connect', test_mode: true },
    });

    const [first, second] = await Promise.all([
      pay(token, { card, save_card: false }, 'intent-1'),
      pay(token, { card, save_card: false }, 'intent-1'),
    ]);
    expect(first.json()).toEqual({ status: 'paid', amount_cents: 7_500 });
    expect(second.json()).toEqual({ status: 'paid', amount_cents: 7_500 });
    expect(await invoiceById(t.db, invoice.id)).toMatchObject({ status: 'paid', paid_cents: 7_500 });
    const rows = await t.db.select().from(payments).where(eq(payments.organization_id, organization.id));
    expect(rows).toMatchObject([{ source: 'pay_page', status: 'succeeded', card_last4: '1111' }]);
    expect(await t.db.select().from(clientPaymentMethods).where(eq(clientPaymentMethods.client_id, client.id))).toEqual(
      [],
    );
    const paid = await t.injectAs(null, { method: 'GET', url: `/api/public/pay/${token}` });
    expect(paid.json()).toMatchObject({ status: 'paid', balance_cents: 0 });
  });

  it('keeps the card for autopay when the client ticks it, and says the processor’s words on a decline', async () => {
    const { client, invoice, token } = await invoiceWithLink();
    const declined = await pay(token, { card: { ...card, token: '9700000000000341' }, save_card: false }, 'i-1');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Insufficient Funds');
    expect(await invoiceById(t.db, invoice.id)).toMatchObject({ status: 'open', paid_cents: 0 });

    const paid = await pay(token, { card, save_card: true }, 'i-2');
    expect(paid.statusCode).toBe(200);
    const kept = await t.db.select().from(clientPaymentMethods).where(eq(clientPaymentMethods.client_id, client.id));
    expect(kept).toMatchObject([{ last4: '1111', is_default: true }]);
  });

  it('answers 404 for an unknown or replaced link', async () => {
    const { invoice, token } = await invoiceWithLink();
    const newer = tokenOf(await issuePayLink(t.db, t.deps.config, invoice));
    expect((await t.injectAs(null, { method: 'GET', url: `/api/public/pay/${token}` })).statusCode).toBe(404);
    expect((await pay(token, { card }, 'k')).statusCode).toBe(404);
    expect((await t.injectAs(null, { method: 'GET', url: `/api/public/pay/${newer}` })).statusCode).toBe(200);
    expect((await t.injectAs(null, { method: 'GET', url: '/api/public/pay/nope' })).statusCode).toBe(404);
  });

  it('throttles attempts per link', async () => {
    const { token } = await invoiceWithLink();
    const bad = { card: { ...card, token: '9700000000000341' } };
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expect((await pay(token, bad, `t-${attempt}`, `198.51.100.${attempt}`)).statusCode).toBe(402);
    const refused = await pay(token, bad, 't-11', '198.51.100.77');
    expect(refused.statusCode).toBe(429);
  });
});
