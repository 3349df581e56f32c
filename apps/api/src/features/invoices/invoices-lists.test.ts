import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createMember } from '../../../test/support/staff-factories.ts';
import { createClient, createCommercialCustomer } from '../../../test/support/client-factories.ts';
import { createCoupon } from '../../../test/support/pricing-factories.ts';
import { clientLocations } from '../clients/clients.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { invoices } from './invoices.table.ts';
import { createDraftInvoice } from './invoices.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-22T18:00:00Z'));
});
afterAll(() => t.close());

async function organizationWithOwner() {
  const organization = await createOrganization(t.db);
  return { organization, owner: await createMember(t.db, organization.id, { role: 'Owner' }) };
}
const send = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: method === 'GET' ? undefined : (payload ?? {}) });

const yardLine = { description: 'Yard cleanup', quantity: 2, unit_cents: 1250, taxable: true };

async function draftFor(token: string, clientId: number, lines: object[] = [yardLine]) {
  const response = await send(token, 'POST', '/api/invoices', { client_id: clientId, lines });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().invoice as { id: number; number: number; total_cents: number; status: string };
}

describe('invoice lists', () => {
  it('list each kind with shown statuses, filters, search, paging and the totals of the filtered set', async () => {
    const { organization, owner } = await organizationWithOwner();
    const robin = await createClient(t.db, organization.id, { first_name: 'Robin' });
    const sam = await createClient(t.db, organization.id, { first_name: 'Sam' });
    const draft = await draftFor(owner.token, robin.id);
    const partly = await draftFor(owner.token, sam.id, [{ ...yardLine, quantity: 4 }]);
    const late = await draftFor(owner.token, sam.id, [{ ...yardLine, quantity: 1 }]);
    // Open invoices as payments and time leave them: one half paid, one due last week.
    await t.db.update(invoices).set({ status: 'open', paid_cents: 1000 }).where(eq(invoices.id, partly.id));
    await t.db.update(invoices).set({ status: 'open', due_date: '2026-11-15' }).where(eq(invoices.id, late.id));

    const all = await send(owner.token, 'GET', '/api/invoices?kind=one_time&sort=number');
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((row: { id: number; shown_status: string }) => [row.id, row.shown_status])).toEqual([
      [draft.id, 'draft'],
      [partly.id, 'partially_paid'],
      [late.id, 'past_due'],
    ]);
    expect(all.json().meta).toEqual({ page: 1, per_page: 25, total: 3 });
    // The draft is in the total but owes nothing yet: the balance is what the open invoices still ask for.
    expect(all.json().totals).toEqual({ total_cents: 2500 + 5000 + 1250, balance_cents: 4000 + 1250 });

    const pastDue = await send(owner.token, 'GET', '/api/invoices?kind=one_time&status=past_due');
    expect(pastDue.json().data.map((row: { id: number }) => row.id)).toEqual([late.id]);
    expect(pastDue.json().totals).toEqual({ total_cents: 1250, balance_cents: 1250 });
    const partial = await send(owner.token, 'GET', '/api/invoices?kind=one_time&status=partially_paid');
    expect(partial.json().data.map((row: { id: number }) => row.id)).toEqual([partly.id]);

    const searched = await send(owner.token, 'GET', '/api/invoices?kind=one_time&search=robin');
    expect(searched.json().data.map((row: { client_name: string }) => row.client_name)).toEqual(['Robin Client']);
    const byNumber = await send(owner.token, 'GET', `/api/invoices?kind=one_time&search=%23${late.number}`);
    expect(byNumber.json().data.map((row: { id: number }) => row.id)).toEqual([late.id]);
    const byClient = await send(owner.token, 'GET', `/api/invoices?kind=one_time&client_id=${sam.id}`);
    expect(byClient.json().meta.total).toBe(2);

    const paged = await send(owner.token, 'GET', '/api/invoices?kind=one_time&sort=-total&per_page=1&page=2');
    expect(paged.json().data.map((row: { id: number }) => row.id)).toEqual([draft.id]);
    expect(paged.json().meta.total).toBe(3);

    expect((await send(owner.token, 'GET', '/api/invoices?kind=recurring')).json().data).toEqual([]);
    const dated = await send(owner.token, 'GET', '/api/invoices?kind=one_time&from=2026-11-23&to=2026-11-30');
    expect(dated.json().meta.total).toBe(0);
  });

  it('need the permission of the list asked for', async () => {
    const { organization } = await organizationWithOwner();
    const recurringOnly = await createMember(t.db, organization.id, { permissions: ['recurring_invoices'] });
    expect((await send(recurringOnly.token, 'GET', '/api/invoices?kind=recurring')).statusCode).toBe(200);
    expect((await send(recurringOnly.token, 'GET', '/api/invoices?kind=one_time')).statusCode).toBe(403);
    expect((await send(recurringOnly.token, 'GET', '/api/invoices')).statusCode).toBe(403);
  });

  it("never show another organization's invoices, and answer 404 for them", async () => {
    const { organization, owner } = await organizationWithOwner();
    const other = await organizationWithOwner();
    const client = await createClient(t.db, organization.id);
    const theirs = await createDraftInvoice(t.db, other.organization.id, {
      clientId: (await createClient(t.db, other.organization.id)).id,
      name: 'Their Secret Client',
    });
    await draftFor(owner.token, client.id);
    const list = await send(owner.token, 'GET', '/api/invoices?kind=one_time');
    expect(list.body).not.toContain('Their Secret Client');
    for (const [method, url] of [
      ['GET', `/api/invoices/${theirs.id}`],
      ['GET', `/api/invoices/${theirs.id}/pdf`],
      ['POST', `/api/invoices/${theirs.id}/finalize`],
      ['POST', `/api/invoices/${theirs.id}/email`],
    ] as const)
      expect((await send(owner.token, method, url)).statusCode, url).toBe(404);
    const voided = await send(owner.token, 'POST', `/api/invoices/${theirs.id}/void`, { reason: 'mine now' });
    expect(voided.statusCode).toBe(404);
    const bulk = await send(owner.token, 'POST', '/api/invoices/finalize_and_send', { invoice_ids: [theirs.id] });
    expect(bulk.json().results).toEqual([{ id: theirs.id, outcome: 'not_found', emailed: false }]);
    const [after] = await t.db.select().from(invoices).where(eq(invoices.id, theirs.id));
    expect(after!.status).toBe('draft');
    // Naming their client on a new invoice is a bad field, not a way in.
    const stolen = await send(owner.token, 'POST', '/api/invoices', { client_id: theirs.client_id, lines: [yardLine] });
    expect(stolen.statusCode).toBe(422);
  });
});

describe('drafts', () => {
  it('are written with lines, tax and a coupon, and edited only while drafts', async () => {
    const { organization, owner } = await organizationWithOwner();
    await t.db.execute(
      `insert into billing_settings (organization_id, default_tax_rate_millipercent) values (${organization.id}, 8000)`,
    );
    await createCoupon(t.db, organization.id, { code: 'SPRING20', percent_off: 20 });
    const client = await createClient(t.db, organization.id);
    const draft = await draftFor(owner.token, client.id, [
      yardLine,
      { ...yardLine, description: 'Tip jar', taxable: false },
    ]);
    expect(draft).toMatchObject({ status: 'draft', total_cents: 2500 * 1.08 + 2500 });

    const shown = (await send(owner.token, 'GET', `/api/invoices/${draft.id}`)).json().invoice;
    const badCoupon = await send(owner.token, 'PUT', `/api/invoices/${draft.id}`, {
      lines: shown.lines,
      coupon_code: 'NOPE',
      due_date: shown.due_date,
    });
    expect(badCoupon.statusCode).toBe(422);
    expect(badCoupon.json().errors.coupon_code).toEqual([messages.couponCodeInvalid]);

    const edited = await send(owner.token, 'PUT', `/api/invoices/${draft.id}`, {
      lines: [
        { ...shown.lines[0], quantity: 4 },
        { description: 'Gate repair', quantity: 1, unit_cents: 1000, taxable: true },
      ],
      coupon_code: 'spring20',
      notes: 'Thanks!',
      due_date: '2026-12-31',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // 5000 + 1000 = 6000, 20 % off = 4800, 8 % tax = 384.
    expect(edited.json().invoice).toMatchObject({
      subtotal_cents: 6000,
      discount_cents: 1200,
      tax_cents: 384,
      total_cents: 5184,
      coupon_code: 'SPRING20',
      notes: 'Thanks!',
      due_date: '2026-12-31',
    });
    expect(edited.json().invoice.lines.map((line: { description: string }) => line.description)).toEqual([
      'Yard cleanup',
      'Gate repair',
    ]);

    const bad = await send(owner.token, 'PUT', `/api/invoices/${draft.id}`, {
      lines: [{ description: '', quantity: 0, unit_cents: 1.5 }],
      due_date: '2026-12-31',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['lines.0.description']).toEqual([messages.required]);

    await t.db.update(invoices).set({ status: 'open' }).where(eq(invoices.id, draft.id));
    const refused = await send(owner.token, 'PUT', `/api/invoices/${draft.id}`, {
      lines: [yardLine],
      due_date: '2027-01-31',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('invoice_not_draft');
    const after = (await send(owner.token, 'GET', `/api/invoices/${draft.id}`)).json().invoice;
    expect(after).toMatchObject({ total_cents: 5184, due_date: '2026-12-31' });
    expect(after.lines).toHaveLength(2);
  });

  it('bill a commercial customer by company name', async () => {
    const { organization, owner } = await organizationWithOwner();
    const customer = await createCommercialCustomer(t.db, organization.id);
    const made = await send(owner.token, 'POST', '/api/invoices', {
      commercial_customer_id: customer.id,
      lines: [yardLine],
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().invoice).toMatchObject({
      client_id: null,
      commercial_customer_id: customer.id,
      client_name: 'Acme HOA',
    });
    const neither = await send(owner.token, 'POST', '/api/invoices', { lines: [yardLine] });
    expect(neither.json().errors.client_id).toEqual([messages.required]);
  });

  it('are made from a completed one-time visit, once', async () => {
    const { organization, owner } = await organizationWithOwner();
    const client = await createClient(t.db, organization.id);
    const [location] = await t.db
      .insert(clientLocations)
      .values({
        organization_id: organization.id,
        client_id: client.id,
        address_line1: '1 Main St',
        city: 'Denver',
        state: 'CO',
        zip: '80202',
      })
      .returning();
    const [job] = await t.db
      .insert(jobs)
      .values({
        organization_id: organization.id,
        kind: 'residential',
        origin: 'one_time',
        client_id: client.id,
        client_location_id: location!.id,
        service_date: '2026-11-20',
        status: 'completed',
        price_cents: 4500,
      })
      .returning();
    const jobPage = async () => (await send(owner.token, 'GET', `/api/jobs/${job!.id}`)).json().job;
    expect((await jobPage()).invoice).toBeNull();
    const made = await send(owner.token, 'POST', '/api/invoices/from_job', { job_id: job!.id });
    expect(made.statusCode, made.body).toBe(201);
    expect((await jobPage()).invoice).toEqual({ id: made.json().invoice.id, number: made.json().invoice.number });
    expect(made.json().invoice).toMatchObject({ kind: 'one_time', status: 'draft', subtotal_cents: 4500 });
    expect(made.json().invoice.lines[0]).toMatchObject({ kind: 'one_time_job', service_date: '2026-11-20' });
    const again = await send(owner.token, 'POST', '/api/invoices/from_job', { job_id: job!.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('job_not_invoiceable');
  });
});

describe("a client's open balance", () => {
  it('counts finalized invoices, not drafts: the client, its invoices and the Open Balance report agree', async () => {
    const { organization, owner } = await organizationWithOwner();
    const client = await createClient(t.db, organization.id);
    const sent = await draftFor(owner.token, client.id, [{ ...yardLine, quantity: 4 }]);
    await send(owner.token, 'POST', `/api/invoices/${sent.id}/finalize`);
    const draft = await send(owner.token, 'GET', `/api/invoices/${(await draftFor(owner.token, client.id)).id}`);
    // A draft has not been sent: the page shows what it will ask for, and nobody owes it yet.
    expect(draft.json().invoice).toMatchObject({ status: 'draft', amount_due_cents: 2500, balance_cents: 0 });

    const shown = (await send(owner.token, 'GET', `/api/clients/${client.id}`)).json().client;
    const list = (await send(owner.token, 'GET', `/api/invoices?client_id=${client.id}`)).json();
    const report = (await send(owner.token, 'GET', '/api/open_balance_report')).json();
    expect(shown.balance_cents).toBe(5000);
    expect(list.totals).toEqual({ total_cents: 7500, balance_cents: 5000 });
    expect(report.data).toEqual([expect.objectContaining({ id: client.id, total: 5000, open_invoices: 1 })]);
  });
});
