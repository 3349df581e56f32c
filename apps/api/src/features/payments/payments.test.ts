import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createMember } from '../../../test/support/staff-factories.ts';
import { createClient, createCommercialCustomer } from '../../../test/support/client-factories.ts';
import {
  connectStripe,
  createOpenInvoice,
  createSavedCard,
  invoiceById,
} from '../../../test/support/payment-factories.ts';
import type { createTestClientPayments } from '../../platform/providers/client-payments/index.ts';
import { clients } from '../clients/clients.table.ts';
import { commercialClient, residentialClient } from '../invoices/index.ts';
import { clientPaymentMethods, payments } from './payments.table.ts';

let t: TestApp;
let processor: ReturnType<typeof createTestClientPayments>;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-22T18:00:00Z'));
  processor = t.deps.clientPayments as typeof processor;
});
afterAll(() => t.close());

async function organizationWithOwner() {
  const organization = await createOrganization(t.db);
  await connectStripe(t.db, organization.id);
  return { organization, owner: await createMember(t.db, organization.id, { role: 'Owner' }) };
}
const send = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, key?: string) =>
  t.injectAs(token, {
    method,
    url,
    payload: method === 'POST' ? (payload ?? {}) : undefined,
    headers: key ? { 'idempotency-key': key } : undefined,
  });

describe('saved cards', () => {
  it('keep only the processor’s references and what may be shown, per client, and can be removed', async () => {
    const { organization, owner } = await organizationWithOwner();
    const client = await createClient(t.db, organization.id);
    const saved = await send(owner.token, 'POST', `/api/clients/${client.id}/cards`, {
      token: '9418594164541111',
      name: 'Casey Client',
      expiry: '1230',
      postal: '80202',
      cvv: '123',
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().card).toMatchObject({ last4: '1111', expiry: '1230', is_default: true });
    const [row] = await t.db.select().from(clientPaymentMethods).where(eq(clientPaymentMethods.client_id, client.id));
    expect(row).toMatchObject({
      processor: 'stripe',
      last4: '1111',
      customer_ref: expect.stringMatching(/^test_customer:/),
    });

    const refused = await send(owner.token, 'POST', `/api/clients/${client.id}/cards`, {
      token: '9500000000000002',
      name: 'Casey Client',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Do Not Honor');

    const form = await send(owner.token, 'GET', '/api/client_card_form');
    expect(form.json()).toMatchObject({
      processor: 'card_connect',
      tokenizer_url: '/api/providers/card_connect/tokenizer',
    });
    const listed = await send(owner.token, 'GET', `/api/clients/${client.id}/cards`);
    expect(listed.json().data).toHaveLength(1);
    const removed = await send(owner.token, 'DELETE', `/api/clients/${client.id}/cards/${saved.json().card.id}`);
    expect(removed.json().data).toEqual([]);

    const customer = await createCommercialCustomer(t.db, organization.id);
    const commercial = await send(owner.token, 'POST', `/api/commercial/customers/${customer.id}/cards`, {
      token: 'tok_visa',
      name: 'Acme HOA',
    });
    expect(commercial.json().card).toMatchObject({ brand: 'visa', last4: '4242' });
  });
});

describe('charging an invoice with the card on file', () => {
  it('charges once for two concurrent requests with one key, and applies the payment to the invoice', async () => {
    const { organization, owner } = await organizationWithOwner();
    const client = await createClient(t.db, organization.id);
    await createSavedCard(t.db, organization.id, residentialClient(client.id));
    const invoice = await createOpenInvoice(t.db, organization.id, residentialClient(client.id), {
      amount_cents: 12_345,
    });
    const before = processor.charges.length;

    const [first, second] = await Promise.all([
      send(owner.token, 'POST', `/api/invoices/${invoice.id}/charge`, {}, 'click-1'),
      send(owner.token, 'POST', `/api/invoices/${invoice.id}/charge`, {}, 'click-1'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().payment.id).toBe(second.json().payment.id);
    expect(processor.charges.length - before).toBe(1);
    expect(first.json().payment).toMatchObject({
      method: 'card',
      status: 'succeeded',
      amount_cents: 12_345,
      fee_cents: 388, // 2.9 % of 123.45 is 3.58, plus 30¢
      net_cents: 11_957,
      card_last4: '1111',
    });
    expect(first.json().allocation).toEqual({
      applied: [{ invoice_id: invoice.id, invoice_number: invoice.number, amount_cents: 12_345 }],
      credit_cents: 0,
    });
    expect(await invoiceById(t.db, invoice.id)).toMatchObject({ status: 'paid', paid_cents: 12_345 });
    const rows = await t.db.select().from(payments).where(eq(payments.organization_id, organization.id));
    expect(rows).toHaveLength(1);

    const again = await send(owner.token, 'POST', `/api/invoices/${invoice.id}/charge`, {}, 'click-2');
    expect(again.statusCode).toBe(409);
    const withoutKey = await send(owner.token, 'POST', `/api/invoices/${invoice.id}/charge`);
    expect(withoutKey.statusCode).toBe(422);
  });

  it('tells the invoice page whether the payer has a card on file, and refuses a charge once it was removed', async () => {
    const { organization, owner } = await organizationWithOwner();
    const client = await createClient(t.db, organization.id);
    const invoice = await createOpenInvoice(t.db, organization.id, residentialClient(client.id));
    const shown = async () => (await send(owner.token, 'GET', `/api/invoices/${invoice.id}`)).json().invoice;
    expect((await shown()).card_on_file).toBeNull();

    const card = await createSavedCard(t.db, organization.id, residentialClient(client.id));
    expect((await shown()).card_on_file).toEqual({ brand: card.brand, last4: '1111' });

    // Removed between the page and the click: refused, nothing charged, and the page stops offering it.
    await send(owner.token, 'DELETE', `/api/clients/${client.id}/cards/${card.id}`);
    const before = processor.charges.length;
    const refused = await send(owner.token, 'POST', `/api/invoices/${invoice.id}/charge`, {}, 'click-gone');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'no_card_on_file',
      message:
        'This client has no card on file now: it may have been removed since the invoice was opened. Add a card or record another payment.',
    });
    expect(processor.charges.length).toBe(before);
    expect((await shown()).card_on_file).toBeNull();
    expect(await invoiceById(t.db, invoice.id)).toMatchObject({ status: 'open', paid_cents: 0 });
  });

  it('records a declined charge as a failed payment with the processor’s message and leaves the invoice open', async () => {
    const { organization, owner } = await organizationWithOwner();
    const client = await createClient(t.db, organization.id);
    await createSavedCard(t.db, organization.id, residentialClient(client.id), '9700000000000341');
    const invoice = await createOpenInvoice(t.db, organization.id, residentialClient(client.id));

    const declined = await send(owner.token, 'POST', `/api/invoices/${invoice.id}/charge`, {}, 'click-d');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ error: 'card_declined', message: 'Insufficient Funds' });
    const [failed] = await t.db.select().from(payments).where(eq(payments.organization_id, organization.id));
    expect(failed).toMatchObject({ status: 'failed', failure_message: 'Insufficient Funds', amount_cents: 10_000 });
    expect(await invoiceById(t.db, invoice.id)).toMatchObject({ status: 'open', paid_cents: 0 });
    const [account] = await t.db.select().from(clients).where(eq(clients.id, client.id));
    expect(account!.balance_cents).toBe(0);
  });
});

describe('checks', () => {
  it('pay the ticked invoices in order and keep an overpayment as credit', async () => {
    const { organization, owner } = await organizationWithOwner();
    const client = await createClient(t.db, organization.id);
    const older = await createOpenInvoice(t.db, organization.id, residentialClient(client.id), {
      amount_cents: 4_000,
      due_date: '2026-10-01',
    });
    const newer = await createOpenInvoice(t.db, organization.id, residentialClient(client.id), {
      amount_cents: 5_000,
      due_date: '2026-11-01',
    });
    const open = await send(owner.token, 'GET', `/api/receive_check_payment/open_invoices?client_id=${client.id}`);
    expect(open.json().data.map((invoice: { id: number }) => invoice.id)).toEqual([older.id, newer.id]);

    const check = await send(
      owner.token,
      'POST',
      '/api/receive_check_payment',
      {
        client_id: client.id,
        invoice_ids: [older.id, newer.id],
        check_number: '1042',
        check_date: '2026-11-20',
        amount_cents: 10_000,
      },
      'check-1',
    );
    expect(check.statusCode).toBe(201);
    expect(check.json().payment).toMatchObject({ method: 'check', check_number: '1042', fee_cents: 0 });
    expect(check.json().allocation).toEqual({
      applied: [
        { invoice_id: older.id, invoice_number: older.number, amount_cents: 4_000 },
        { invoice_id: newer.id, invoice_number: newer.number, amount_cents: 5_000 },
      ],
      credit_cents: 1_000,
    });
    const [account] = await t.db.select().from(clients).where(eq(clients.id, client.id));
    expect(account!.balance_cents).toBe(-1_000);
    const after = await send(owner.token, 'GET', `/api/receive_check_payment/open_invoices?client_id=${client.id}`);
    expect(after.json()).toMatchObject({ data: [], credit_cents: 1_000 });
  });

  it('leave a balance when partial, and work for commercial customers', async () => {
    const { organization, owner } = await organizationWithOwner();
    const customer = await createCommercialCustomer(t.db, organization.id);
    const invoice = await createOpenInvoice(t.db, organization.id, commercialClient(customer.id), {
      amount_cents: 8_000,
    });
    const check = await send(owner.token, 'POST', '/api/receive_commercial_check_payment', {
      commercial_customer_id: customer.id,
      invoice_ids: [invoice.id],
      check_number: '77',
      check_date: '2026-11-20',
      amount_cents: 3_000,
    });
    expect(check.statusCode).toBe(201);
    expect(check.json().allocation.credit_cents).toBe(0);
    expect(await invoiceById(t.db, invoice.id)).toMatchObject({ status: 'open', paid_cents: 3_000 });
  });
});

describe('refunds', () => {
  it('refund part, then the rest, then refuse more; a card refund goes through the processor', async () => {
    const { organization, owner } = await organizationWithOwner();
    const client = await createClient(t.db, organization.id);
    await createSavedCard(t.db, organization.id, residentialClient(client.id));
    const invoice = await createOpenInvoice(t.db, organization.id, residentialClient(client.id), {
      amount_cents: 6_000,
    });
    const charged = await send(owner.token, 'POST', `/api/invoices/${invoice.id}/charge`, {}, 'charge-r');
    const paymentId = charged.json().payment.id as number;
    const refundsBefore = processor.refunds.length;

    const partial = await send(
      owner.token,
      'POST',
      `/api/payments/${paymentId}/refunds`,
      { amount_cents: 2_500, reason: 'Missed visit' },
      'refund-1',
    );
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({ refundable_cents: 3_500, payment: { refunded_cents: 2_500 } });
    const repeated = await send(
      owner.token,
      'POST',
      `/api/payments/${paymentId}/refunds`,
      { amount_cents: 2_500, reason: 'Missed visit' },
      'refund-1',
    );
    expect(repeated.json().refunds).toHaveLength(1);

    const tooMuch = await send(
      owner.token,
      'POST',
      `/api/payments/${paymentId}/refunds`,
      { amount_cents: 3_501 },
      'r2',
    );
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount_cents).toEqual(['At most $35.00 can be refunded.']);

    const rest = await send(owner.token, 'POST', `/api/payments/${paymentId}/refunds`, { amount_cents: 3_500 }, 'r3');
    expect(rest.json()).toMatchObject({ refundable_cents: 0, payment: { refunded_cents: 6_000 } });
    const none = await send(owner.token, 'POST', `/api/payments/${paymentId}/refunds`, { amount_cents: 1 }, 'r4');
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.amount_cents).toEqual(['This payment is already refunded in full.']);
    expect(processor.refunds.length - refundsBefore).toBe(2);
  });
});

describe('the payments list', () => {
  it('lists, filters, totals and exports the organization’s payments only', async () => {
    const { organization, owner } = await organizationWithOwner();
    const client = await createClient(t.db, organization.id, { first_name: 'Robin' });
    const invoice = await createOpenInvoice(t.db, organization.id, residentialClient(client.id));
    await send(owner.token, 'POST', '/api/receive_check_payment', {
      client_id: client.id,
      invoice_ids: [invoice.id],
      check_number: '501',
      check_date: '2026-11-20',
      amount_cents: 10_000,
    });
    const other = await organizationWithOwner();
    const otherClient = await createClient(t.db, other.organization.id, { first_name: 'Outsider' });
    await createSavedCard(t.db, other.organization.id, residentialClient(otherClient.id));
    const otherInvoice = await createOpenInvoice(t.db, other.organization.id, residentialClient(otherClient.id));
    const otherPayment = await send(other.owner.token, 'POST', `/api/invoices/${otherInvoice.id}/charge`, {}, 'o-1');

    const list = await send(owner.token, 'GET', '/api/payments?search=robin&method=check');
    expect(list.json()).toMatchObject({
      meta: { total: 1 },
      totals: { amount_cents: 10_000, fee_cents: 0, net_cents: 10_000 },
    });
    expect(list.json().data[0].client).toMatchObject({ kind: 'residential', name: 'Robin Client' });
    const cards = await send(owner.token, 'GET', '/api/payments?method=card');
    expect(cards.json().meta.total).toBe(0);
    const csv = await send(owner.token, 'GET', '/api/payments/export.csv');
    expect(csv.body).toContain('Check #501');
    expect(csv.body).not.toContain('Outsider');

    const paymentId = otherPayment.json().payment.id;
    expect((await send(owner.token, 'GET', `/api/payments/${paymentId}`)).statusCode).toBe(404);
    expect(
      (await send(owner.token, 'POST', `/api/payments/${paymentId}/refunds`, { amount_cents: 1 }, 'x')).statusCode,
    ).toBe(404);
    expect((await send(owner.token, 'POST', `/api/invoices/${otherInvoice.id}/charge`, {}, 'x2')).statusCode).toBe(404);
    expect((await send(owner.token, 'GET', `/api/clients/${otherClient.id}/cards`)).statusCode).toBe(404);
    expect(
      (await send(owner.token, 'GET', `/api/receive_check_payment/open_invoices?client_id=${otherClient.id}`))
        .statusCode,
    ).toBe(404);
    const stolenCheck = await send(owner.token, 'POST', '/api/receive_check_payment', {
      client_id: otherClient.id,
      invoice_ids: [otherInvoice.id],
      check_number: '1',
      check_date: '2026-11-20',
      amount_cents: 100,
    });
    expect(stolenCheck.statusCode).toBe(422);
  });
});
