import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addCalendarDays } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor } from '../../../test/support/factories.ts';
import { createClient, createCommercialCustomer } from '../../../test/support/client-factories.ts';
import { createInvoice, createPayment } from '../../../test/support/money-report-factories.ts';
import { lastMessageTo } from '../../../test/support/outbox.ts';
import { commercialCustomers } from '../commercial/commercial.table.ts';
import { invoices } from '../invoices/invoices.table.ts';

const TODAY = '2026-06-15';
let t: TestApp;
let token: string;
const ids = { alex: 0, blake: 0, acme: 0, outsider: 0 };
const numbers: Record<string, number> = {};

/**
 * Alex owes $100 on each of seven open invoices due 5 days ahead and 30, 31, 60, 61, 90 and 91 days ago; the one
 * due 30 days ago is $40 paid. Buckets: 0–30 $160, 31–60 $200, 61–90 $200, over 90 $100, total $660. A paid invoice
 * is left out. Blake (no e-mail) owes $25 due 14 days ago, reminded on June 10; Acme HOA owes $70 due 45 days ago.
 */
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date(`${TODAY}T18:00:00Z`));
  const organization = await createOrganization(t.db, { name: 'Scoop Co', now: t.clock.now() });
  const org = organization.id;
  token = await sessionTokenFor(t.db, (await createUser(t.db, { organizationId: org })).id);
  ids.alex = (await createClient(t.db, org, { first_name: 'Alex', email: 'alex@example.com' })).id;
  ids.blake = (await createClient(t.db, org, { first_name: 'Blake' })).id;
  ids.acme = (await createCommercialCustomer(t.db, org)).id;
  await t.db
    .update(commercialCustomers)
    .set({ billing_email: 'billing@acme.test' })
    .where(eq(commercialCustomers.id, ids.acme));

  const alex = { client_id: ids.alex };
  for (const daysPastDue of [-5, 30, 31, 60, 61, 90, 91]) {
    const invoice = await createInvoice(t.db, org, {
      owner: alex,
      issue_date: addCalendarDays(TODAY, -daysPastDue - 10),
      due_date: addCalendarDays(TODAY, -daysPastDue),
      paid_cents: daysPastDue === 30 ? 4_000 : 0,
    });
    numbers[daysPastDue] = invoice.number;
    if (daysPastDue === 30) {
      await createPayment(t.db, org, {
        owner: alex,
        received_on: '2026-06-01',
        applied: [{ invoice_id: invoice.id, amount_cents: 4_000 }],
      });
    }
  }
  await createInvoice(t.db, org, { owner: alex, due_date: '2026-01-01', status: 'paid', paid_cents: 10_000 });
  await createInvoice(t.db, org, {
    owner: { client_id: ids.blake },
    due_date: '2026-06-01',
    lines: [{ amount_cents: 2_500 }],
    reminded_at: new Date('2026-06-10T16:00:00Z'),
  });
  await createInvoice(t.db, org, {
    owner: { commercial_customer_id: ids.acme },
    due_date: '2026-05-01',
    lines: [{ amount_cents: 7_000 }],
  });

  const other = await createOrganization(t.db, { name: 'Other Scoopers' });
  ids.outsider = (await createClient(t.db, other.id, { first_name: 'Outsider', email: 'out@example.com' })).id;
  await createInvoice(t.db, other.id, { owner: { client_id: ids.outsider }, due_date: '2026-01-01' });
});
afterAll(() => t.close());

const get = (url: string) => t.injectAs(token, { method: 'GET', url });
const names = async (query: string) =>
  (await get(`/api/open_balance_report?${query}`)).json().data.map((row: { name: string }) => row.name);

describe('open balance report', () => {
  it('sums each client’s open invoices into aging buckets at 30/31, 60/61 and 90/91 days past due', async () => {
    const response = await get('/api/open_balance_report');
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report.today).toBe(TODAY);
    expect(report.data).toEqual([
      {
        kind: 'residential',
        id: ids.alex,
        name: 'Alex Client',
        email: 'alex@example.com',
        open_invoices: 7,
        days_0_30: 16_000,
        days_31_60: 20_000,
        days_61_90: 20_000,
        over_90: 10_000,
        total: 66_000,
        oldest_due_date: '2026-03-16',
        last_payment_date: '2026-06-01',
        last_reminded_at: null,
      },
      expect.objectContaining({ kind: 'commercial', id: ids.acme, name: 'Acme HOA', days_31_60: 7_000, total: 7_000 }),
      expect.objectContaining({
        kind: 'residential',
        id: ids.blake,
        email: null,
        days_0_30: 2_500,
        last_payment_date: null,
        last_reminded_at: '2026-06-10T16:00:00.000Z',
      }),
    ]);
    expect(report.totals).toEqual({
      clients: 3,
      days_0_30: 18_500,
      days_31_60: 27_000,
      days_61_90: 20_000,
      over_90: 10_000,
      total: 75_500,
    });
    expect(report.meta).toEqual({ page: 1, per_page: 25, total: 3 });
  });

  it('filters by kind and search, sorts by any column and pages', async () => {
    expect(await names('kind=commercial')).toEqual(['Acme HOA']);
    expect((await get('/api/open_balance_report?kind=residential')).json().totals.total).toBe(68_500);
    expect(await names('search=BLAKE')).toEqual(['Blake Client']);
    expect(await names('search=acme.test')).toEqual(['Acme HOA']);
    expect(await names('sort=name')).toEqual(['Acme HOA', 'Alex Client', 'Blake Client']);
    expect(await names('sort=-days_31_60')).toEqual(['Alex Client', 'Acme HOA', 'Blake Client']);
    expect(await names('sort=oldest_due_date')).toEqual(['Alex Client', 'Acme HOA', 'Blake Client']);
    expect(await names('sort=-last_reminded_at')).toEqual(['Blake Client', 'Acme HOA', 'Alex Client']);
    const second = (await get('/api/open_balance_report?sort=name&per_page=1&page=2')).json();
    expect(second.data.map((row: { name: string }) => row.name)).toEqual(['Alex Client']);
    expect(second.meta.total).toBe(3);
    expect((await get('/api/open_balance_report?sort=balance')).statusCode).toBe(422);
  });

  it('exports the filtered clients with a totals line as CSV', async () => {
    const csv = await get('/api/open_balance_report/export.csv?kind=residential');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('open-balances.csv');
    expect(csv.body.trim().split('\n')).toEqual([
      'Client,Kind,E-mail,Open Invoices,0–30 Days,31–60 Days,61–90 Days,Over 90 Days,Total,Oldest Due Date,Last Payment,Last Reminder',
      'Alex Client,Residential,alex@example.com,7,160.00,200.00,200.00,100.00,660.00,2026-03-16,2026-06-01,',
      'Blake Client,Residential,,1,25.00,0.00,0.00,0.00,25.00,2026-06-01,,2026-06-10T16:00:00.000Z',
      'Total,,,,185.00,200.00,200.00,100.00,685.00,,,',
    ]);
  });

  it('e-mails a statement of the open invoices and stamps them as reminded; a client without e-mail is skipped', async () => {
    const response = await t.injectAs(token, {
      method: 'POST',
      url: '/api/open_balance_report/reminders',
      payload: {
        clients: [
          { kind: 'residential', id: ids.alex },
          { kind: 'residential', id: ids.blake },
          { kind: 'commercial', id: ids.acme },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: '2 reminders were sent. 1 skipped.',
      sent: 2,
      skipped: [{ kind: 'residential', id: ids.blake, name: 'Blake Client', reason: 'No e-mail address' }],
    });
    const mail = await lastMessageTo(t.db, 'alex@example.com');
    expect(mail.subject).toBe('Your open balance with Scoop Co');
    expect(mail.body).toContain('Hello Alex Client,');
    expect(mail.body).toContain(`Invoice #${numbers[91]}, due Mar 16, 2026: $100.00`);
    expect(mail.body).toContain(`Invoice #${numbers[30]}, due May 16, 2026: $60.00`);
    expect(mail.body).toContain(`Invoice #${numbers[-5]}, due Jun 20, 2026: $100.00`);
    expect(mail.body).toContain('Total open balance: $660.00');
    expect(mail.body.indexOf(`#${numbers[91]}`)).toBeLessThan(mail.body.indexOf(`#${numbers[-5]}`));
    expect((await lastMessageTo(t.db, 'billing@acme.test')).body).toContain('Total open balance: $70.00');

    const stamped = await t.db.select().from(invoices).where(eq(invoices.client_id, ids.alex));
    expect(stamped.filter((invoice) => invoice.status === 'open').map((invoice) => invoice.reminded_at)).toEqual(
      Array(7).fill(t.clock.now()),
    );
    expect(stamped.find((invoice) => invoice.status === 'paid')?.reminded_at).toBeNull();
    const alexRow = (await get('/api/open_balance_report?search=alex')).json().data[0];
    expect(alexRow.last_reminded_at).toBe(t.clock.now().toISOString());
  });

  it('never shows or reminds another organization’s clients', async () => {
    expect(await names('search=outsider')).toEqual([]);
    const response = await t.injectAs(token, {
      method: 'POST',
      url: '/api/open_balance_report/reminders',
      payload: { clients: [{ kind: 'residential', id: ids.outsider }] },
    });
    expect(response.statusCode).toBe(404);
    await expect(lastMessageTo(t.db, 'out@example.com')).rejects.toThrow('no message');
    const [theirs] = await t.db.select().from(invoices).where(eq(invoices.client_id, ids.outsider));
    expect(theirs!.reminded_at).toBeNull();
  });

  it('refuses an empty or oversized reminder list', async () => {
    const send = (clients: unknown) =>
      t.injectAs(token, { method: 'POST', url: '/api/open_balance_report/reminders', payload: { clients } });
    expect((await send([])).statusCode).toBe(422);
    expect((await send([{ kind: 'residential', id: 2 ** 31 }])).statusCode).toBe(422);
    expect(
      (await send(Array.from({ length: 101 }, (_, index) => ({ kind: 'residential', id: index + 1 })))).statusCode,
    ).toBe(422);
  });
});
