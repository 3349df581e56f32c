import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createMember } from '../../../test/support/staff-factories.ts';
import { createClient } from '../../../test/support/client-factories.ts';
import { latestOutboxMessages } from '../../platform/providers/outbox.repository.ts';
import { clients } from '../clients/clients.table.ts';
import { invoiceOfPayLink } from '../payments/index.ts';
import { payments } from '../payments/payments.table.ts';
import { applyPayment, availableCreditCents, recordClientCredit, residentialClient } from './client-ledger.ts';
import { clientCreditEntries, invoiceLines, invoices } from './invoices.table.ts';
import { createCoupon } from '../../../test/support/pricing-factories.ts';
import { createSavedCard } from '../../../test/support/payment-factories.ts';

const lineOf = (invoiceId: number, organizationId: number) => ({
  organization_id: organizationId,
  invoice_id: invoiceId,
  quantity: 1,
  unit_cents: 2000,
  amount_cents: 2000,
  taxable: false,
  discountable: true,
});

const ORIGIN = 'https://portal.example.com';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: ORIGIN } });
  t.clock.set(new Date('2026-11-22T18:00:00Z'));
});
afterAll(() => t.close());

const send = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: method === 'GET' ? undefined : (payload ?? {}) });
const line = (unit_cents: number) => ({ description: 'Yard cleanup', quantity: 1, unit_cents, taxable: false });

async function setUp(email: string | undefined = `client-${Math.random().toString(36).slice(2)}@example.com`) {
  const organization = await createOrganization(t.db);
  const owner = await createMember(t.db, organization.id, { role: 'Owner' });
  const client = await createClient(t.db, organization.id, { email });
  const draft = async (unit_cents: number) => {
    const response = await send(owner.token, 'POST', '/api/invoices', {
      client_id: client.id,
      lines: [line(unit_cents)],
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().invoice as { id: number; number: number };
  };
  const credit = (amount_cents: number) =>
    t.db.transaction((tx) =>
      recordClientCredit(tx, organization.id, residentialClient(client.id), {
        kind: 'overpayment',
        amount_cents,
        created_at: t.clock.now(),
      }),
    );
  const balance = async () => (await t.db.select().from(clients).where(eq(clients.id, client.id)))[0]!.balance_cents;
  return { organization, owner, client, email, draft, credit, balance };
}

const mailsTo = (to: string) => latestOutboxMessages(t.db, { to, limit: 10 });
const payTokenIn = (body: string) => new RegExp(`${ORIGIN}/pay/([\\w-]+)`).exec(body)?.[1] ?? null;

describe('finalizing', () => {
  it('charges the card on file of an autopay invoice at once and e-mails it as paid', async () => {
    const { organization, owner, client, email, draft, balance } = await setUp();
    await createSavedCard(t.db, organization.id, residentialClient(client.id));
    const invoice = await draft(4000);
    await t.db.update(invoices).set({ autopay: true }).where(eq(invoices.id, invoice.id));

    const finalized = await send(owner.token, 'POST', `/api/invoices/${invoice.id}/finalize`);
    expect(finalized.statusCode, finalized.body).toBe(200);
    expect(finalized.json().invoice).toMatchObject({ status: 'paid', paid_cents: 4000, balance_cents: 0 });
    const charged = await t.db.select().from(payments).where(eq(payments.client_id, client.id));
    expect(charged).toEqual([
      expect.objectContaining({ method: 'card', source: 'autopay', status: 'succeeded', amount_cents: 4000 }),
    ]);
    expect(await balance()).toBe(0);
    const [mail] = await mailsTo(email!);
    expect(mail!.body).toContain('Nothing is due: it is paid.');
    expect(payTokenIn(mail!.body)).toBeNull();
  });

  it("uses the client's credit, opens the invoice, e-mails it with the PDF and a pay link, and is idempotent", async () => {
    const { organization, owner, client, email, draft, credit, balance } = await setUp();
    await credit(1500);
    const invoice = await draft(4000);
    const shownDraft = (await send(owner.token, 'GET', `/api/invoices/${invoice.id}`)).json().invoice;
    expect(shownDraft).toMatchObject({ available_credit_cents: 1500, credit_applied_cents: 0 });

    const finalized = await send(owner.token, 'POST', `/api/invoices/${invoice.id}/finalize`);
    expect(finalized.statusCode, finalized.body).toBe(200);
    expect(finalized.json().invoice).toMatchObject({
      status: 'open',
      shown_status: 'open',
      total_cents: 4000,
      credit_applied_cents: 1500,
      amount_due_cents: 2500,
      balance_cents: 2500,
      issue_date: '2026-11-22',
    });
    expect(finalized.json().invoice.finalized_at).not.toBeNull();
    expect(await availableCreditCents(t.db, organization.id, residentialClient(client.id))).toBe(0);
    expect(await balance()).toBe(2500);

    const [mail, ...older] = await mailsTo(email!);
    expect(older).toHaveLength(0);
    expect(mail!.subject).toBe(`Invoice #${invoice.number} from ${organization.name}`);
    expect(mail!.body).toContain(`[Attached: invoice-${invoice.number}.pdf]`);
    const token = payTokenIn(mail!.body);
    expect(token).not.toBeNull();
    expect((await invoiceOfPayLink(t.db, token!))?.id).toBe(invoice.id);

    // Again, alone and in bulk: nothing changes, no credit is taken twice, nothing is sent twice.
    const again = await send(owner.token, 'POST', `/api/invoices/${invoice.id}/finalize`);
    expect(again.json().invoice).toMatchObject({ credit_applied_cents: 1500, amount_due_cents: 2500 });
    const bulk = await send(owner.token, 'POST', '/api/invoices/finalize_and_send', { invoice_ids: [invoice.id] });
    expect(bulk.json().results).toEqual([{ id: invoice.id, outcome: 'already_finalized', emailed: false }]);
    const entries = await t.db
      .select()
      .from(clientCreditEntries)
      .where(and(eq(clientCreditEntries.client_id, client.id), eq(clientCreditEntries.kind, 'applied')));
    expect(entries.map((entry) => [entry.amount_cents, entry.invoice_id])).toEqual([[-1500, invoice.id]]);
    expect(await mailsTo(email!)).toHaveLength(1);
  });

  it('takes the credit once when two requests finalize the same draft at the same moment', async () => {
    const { organization, owner, client, draft, credit } = await setUp();
    await credit(700);
    const invoice = await draft(1000);
    const answers = await Promise.all([
      send(owner.token, 'POST', `/api/invoices/${invoice.id}/finalize`),
      send(owner.token, 'POST', '/api/invoices/finalize_and_send', { invoice_ids: [invoice.id] }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const entries = await t.db
      .select()
      .from(clientCreditEntries)
      .where(and(eq(clientCreditEntries.client_id, client.id), eq(clientCreditEntries.kind, 'applied')));
    expect(entries.map((entry) => entry.amount_cents)).toEqual([-700]);
    expect(await availableCreditCents(t.db, organization.id, residentialClient(client.id))).toBe(0);
  });

  it("keeps a billing-run draft's line rules and gift certificate amount through editing and finalizing", async () => {
    const { organization, owner, client } = await setUp();
    const [recurring] = await t.db
      .insert(invoices)
      .values({
        organization_id: organization.id,
        number: 77_001,
        kind: 'recurring',
        client_id: client.id,
        issue_date: '2026-11-22',
        due_date: '2026-11-29',
        bill_to: { name: 'Casey Client', email: null, phone: null, address: null },
        gift_certificate_applied_cents: 300,
      })
      .returning();
    await t.db.insert(invoiceLines).values([
      { ...lineOf(recurring!.id, organization.id), kind: 'visit', description: 'Weekly visit', position: 1 },
      { ...lineOf(recurring!.id, organization.id), kind: 'tip', description: 'Tip', discountable: false, position: 2 },
    ]);
    await createCoupon(t.db, organization.id, { code: 'HALF', percent_off: 50 });
    const saved = (await send(owner.token, 'GET', `/api/invoices/${recurring!.id}`)).json().invoice;
    const edited = await send(owner.token, 'PUT', `/api/invoices/${recurring!.id}`, {
      lines: saved.lines,
      coupon_code: 'HALF',
      due_date: saved.due_date,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // Half off the visit only: the tip takes no coupon.
    expect(
      edited
        .json()
        .invoice.lines.map((line: { kind: string; discount_cents: number }) => [line.kind, line.discount_cents]),
    ).toEqual([
      ['visit', 1000],
      ['tip', 0],
    ]);
    const finalized = (await send(owner.token, 'POST', `/api/invoices/${recurring!.id}/finalize`)).json().invoice;
    expect(finalized).toMatchObject({ total_cents: 3000, gift_certificate_applied_cents: 300, amount_due_cents: 2700 });
  });

  it('turns an invoice the credit covers paid at once', async () => {
    const { owner, draft, credit, balance } = await setUp();
    await credit(5000);
    const invoice = await draft(3000);
    const finalized = (await send(owner.token, 'POST', `/api/invoices/${invoice.id}/finalize`)).json().invoice;
    expect(finalized).toMatchObject({ status: 'paid', amount_due_cents: 0, credit_applied_cents: 3000 });
    expect(await balance()).toBe(-2000);
  });

  it('finalizes and sends several drafts, each on its own', async () => {
    const { owner, draft, email } = await setUp();
    const first = await draft(1000);
    const second = await draft(2000);
    const bulk = await send(owner.token, 'POST', '/api/invoices/finalize_and_send', {
      invoice_ids: [first.id, second.id, first.id],
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json()).toEqual({
      message: '2 invoices finalized, 2 e-mailed.',
      results: [
        { id: first.id, outcome: 'finalized', emailed: true },
        { id: second.id, outcome: 'finalized', emailed: true },
      ],
    });
    expect(await mailsTo(email!)).toHaveLength(2);
  });

  it('sends again with a new pay link that replaces the old one', async () => {
    const { owner, draft, email } = await setUp();
    const invoice = await draft(1000);
    await send(owner.token, 'POST', `/api/invoices/${invoice.id}/finalize`);
    const firstToken = payTokenIn((await mailsTo(email!))[0]!.body)!;
    const resent = await send(owner.token, 'POST', `/api/invoices/${invoice.id}/email`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().message).toBe(`Invoice #${invoice.number} was e-mailed to ${email}.`);
    const secondToken = payTokenIn((await mailsTo(email!))[0]!.body)!;
    expect(secondToken).not.toBe(firstToken);
    expect(await invoiceOfPayLink(t.db, firstToken)).toBeNull();
    expect((await invoiceOfPayLink(t.db, secondToken))?.id).toBe(invoice.id);
  });

  it('prints the invoice as a PDF', async () => {
    const { owner, draft } = await setUp();
    const invoice = await draft(1000);
    const pdf = await send(owner.token, 'GET', `/api/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`invoice-${invoice.number}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('prints the name the organization trades under once its branding names one', async () => {
    const { owner, draft } = await setUp();
    const invoice = await draft(1000);
    const branded = await send(owner.token, 'PUT', '/api/branding', {
      display_name: 'Poop Patrol LLC',
      primary_color: '#1d3557',
      phone: '5550102030',
    });
    expect(branded.statusCode, branded.body).toBe(200);
    const pdf = await send(owner.token, 'GET', `/api/invoices/${invoice.id}/pdf`);
    // The document's author is the name printed at its head (the page text itself is compressed).
    expect(pdf.rawPayload.toString('latin1')).toContain('Poop Patrol LLC');
  });

  it('does not send a draft, nor to a client without an e-mail address', async () => {
    const { owner, draft } = await setUp(undefined);
    const invoice = await draft(1000);
    expect((await send(owner.token, 'POST', `/api/invoices/${invoice.id}/email`)).statusCode).toBe(409);
  });
});

describe('voiding', () => {
  it('gives back the credit an open invoice used and stops its pay link', async () => {
    const { organization, owner, client, draft, credit, balance, email } = await setUp();
    await credit(500);
    const invoice = await draft(2000);
    await send(owner.token, 'POST', `/api/invoices/${invoice.id}/finalize`);
    const token = payTokenIn((await mailsTo(email!))[0]!.body)!;
    const voided = await send(owner.token, 'POST', `/api/invoices/${invoice.id}/void`, { reason: 'Billed twice' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().invoice).toMatchObject({ status: 'void', void_reason: 'Billed twice', balance_cents: 0 });
    expect(await availableCreditCents(t.db, organization.id, residentialClient(client.id))).toBe(500);
    expect(await balance()).toBe(-500);
    expect(await invoiceOfPayLink(t.db, token)).toBeNull();
    const twice = await send(owner.token, 'POST', `/api/invoices/${invoice.id}/void`, { reason: 'Again' });
    expect(twice.json().error).toBe('invoice_void');
    expect((await send(owner.token, 'POST', `/api/invoices/${invoice.id}/finalize`)).statusCode).toBe(409);
  });

  it('refuses an invoice with a payment on it, and needs a reason', async () => {
    const { organization, owner, client, draft } = await setUp();
    const invoice = await draft(2000);
    await send(owner.token, 'POST', `/api/invoices/${invoice.id}/finalize`);
    const [payment] = await t.db
      .insert(payments)
      .values({
        organization_id: organization.id,
        client_id: client.id,
        method: 'check',
        source: 'office',
        status: 'succeeded',
        amount_cents: 500,
        received_on: '2026-11-22',
      })
      .returning();
    await t.db.transaction((tx) =>
      applyPayment(tx, organization.id, residentialClient(client.id), {
        payment_id: payment!.id,
        amount_cents: 500,
        invoice_ids: [invoice.id],
        created_by_user_id: null,
        now: t.clock.now(),
      }),
    );
    const shown = (await send(owner.token, 'GET', `/api/invoices/${invoice.id}`)).json().invoice;
    expect(shown).toMatchObject({ shown_status: 'partially_paid', paid_cents: 500, balance_cents: 1500 });
    expect(shown.payments).toEqual([expect.objectContaining({ payment_id: payment!.id, amount_cents: 500 })]);
    const refused = await send(owner.token, 'POST', `/api/invoices/${invoice.id}/void`, { reason: 'Oops' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('invoice_has_payments');
    expect((await send(owner.token, 'POST', `/api/invoices/${invoice.id}/void`, { reason: ' ' })).statusCode).toBe(422);
  });
});
