import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor } from '../../../test/support/factories.ts';
import { createClient, createCommercialCustomer } from '../../../test/support/client-factories.ts';
import { createCrossSell, createInvoice, createPayment } from '../../../test/support/money-report-factories.ts';

let t: TestApp;
const sold = (
  cross_sell_id: number,
  amount_cents: number,
  extra: { quantity?: number; discount_cents?: number } = {},
) => ({
  kind: 'cross_sell' as const,
  cross_sell_id,
  amount_cents,
  ...extra,
});
let token: string;
/** The cross-sells live in an organization of their own, so their untaxed invoices stay out of the tax figures. */
let sellerToken: string;
const ids = { deodorizer: 0, spray: 0, refill: 0 };

/**
 * Denver's rate is 8.25 %. Hand-worked figures:
 * - #1 (client, Mar 2): $100 taxable + $20 not taxable, tax $8.25, total $128.25. Paid $50 on Mar 20: tax share
 *   50 × 8.25 / 128.25 = $3.216… → $3.22; paid $20 on Apr 5: 20 × 8.25 / 128.25 = $1.286… → $1.29. A failed card on
 *   Mar 21 counts nothing.
 * - #2 (customer, Mar 15, no rate name, 5 %): $40 less a $10 discount, tax $1.50, total $31.50, paid in full Mar 16.
 * - #3 (tax exempt, Apr 10): $50, counted apart. A draft and a void invoice count nothing.
 * - #4 (Dec 20 2025): tax $8.25 paid in full Jan 10 2026: collected in January, invoiced last year.
 */
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-06-15T18:00:00Z'));
  const organization = await createOrganization(t.db, { now: t.clock.now() });
  token = await sessionTokenFor(t.db, (await createUser(t.db, { organizationId: organization.id })).id);
  const org = organization.id;
  const client = { client_id: (await createClient(t.db, org)).id };
  const customer = { commercial_customer_id: (await createCommercialCustomer(t.db, org)).id };
  const denver = { tax_rate_millipercent: 8250, tax_rate_name: 'Denver' };

  const first = await createInvoice(t.db, org, {
    owner: client,
    ...denver,
    lines: [{ amount_cents: 10_000 }, { amount_cents: 2_000, taxable: false }],
  });
  expect(first.total_cents).toBe(12_825);
  await createPayment(t.db, org, {
    owner: client,
    received_on: '2026-03-20',
    applied: [{ invoice_id: first.id, amount_cents: 5_000 }],
  });
  await createPayment(t.db, org, {
    owner: client,
    received_on: '2026-04-05',
    applied: [{ invoice_id: first.id, amount_cents: 2_000 }],
  });
  await createPayment(t.db, org, {
    owner: client,
    status: 'failed',
    received_on: '2026-03-21',
    applied: [{ invoice_id: first.id, amount_cents: 1_000 }],
  });
  const second = await createInvoice(t.db, org, {
    owner: customer,
    issue_date: '2026-03-15',
    tax_rate_millipercent: 5000,
    lines: [{ amount_cents: 4_000, discount_cents: 1_000 }],
  });
  await createPayment(t.db, org, {
    owner: customer,
    received_on: '2026-03-16',
    applied: [{ invoice_id: second.id, amount_cents: 3_150 }],
  });
  await createInvoice(t.db, org, {
    owner: client,
    issue_date: '2026-04-10',
    tax_exempt: true,
    lines: [{ amount_cents: 5_000 }],
  });
  await createInvoice(t.db, org, { owner: client, issue_date: '2026-03-05', status: 'draft', ...denver });
  await createInvoice(t.db, org, { owner: client, issue_date: '2026-03-06', status: 'void', ...denver });
  const lastYear = await createInvoice(t.db, org, {
    owner: client,
    issue_date: '2025-12-20',
    ...denver,
    status: 'paid',
  });
  await createPayment(t.db, org, {
    owner: client,
    received_on: '2026-01-10',
    applied: [{ invoice_id: lastYear.id, amount_cents: 10_825 }],
  });

  // Cross-sells: lines on finalized invoices only, residential apart from commercial.
  const seller = await createOrganization(t.db, { name: 'Seller Scoopers', now: t.clock.now() });
  sellerToken = await sessionTokenFor(t.db, (await createUser(t.db, { organizationId: seller.id })).id);
  await sellCrossSells(seller.id);
  // Another organization's sales and taxes on the same days, never counted.
  const other = await createOrganization(t.db, { name: 'Other Scoopers' });
  const otherClient = { client_id: (await createClient(t.db, other.id)).id };
  const otherSpray = await createCrossSell(t.db, other.id, { name: 'Other Spray', kind: 'residential' });
  const theirs = await createInvoice(t.db, other.id, {
    owner: otherClient,
    ...denver,
    lines: [sold(otherSpray.id, 9_900), { amount_cents: 10_000 }],
  });
  await createPayment(t.db, other.id, {
    owner: otherClient,
    received_on: '2026-03-03',
    applied: [{ invoice_id: theirs.id, amount_cents: theirs.total_cents }],
  });
});
afterAll(() => t.close());

async function sellCrossSells(org: number) {
  const client = { client_id: (await createClient(t.db, org)).id };
  const client2 = { client_id: (await createClient(t.db, org, { first_name: 'Robin' })).id };
  const customer = { commercial_customer_id: (await createCommercialCustomer(t.db, org)).id };
  ids.deodorizer = (await createCrossSell(t.db, org, { name: 'Deodorizer', kind: 'residential' })).id;
  ids.spray = (await createCrossSell(t.db, org, { name: 'Yard Spray', kind: 'residential' })).id;
  ids.refill = (await createCrossSell(t.db, org, { name: 'Station Refill', kind: 'commercial' })).id;
  await createInvoice(t.db, org, {
    owner: client,
    issue_date: '2026-03-02',
    lines: [sold(ids.deodorizer, 1_500), { amount_cents: 9_000 }],
  });
  await createInvoice(t.db, org, {
    owner: client2,
    issue_date: '2026-03-20',
    status: 'paid',
    lines: [sold(ids.deodorizer, 3_000, { quantity: 2, discount_cents: 300 }), sold(ids.spray, 2_500)],
  });
  await createInvoice(t.db, org, { owner: client, issue_date: '2026-04-02', lines: [sold(ids.deodorizer, 1_500)] });
  await createInvoice(t.db, org, {
    owner: client,
    issue_date: '2026-03-05',
    status: 'draft',
    lines: [sold(ids.deodorizer, 1_500)],
  });
  await createInvoice(t.db, org, {
    owner: client,
    issue_date: '2026-03-06',
    status: 'void',
    lines: [sold(ids.spray, 2_500)],
  });
  await createInvoice(t.db, org, {
    owner: customer,
    issue_date: '2026-03-10',
    lines: [sold(ids.refill, 6_000, { quantity: 3 })],
  });
}

const get = (url: string, as = token) => t.injectAs(as, { method: 'GET', url });
const sellerGet = (url: string) => get(url, sellerToken);

describe('sales tax report', () => {
  it('shows tax invoiced and collected per rate and month of the current year, with totals and exempt invoices apart', async () => {
    const response = await get('/api/sales_tax_report');
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ date_from: '2026-01-01', date_to: '2026-12-31', period: 'month' });
    const figures = (invoices: number, taxable: number, invoiced: number, collected: number) => ({
      invoices,
      taxable_cents: taxable,
      tax_invoiced_cents: invoiced,
      tax_collected_cents: collected,
    });
    expect(report.rows).toEqual([
      {
        period_start: '2026-01-01',
        period_label: 'Jan 2026',
        tax_rate_name: 'Denver',
        tax_rate_millipercent: 8250,
        ...figures(0, 0, 0, 825),
      },
      {
        period_start: '2026-03-01',
        period_label: 'Mar 2026',
        tax_rate_name: 'Default rate',
        tax_rate_millipercent: 5000,
        ...figures(1, 3_000, 150, 150),
      },
      {
        period_start: '2026-03-01',
        period_label: 'Mar 2026',
        tax_rate_name: 'Denver',
        tax_rate_millipercent: 8250,
        ...figures(1, 10_000, 825, 322),
      },
      {
        period_start: '2026-04-01',
        period_label: 'Apr 2026',
        tax_rate_name: 'Denver',
        tax_rate_millipercent: 8250,
        ...figures(0, 0, 0, 129),
      },
    ]);
    expect(report.totals).toEqual(figures(2, 13_000, 975, 1_426));
    expect(report.exempt).toEqual({ invoices: 1, total_cents: 5_000 });
  });

  it('adds up by quarter and keeps to the date range', async () => {
    const quarters = (await get('/api/sales_tax_report?period=quarter')).json();
    expect(
      quarters.rows.map((row: Record<string, unknown>) => [
        row.period_label,
        row.tax_rate_name,
        row.tax_collected_cents,
      ]),
    ).toEqual([
      ['Q1 2026', 'Default rate', 150],
      ['Q1 2026', 'Denver', 825 + 322],
      ['Q2 2026', 'Denver', 129],
    ]);
    const march = (await get('/api/sales_tax_report?date_from=2026-03-01&date_to=2026-03-31')).json();
    expect(march.totals).toEqual({
      invoices: 2,
      taxable_cents: 13_000,
      tax_invoiced_cents: 975,
      tax_collected_cents: 472,
    });
    expect(march.exempt).toEqual({ invoices: 0, total_cents: 0 });
    const backwards = await get('/api/sales_tax_report?date_from=2026-03-01&date_to=2026-02-01');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.date_to).toEqual(['Cannot be before From Date']);
  });

  it('exports the same figures as CSV', async () => {
    const csv = await get('/api/sales_tax_report/export.csv?date_from=2026-03-01&date_to=2026-04-30');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\n')).toEqual([
      'Period,Tax Rate,Invoices,Taxable Amount,Tax Invoiced,Tax Collected',
      'Mar 2026,Default rate 5%,1,30.00,1.50,1.50',
      'Mar 2026,Denver 8.25%,1,100.00,8.25,3.22',
      'Apr 2026,Denver 8.25%,0,0.00,0.00,1.29',
      'Total,,2,130.00,9.75,6.01',
      'Tax exempt invoices (not in Total),,1,50.00,0.00,0.00',
    ]);
  });
});

describe('cross-sells reports', () => {
  it('counts residential cross-sells by month: quantity, revenue after discounts and distinct clients', async () => {
    const report = (await sellerGet('/api/residential_cross_sells_report')).json();
    const row = (month: string, name: string, quantity: number, revenue: number, clients: number) =>
      expect.objectContaining({ month, cross_sell_name: name, quantity, revenue_cents: revenue, clients });
    expect(report.data).toEqual([
      row('2026-04-01', 'Deodorizer', 1, 1_500, 1),
      row('2026-03-01', 'Deodorizer', 3, 1_500 + 2_700, 2),
      row('2026-03-01', 'Yard Spray', 1, 2_500, 1),
    ]);
    expect(report.meta).toEqual({ page: 1, per_page: 25, total: 3 });
    expect(report.totals).toEqual({ quantity: 5, revenue_cents: 8_200, clients: 2 });
    expect(report.cross_sells.map((choice: { name: string }) => choice.name)).toEqual(['Deodorizer', 'Yard Spray']);
  });

  it('counts commercial customers apart and filters by cross-sell and range', async () => {
    const commercial = (await sellerGet('/api/commercial_cross_sells_report')).json();
    expect(commercial.data).toEqual([
      expect.objectContaining({
        month: '2026-03-01',
        cross_sell_name: 'Station Refill',
        quantity: 3,
        revenue_cents: 6_000,
        clients: 1,
      }),
    ]);
    const spray = (await sellerGet(`/api/residential_cross_sells_report?cross_sell_id=${ids.spray}`)).json();
    expect(spray.totals).toEqual({ quantity: 1, revenue_cents: 2_500, clients: 1 });
    const april = (
      await sellerGet('/api/residential_cross_sells_report?date_from=2026-04-01&date_to=2026-04-30')
    ).json();
    expect(april.totals).toEqual({ quantity: 1, revenue_cents: 1_500, clients: 1 });
    const byRevenue = (await sellerGet('/api/residential_cross_sells_report?sort=-revenue&per_page=1&page=1')).json();
    expect(byRevenue.data.map((row: { revenue_cents: number }) => row.revenue_cents)).toEqual([4_200]);
  });

  it('exports the filtered rows and totals as CSV', async () => {
    const csv = await sellerGet(
      '/api/residential_cross_sells_report/export.csv?date_from=2026-03-01&date_to=2026-03-31',
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\n')).toEqual([
      'Month,Cross-Sell,Quantity,Revenue,Clients',
      'Mar 2026,Deodorizer,3,42.00,2',
      'Mar 2026,Yard Spray,1,25.00,1',
      'Total,,4,67.00,2',
    ]);
  });
});
