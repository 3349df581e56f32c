import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createMember } from '../../../test/support/staff-factories.ts';
import { createClient } from '../../../test/support/client-factories.ts';
import { giftCertificateEntries, giftCertificates } from '../gift-certificates/gift-certificates.table.ts';
import { clients } from '../clients/clients.table.ts';
import { availableCreditCents, recordClientCredit, residentialClient } from './client-ledger.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-22T18:00:00Z'));
});
afterAll(() => t.close());

const send = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: method === 'GET' ? undefined : (payload ?? {}) });
const line = (unit_cents: number) => ({ description: 'Yard cleanup', quantity: 1, unit_cents, taxable: false });

async function setUp(balanceCents: number) {
  const organization = await createOrganization(t.db);
  const owner = await createMember(t.db, organization.id, { role: 'Owner' });
  const client = await createClient(t.db, organization.id, { email: 'gift-client@example.com' });
  const [certificate] = await t.db
    .insert(giftCertificates)
    .values({
      organization_id: organization.id,
      code: `GIFT${organization.id}`,
      amount_cents: 5000,
      balance_cents: balanceCents,
      purchaser_name: 'Pat Giver',
      recipient_name: 'Casey Client',
    })
    .returning();
  const created = await send(owner.token, 'POST', '/api/invoices', { client_id: client.id, lines: [line(4000)] });
  const invoice = created.json().invoice as { id: number; number: number; due_date: string };
  const edit = (gift_certificate_code: string | null) =>
    send(owner.token, 'PUT', `/api/invoices/${invoice.id}`, {
      lines: [line(4000)],
      gift_certificate_code,
      due_date: invoice.due_date,
    });
  const certificateNow = async () =>
    (await t.db.select().from(giftCertificates).where(eq(giftCertificates.id, certificate!.id)))[0]!;
  const entries = () =>
    t.db
      .select({ kind: giftCertificateEntries.kind, amount_cents: giftCertificateEntries.amount_cents })
      .from(giftCertificateEntries)
      .where(and(eq(giftCertificateEntries.gift_certificate_id, certificate!.id)));
  return { organization, client, owner, invoice, certificate: certificate!, edit, certificateNow, entries };
}

describe('a gift certificate on an invoice', () => {
  it('previews on the draft, is taken when finalized, and goes back to the certificate when the invoice is voided', async () => {
    const { owner, invoice, certificate, edit, certificateNow, entries } = await setUp(2500);
    const edited = await edit(certificate.code.toLowerCase());
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().invoice).toMatchObject({
      gift_certificate_code: certificate.code,
      gift_certificate_applied_cents: 2500,
      total_cents: 4000,
    });
    expect((await certificateNow()).balance_cents).toBe(2500);

    const finalized = await send(owner.token, 'POST', `/api/invoices/${invoice.id}/finalize`);
    expect(finalized.json().invoice).toMatchObject({
      status: 'open',
      gift_certificate_applied_cents: 2500,
      amount_due_cents: 1500,
      balance_cents: 1500,
    });
    expect((await certificateNow()).balance_cents).toBe(0);
    expect(await entries()).toEqual([{ kind: 'redemption', amount_cents: -2500 }]);

    const voided = await send(owner.token, 'POST', `/api/invoices/${invoice.id}/void`, { reason: 'Wrong client' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await certificateNow()).balance_cents).toBe(2500);
    expect(await entries()).toEqual([
      { kind: 'redemption', amount_cents: -2500 },
      { kind: 'return', amount_cents: 2500 },
    ]);
  });

  it('takes only what the invoice comes to, and refuses a spent or unknown code without changing the draft', async () => {
    const { owner, invoice, certificate, edit, certificateNow } = await setUp(5000);
    await edit(certificate.code);
    const finalized = await send(owner.token, 'POST', `/api/invoices/${invoice.id}/finalize`);
    expect(finalized.json().invoice).toMatchObject({ status: 'paid', gift_certificate_applied_cents: 4000 });
    expect((await certificateNow()).balance_cents).toBe(1000);

    const other = await setUp(0);
    for (const code of [other.certificate.code, 'NOSUCHCODE']) {
      const refused = await other.edit(code);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.gift_certificate_code).toEqual(['Not valid']);
    }
    const shown = await send(other.owner.token, 'GET', `/api/invoices/${other.invoice.id}`);
    expect(shown.json().invoice).toMatchObject({ gift_certificate_code: null, gift_certificate_applied_cents: 0 });
  });

  it('voids an invoice that credit and the certificate paid in full at finalization, giving both back', async () => {
    const { organization, client, owner, invoice, certificate, edit, certificateNow } = await setUp(3000);
    const account = residentialClient(client.id);
    await recordClientCredit(t.db, organization.id, account, {
      kind: 'manual',
      amount_cents: 1000,
      created_at: t.clock.now(),
    });
    await edit(certificate.code);
    const finalized = await send(owner.token, 'POST', `/api/invoices/${invoice.id}/finalize`);
    expect(finalized.json().invoice).toMatchObject({
      status: 'paid',
      credit_applied_cents: 1000,
      gift_certificate_applied_cents: 3000,
      amount_due_cents: 0,
    });
    expect(await availableCreditCents(t.db, organization.id, account)).toBe(0);

    const voided = await send(owner.token, 'POST', `/api/invoices/${invoice.id}/void`, { reason: 'Wrong client' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().invoice).toMatchObject({ status: 'void', balance_cents: 0 });
    expect(await availableCreditCents(t.db, organization.id, account)).toBe(1000);
    expect((await certificateNow()).balance_cents).toBe(3000);
    const [stored] = await t.db
      .select({ balance: clients.balance_cents })
      .from(clients)
      .where(eq(clients.id, client.id));
    expect(stored!.balance).toBe(-1000);
  });
});
