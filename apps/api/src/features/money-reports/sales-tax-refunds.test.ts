import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalesTaxRow } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor } from '../../../test/support/factories.ts';
import { createClient } from '../../../test/support/client-factories.ts';
import { createInvoice, createPayment, createRefund } from '../../../test/support/money-report-factories.ts';

let t: TestApp;
let token: string;

/**
 * Tax collected nets refunds, in the period of the refund. Hand-worked figures:
 * - A (Mar 2, New York City 8.875 %): $100 taxable, tax $8.875 → $8.88, total $108.88. P1 pays it in full on Mar 10:
 *   collects $8.88. P1 refunded $40 on Apr 5: 40 × 8.88 / 108.88 = $3.2623 → takes back $3.26; the remaining $68.88 on
 *   Apr 20: running $108.88 takes back $8.88 in all, so $5.62 more. Refunded in full, P1 collected nothing.
 * - B (Mar 2, New York City): $50 taxable + $30 not, tax $4.4375 → $4.44, total $84.44. P2 is a $100 check on Mar 12:
 *   $84.44 on B (collects $4.44), $15.56 left as credit. P2 refunded $25.56 on May 3: the $15.56 credit first, $10 off
 *   B: 10 × 4.44 / 84.44 = $0.5258 → $0.53 back. The other $74.44 on Jun 2: running $84.44 off B takes back $4.44 in
 *   all, so $3.91 more.
 * - C and D (Apr 1, Denver 8.25 %): $40 (tax $3.30, total $43.30) and $20 (tax $1.65, total $21.65). P3, $50 on Apr 10:
 *   $43.30 on C (collects $3.30), $6.70 on D (6.70 × 1.65 / 21.65 = $0.5106 → $0.51). P3 refunded $10 on Apr 30,
 *   spread as P3 paid: $8.66 off C, tax 10 × 43.30 / 50 × 3.30 / 43.30 = $0.66; $1.34 off D, tax
 *   10 × 6.70 / 50 × 1.65 / 21.65 = $0.1021 → $0.10.
 * - E (Mar 2, New York City) is voided with a payment and a refund on it (as written before the void rule): nothing.
 */
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-06-15T18:00:00Z'));
  const organization = await createOrganization(t.db, { name: 'Refund Scoopers', now: t.clock.now() });
  token = await sessionTokenFor(t.db, (await createUser(t.db, { organizationId: organization.id })).id);
  const org = organization.id;
  const owner = { client_id: (await createClient(t.db, org)).id };
  const nyc = { tax_rate_millipercent: 8875, tax_rate_name: 'New York City' };
  const denver = { tax_rate_millipercent: 8250, tax_rate_name: 'Denver' };

  const a = await createInvoice(t.db, org, { owner, ...nyc, lines: [{ amount_cents: 10_000 }] });
  expect([a.tax_cents, a.total_cents]).toEqual([888, 10_888]);
  const b = await createInvoice(t.db, org, {
    owner,
    ...nyc,
    lines: [{ amount_cents: 5_000 }, { amount_cents: 3_000, taxable: false }],
  });
  expect([b.tax_cents, b.total_cents]).toEqual([444, 8_444]);
  const c = await createInvoice(t.db, org, {
    owner,
    issue_date: '2026-04-01',
    ...denver,
    lines: [{ amount_cents: 4_000 }],
  });
  const d = await createInvoice(t.db, org, {
    owner,
    issue_date: '2026-04-01',
    ...denver,
    lines: [{ amount_cents: 2_000 }],
  });
  expect([c.tax_cents, c.total_cents, d.tax_cents, d.total_cents]).toEqual([330, 4_330, 165, 2_165]);
  const e = await createInvoice(t.db, org, { owner, ...nyc, status: 'void', lines: [{ amount_cents: 1_000 }] });

  const p1 = await createPayment(t.db, org, {
    owner,
    received_on: '2026-03-10',
    applied: [{ invoice_id: a.id, amount_cents: 10_888 }],
  });
  await createRefund(t.db, org, { payment_id: p1.id, amount_cents: 4_000, refunded_on: '2026-04-05' });
  await createRefund(t.db, org, { payment_id: p1.id, amount_cents: 6_888, refunded_on: '2026-04-20' });
  const p2 = await createPayment(t.db, org, {
    owner,
    received_on: '2026-03-12',
    amount_cents: 10_000,
    applied: [{ invoice_id: b.id, amount_cents: 8_444 }],
  });
  await createRefund(t.db, org, { payment_id: p2.id, amount_cents: 2_556, refunded_on: '2026-05-03' });
  await createRefund(t.db, org, { payment_id: p2.id, amount_cents: 7_444, refunded_on: '2026-06-02' });
  const p3 = await createPayment(t.db, org, {
    owner,
    received_on: '2026-04-10',
    applied: [
      { invoice_id: c.id, amount_cents: 4_330 },
      { invoice_id: d.id, amount_cents: 670 },
    ],
  });
  await createRefund(t.db, org, { payment_id: p3.id, amount_cents: 1_000, refunded_on: '2026-04-30' });
  const p4 = await createPayment(t.db, org, {
    owner,
    received_on: '2026-03-15',
    applied: [{ invoice_id: e.id, amount_cents: e.total_cents }],
  });
  await createRefund(t.db, org, { payment_id: p4.id, amount_cents: 500, refunded_on: '2026-03-20' });

  // Another organization's refund on the same day of a payment of its own, never counted here.
  const other = await createOrganization(t.db, { name: 'Other Scoopers' });
  const theirOwner = { client_id: (await createClient(t.db, other.id)).id };
  const theirs = await createInvoice(t.db, other.id, { owner: theirOwner, ...nyc });
  const theirPayment = await createPayment(t.db, other.id, {
    owner: theirOwner,
    received_on: '2026-03-10',
    applied: [{ invoice_id: theirs.id, amount_cents: theirs.total_cents }],
  });
  await createRefund(t.db, other.id, { payment_id: theirPayment.id, amount_cents: 5_000, refunded_on: '2026-04-05' });
});
afterAll(() => t.close());

const get = (url: string) => t.injectAs(token, { method: 'GET', url });
const figures = (invoices: number, taxable: number, invoiced: number, collected: number) => ({
  invoices,
  taxable_cents: taxable,
  tax_invoiced_cents: invoiced,
  tax_collected_cents: collected,
});

describe('sales tax collected, net of refunds', () => {
  it('takes refunded tax back in the month of the refund, the credit part of a check first', async () => {
    const report = (await get('/api/sales_tax_report')).json();
    expect(
      report.rows.map((row: SalesTaxRow) => ({
        label: `${row.period_label} ${row.tax_rate_name} ${row.tax_rate_millipercent}`,
        ...figures(row.invoices, row.taxable_cents, row.tax_invoiced_cents, row.tax_collected_cents),
      })),
    ).toEqual([
      { label: 'Mar 2026 New York City 8875', ...figures(2, 15_000, 888 + 444, 888 + 444) },
      { label: 'Apr 2026 Denver 8250', ...figures(2, 6_000, 330 + 165, 330 + 51 - 66 - 10) },
      { label: 'Apr 2026 New York City 8875', ...figures(0, 0, 0, -326 - 562) },
      { label: 'May 2026 New York City 8875', ...figures(0, 0, 0, -53) },
      { label: 'Jun 2026 New York City 8875', ...figures(0, 0, 0, -391) },
    ]);
    // P1 and P2 were refunded in full: what is left is P3's $3.81 less its $0.76 refunded.
    expect(report.totals).toEqual(figures(4, 21_000, 1_827, 305));
  });

  it('adds refunds up by quarter and counts only those made within the range', async () => {
    const quarters = (await get('/api/sales_tax_report?period=quarter')).json();
    expect(
      quarters.rows.map((row: SalesTaxRow) => [row.period_label, row.tax_rate_name, row.tax_collected_cents]),
    ).toEqual([
      ['Q1 2026', 'New York City', 1_332],
      ['Q2 2026', 'Denver', 305],
      ['Q2 2026', 'New York City', -326 - 562 - 53 - 391],
    ]);
    // P2's first refund, made in May, still gives back its credit first in June's figures.
    const june = (await get('/api/sales_tax_report?date_from=2026-06-01&date_to=2026-06-30')).json();
    expect(june.totals).toEqual(figures(0, 0, 0, -391));
    const march = (await get('/api/sales_tax_report?date_from=2026-03-01&date_to=2026-03-31')).json();
    expect(march.totals).toEqual(figures(2, 15_000, 1_332, 1_332));
  });

  it('exports the same net figures as CSV', async () => {
    const csv = await get('/api/sales_tax_report/export.csv?date_from=2026-03-01&date_to=2026-06-30');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\n')).toEqual([
      'Period,Tax Rate,Invoices,Taxable Amount,Tax Invoiced,Tax Collected',
      'Mar 2026,New York City 8.875%,2,150.00,13.32,13.32',
      'Apr 2026,Denver 8.25%,2,60.00,4.95,3.05',
      'Apr 2026,New York City 8.875%,0,0.00,0.00,-8.88',
      'May 2026,New York City 8.875%,0,0.00,0.00,-0.53',
      'Jun 2026,New York City 8.875%,0,0.00,0.00,-3.91',
      'Total,,4,210.00,18.27,3.05',
      'Tax exempt invoices (not in Total),,0,0.00,0.00,0.00',
    ]);
  });
});
