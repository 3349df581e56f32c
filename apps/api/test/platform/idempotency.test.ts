import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createOrganization } from '../support/factories.ts';
import { createMember } from '../support/staff-factories.ts';
import { createClient } from '../support/client-factories.ts';
import { createOpenInvoice } from '../support/payment-factories.ts';
import { clientBody, createWorkArea } from '../../src/features/clients/client-test-helpers.ts';
import { clients } from '../../src/features/clients/clients.table.ts';
import { clientRegistrations } from '../../src/features/client-registrations/client-registrations.table.ts';
import { invoices } from '../../src/features/invoices/invoices.table.ts';
import { payments } from '../../src/features/payments/payments.table.ts';
import { idempotencyKeys } from '../../src/platform/http/idempotency.table.ts';
import { pruneIdempotencyKeys } from '../../src/platform/http/idempotency.ts';
import { residentialClient } from '../../src/features/invoices/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function organizationWithOwner() {
  const organization = await createOrganization(t.db);
  const owner = await createMember(t.db, organization.id, { role: 'Owner' });
  await createWorkArea(t.db, organization.id, 'Downtown', ['80202']);
  return { organization, token: owner.token };
}

const post = (token: string | null, url: string, payload: object, key?: string) =>
  t.injectAs(token, { method: 'POST', url, payload, headers: key ? { 'idempotency-key': key } : {} });

const clientsOf = async (organizationId: number) =>
  (await t.db.select({ n: count() }).from(clients).where(eq(clients.organization_id, organizationId)))[0]!.n;

describe('a create retried with the same Idempotency-Key', () => {
  it('answers the first answer again and creates one client', async () => {
    const { organization, token } = await organizationWithOwner();
    const body = clientBody();
    const first = await post(token, '/api/clients', body, 'lost-answer-1');
    expect(first.statusCode, first.body).toBe(201);
    const retry = await post(token, '/api/clients', body, 'lost-answer-1');
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await clientsOf(organization.id)).toBe(1);
  });

  it('creates once when the same request arrives several times at once', async () => {
    const { organization, token } = await organizationWithOwner();
    const body = clientBody();
    const answers = await Promise.all([1, 2, 3].map(() => post(token, '/api/clients', body, 'double-click')));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const ids = new Set(answers.map((answer) => answer.json().client.id));
    expect(ids.size).toBe(1);
    expect(await clientsOf(organization.id)).toBe(1);
  });

  it('refuses the same key with a different request and creates nothing', async () => {
    const { organization, token } = await organizationWithOwner();
    expect((await post(token, '/api/clients', clientBody({ first_name: 'Ann' }), 'reused')).statusCode).toBe(201);
    const other = await post(token, '/api/clients', clientBody({ first_name: 'Bob' }), 'reused');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      error: 'idempotency_key_reused',
      message: 'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
    });
    expect(await clientsOf(organization.id)).toBe(1);
  });

  it("keeps each organization's and each member's keys apart", async () => {
    const first = await organizationWithOwner();
    const second = await organizationWithOwner();
    const colleague = await createMember(t.db, first.organization.id, { role: 'Owner' });
    const body = clientBody();
    const mine = await post(first.token, '/api/clients', body, 'shared-key');
    const theirs = await post(second.token, '/api/clients', body, 'shared-key');
    const colleagues = await post(colleague.token, '/api/clients', clientBody(), 'shared-key');
    for (const answer of [mine, theirs, colleagues]) expect(answer.statusCode, answer.body).toBe(201);
    expect(theirs.json().client.id).not.toBe(mine.json().client.id);
    expect(colleagues.json().client.id).not.toBe(mine.json().client.id);
    expect(await clientsOf(first.organization.id)).toBe(2);
    expect(await clientsOf(second.organization.id)).toBe(1);
  });

  it('stores nothing for a refused request, so the corrected request goes through with the same key', async () => {
    const { organization, token } = await organizationWithOwner();
    const refused = await post(token, '/api/clients', { ...clientBody(), first_name: '' }, 'fix-and-resend');
    expect(refused.statusCode).toBe(422);
    const corrected = await post(token, '/api/clients', clientBody(), 'fix-and-resend');
    expect(corrected.statusCode, corrected.body).toBe(201);
    expect(await clientsOf(organization.id)).toBe(1);
  });

  it('makes one invoice and one check payment of a repeated request', async () => {
    const { organization, token } = await organizationWithOwner();
    const client = await createClient(t.db, organization.id, { first_name: 'Robin' });
    const invoice = { client_id: client.id, lines: [{ description: 'Yard', quantity: 1, unit_cents: 2_500 }] };
    const drafts = await Promise.all([1, 2].map(() => post(token, '/api/invoices', invoice, 'invoice-1')));
    expect(drafts.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(drafts[1]!.json().invoice.id).toBe(drafts[0]!.json().invoice.id);
    const invoiceRows = await t.db.select().from(invoices).where(eq(invoices.organization_id, organization.id));
    expect(invoiceRows).toHaveLength(1);

    const open = await createOpenInvoice(t.db, organization.id, residentialClient(client.id));
    const check = {
      client_id: client.id,
      invoice_ids: [open.id],
      check_number: '77',
      check_date: '2026-11-20',
      amount_cents: 1_000,
    };
    const paid = await post(token, '/api/receive_check_payment', check, 'check-77');
    const again = await post(token, '/api/receive_check_payment', check, 'check-77');
    expect(again.json()).toEqual(paid.json());
    const otherAmount = await post(token, '/api/receive_check_payment', { ...check, amount_cents: 2_000 }, 'check-77');
    expect(otherAmount.statusCode).toBe(422);
    expect(otherAmount.json().error).toBe('idempotency_key_reused');
    const paymentRows = await t.db.select().from(payments).where(eq(payments.organization_id, organization.id));
    expect(paymentRows).toHaveLength(1);
  });

  it("records one lead from a sign-up form sent twice, and the form's key belongs to that form only", async () => {
    const { organization } = await organizationWithOwner();
    const visitor = {
      first_name: 'Pat',
      last_name: 'Visitor',
      email: 'pat.visitor@example.com',
      phone: '(303) 555-0177',
      zip: '80202',
      dog_count: 2,
    };
    const url = `/api/public/forms/${organization.public_form_key}/client_registrations`;
    expect((await post(null, url, visitor, 'form-send-1')).statusCode).toBe(201);
    const retry = await post(null, url, visitor, 'form-send-1');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const leads = await t.db
      .select()
      .from(clientRegistrations)
      .where(eq(clientRegistrations.organization_id, organization.id));
    expect(leads).toHaveLength(1);
  });
});

describe('Idempotency-Key housekeeping', () => {
  it('documents the header on the create routes in the OpenAPI document', async () => {
    const document = (await t.injectAs(null, { method: 'GET', url: '/api/openapi.json' })).json();
    const creates: [string, string][] = [
      ['/api/clients', 'post'],
      ['/api/commercial/customers', 'post'],
      ['/api/leads/{id}/convert', 'post'],
      ['/api/public/forms/{form_key}/client_registrations', 'post'],
      ['/api/jobs', 'post'],
      ['/api/invoices', 'post'],
      ['/api/invoices/from_job', 'post'],
      ['/api/receive_check_payment', 'post'],
      ['/api/invoices/{id}/charge', 'post'],
      ['/api/public/pay/{token}', 'post'],
    ];
    for (const [path, method] of creates) {
      const parameters = document.paths[path]?.[method]?.parameters ?? [];
      expect(
        parameters.some(
          (parameter: { in: string; name: string }) =>
            parameter.in === 'header' && parameter.name === 'idempotency-key',
        ),
        `${method} ${path}`,
      ).toBe(true);
    }
  });

  it('forgets keys after a day', async () => {
    const { token } = await organizationWithOwner();
    await post(token, '/api/clients', clientBody(), 'old-key');
    const stored = async () =>
      (await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'old-key'))).length;
    expect(await stored()).toBe(1);
    await pruneIdempotencyKeys(t.db, new Date(t.clock.now().getTime() + 23 * 3_600_000));
    expect(await stored()).toBe(1);
    await pruneIdempotencyKeys(t.db, new Date(t.clock.now().getTime() + 25 * 3_600_000));
    expect(await stored()).toBe(0);
  });
});
