import { describe, expect, it } from 'vitest';
import { invoiceTotals } from './invoice-math.ts';
import {
  periodToInvoice,
  uninvoicedPartOf,
  type RecurringLinesInput,
  type RecurringVisit,
  recurringInvoiceLines,
} from './recurring-invoice-lines.ts';

const visit = (job_id: number, service_date: string, overrides: Partial<RecurringVisit> = {}): RecurringVisit => ({
  job_id,
  service_date,
  status: 'scheduled',
  price_cents: 2000,
  skip_charged: false,
  skip_reason_name: null,
  cross_sells: [],
  ...overrides,
});

const december = { start: '2026-12-01', end: '2027-01-01' };
const base = (overrides: Partial<RecurringLinesInput> = {}): RecurringLinesInput => ({
  mode: 'prepaid',
  period: december,
  full_period: december,
  plan: { name: 'Weekly', price_basis: 'per_visit', price_cents: 2000 },
  visits: [],
  previous_visits: [],
  tips: [],
  ...overrides,
});
const summary = (input: RecurringLinesInput) =>
  recurringInvoiceLines(input).map((line) => [line.kind, line.job_id, line.unit_cents]);

describe('recurring invoice lines', () => {
  it('prepaid bills every planned visit of the period at its price, not the cancelled one nor one outside', () => {
    const input = base({
      visits: [
        visit(3, '2026-12-15'),
        visit(1, '2026-12-01', { status: 'completed' }),
        visit(2, '2026-12-08', { status: 'skipped', skip_charged: false }),
        visit(4, '2026-12-22', { status: 'cancelled' }),
        visit(5, '2027-01-05'),
        visit(6, '2026-12-29', { price_cents: 2500 }),
      ],
    });
    expect(summary(input)).toEqual([
      ['visit', 1, 2000],
      ['visit', 2, 2000],
      ['visit', 3, 2000],
      ['visit', 6, 2500],
    ]);
  });

  it('prepaid credits the previous period visits skipped for an uncharged reason only', () => {
    const lines = recurringInvoiceLines(
      base({
        visits: [visit(10, '2026-12-01')],
        previous_visits: [
          visit(1, '2026-11-03', { status: 'completed' }),
          visit(2, '2026-11-10', { status: 'skipped', skip_charged: false, skip_reason_name: 'Weather' }),
          visit(3, '2026-11-17', { status: 'skipped', skip_charged: true, skip_reason_name: 'Locked gate' }),
        ],
      }),
    );
    expect(lines.map((line) => [line.kind, line.job_id, line.unit_cents])).toEqual([
      ['visit', 10, 2000],
      ['skipped_visit_credit', 2, -2000],
    ]);
    expect(lines[1]!.description).toContain('Weather');
    expect(
      invoiceTotals({
        lines,
        coupon: null,
        tax_rate_millipercent: 0,
        tax_exempt: false,
        available_credit_cents: 0,
        available_gift_certificate_cents: 0,
      }).total_cents,
    ).toBe(0);
  });

  it('postpaid bills completed visits and charged skips, nothing for uncharged skips or open visits', () => {
    const input = base({
      mode: 'postpaid',
      visits: [
        visit(1, '2026-12-01', { status: 'completed' }),
        visit(2, '2026-12-08', { status: 'skipped', skip_charged: true, skip_reason_name: 'Locked gate' }),
        visit(3, '2026-12-15', { status: 'skipped', skip_charged: false }),
        visit(4, '2026-12-22', { status: 'missed' }),
        visit(5, '2026-12-29', { status: 'cancelled' }),
      ],
      previous_visits: [visit(9, '2026-11-10', { status: 'skipped' })],
    });
    expect(summary(input)).toEqual([
      ['visit', 1, 2000],
      ['charged_skip', 2, 2000],
    ]);
    expect(recurringInvoiceLines(input)[1]!.description).toBe('Weekly visit, skipped (Locked gate)');
  });

  it("bills the add-ons done on billed visits, none for a skipped visit's", () => {
    const crossSells = [{ cross_sell_id: 7, name: 'Deodorizer', price_cents: 500 }];
    const lines = recurringInvoiceLines(
      base({
        mode: 'postpaid',
        visits: [
          visit(1, '2026-12-01', { status: 'completed', cross_sells: crossSells }),
          visit(2, '2026-12-08', { status: 'skipped', skip_charged: true, cross_sells: crossSells }),
        ],
      }),
    );
    expect(lines.map((line) => [line.kind, line.job_id, line.cross_sell_id, line.unit_cents])).toEqual([
      ['visit', 1, null, 2000],
      ['cross_sell', 1, 7, 500],
      ['charged_skip', 2, null, 2000],
    ]);
    expect(lines[1]).toMatchObject({ description: 'Deodorizer', taxable: true, discountable: true });
  });

  it('adds the tips as lines that are neither taxed nor discounted and keep the tech', () => {
    const lines = recurringInvoiceLines(
      base({ tips: [{ tip_id: 4, job_id: 1, amount_cents: 300, tech_user_id: 9, tech_name: 'Terry Tech' }] }),
    );
    expect(lines).toEqual([
      {
        kind: 'tip',
        description: 'Tip for Terry Tech',
        service_date: null,
        quantity: 1,
        unit_cents: 300,
        taxable: false,
        discountable: false,
        job_id: 1,
        cross_sell_id: null,
        tip_id: 4,
        tech_user_id: 9,
      },
    ]);
  });

  it('a per-month plan bills the month as one line, whatever its visits, prorated for a first partial period', () => {
    const plan = { name: 'Monthly care', price_basis: 'per_month' as const, price_cents: 9000 };
    const visits = [visit(1, '2026-12-01'), visit(2, '2026-12-08', { status: 'skipped' })];
    expect(summary(base({ plan, visits, previous_visits: [visit(3, '2026-11-03', { status: 'skipped' })] }))).toEqual([
      ['visit', null, 9000],
    ]);
    // Started on the 11th of a month billed from the 1st: 21 of 31 days.
    const first = recurringInvoiceLines(
      base({ plan, period: { start: '2026-12-11', end: '2027-01-01' }, visits: [visit(1, '2026-12-15')] }),
    );
    expect(first.map((line) => line.unit_cents)).toEqual([Math.round((9000 * 21) / 31)]);
    expect(first[0]!.description).toBe('Monthly care: monthly service (21 of 31 days)');
  });

  it('a per-month plan still bills the add-ons of its visits', () => {
    const plan = { name: 'Monthly care', price_basis: 'per_month' as const, price_cents: 9000 };
    const crossSells = [{ cross_sell_id: 7, name: 'Deodorizer', price_cents: 500 }];
    expect(summary(base({ plan, visits: [visit(1, '2026-12-01', { cross_sells: crossSells })] }))).toEqual([
      ['visit', null, 9000],
      ['cross_sell', 1, 500],
    ]);
  });
});

describe('the period to invoice', () => {
  it('prepaid: the period holding today, from its first day; cut at a start inside it', () => {
    expect(periodToInvoice('prepaid', 1, '2026-01-10', '2026-12-05')).toEqual({
      period: { start: '2026-12-01', end: '2027-01-01' },
      full_period: { start: '2026-12-01', end: '2027-01-01' },
      previous_period: { start: '2026-11-01', end: '2026-12-01' },
      invoice_day: '2026-12-01',
    });
    expect(periodToInvoice('prepaid', 1, '2026-12-11', '2026-12-11')).toMatchObject({
      period: { start: '2026-12-11', end: '2027-01-01' },
      previous_period: null,
      invoice_day: '2026-12-11',
    });
    expect(periodToInvoice('prepaid', 1, '2026-12-11', '2026-12-10')).toBeNull();
  });

  it('postpaid: the period that ended last, on the day after it; nothing while the first is running', () => {
    expect(periodToInvoice('postpaid', 15, '2026-01-10', '2026-12-20')).toMatchObject({
      period: { start: '2026-11-15', end: '2026-12-15' },
      invoice_day: '2026-12-15',
    });
    expect(periodToInvoice('postpaid', 15, '2026-11-20', '2026-12-14')).toBeNull();
    expect(periodToInvoice('postpaid', 15, '2026-11-20', '2026-12-15')).toMatchObject({
      period: { start: '2026-11-20', end: '2026-12-15' },
      full_period: { start: '2026-11-15', end: '2026-12-15' },
      previous_period: null,
    });
  });

  it('the 31st bills on the last day of shorter months', () => {
    expect(periodToInvoice('prepaid', 31, '2026-01-01', '2027-02-28')).toMatchObject({
      period: { start: '2027-02-28', end: '2027-03-31' },
    });
  });

  it('leaves out what live invoices bill when the billing day moved, and waits for a prepaid remainder', () => {
    // Invoiced from the 1st, then billed on the client's start day (the 7th): nothing left before January.
    const december = { start: '2026-12-01', end: '2027-01-01' };
    expect(periodToInvoice('prepaid', 7, '2026-10-07', '2026-12-08', [december])).toBeNull();
    expect(periodToInvoice('prepaid', 7, '2026-10-07', '2027-01-01', [december])).toEqual({
      period: { start: '2027-01-01', end: '2027-01-07' },
      full_period: { start: '2026-12-07', end: '2027-01-07' },
      previous_period: { start: '2026-11-07', end: '2026-12-07' },
      invoice_day: '2027-01-01',
    });
    // Back from the 7th to the 1st: January begins after what the 7th's invoice billed.
    expect(
      periodToInvoice('prepaid', 1, '2026-10-07', '2027-01-01', [{ start: '2026-12-07', end: '2027-01-07' }]),
    ).toBeNull();
    expect(
      periodToInvoice('prepaid', 1, '2026-10-07', '2027-01-07', [{ start: '2026-12-07', end: '2027-01-07' }]),
    ).toMatchObject({ period: { start: '2027-01-07', end: '2027-02-01' }, invoice_day: '2027-01-07' });
    // Postpaid after prepaid: the month that ended was billed in advance.
    expect(periodToInvoice('postpaid', 1, '2026-10-01', '2027-01-01', [december])).toBeNull();
  });
});

describe('the part of a period no live invoice bills', () => {
  const period = { start: '2026-12-07', end: '2027-01-07' };
  it('is the whole period when nothing overlaps it', () => {
    expect(uninvoicedPartOf(period, [])).toEqual(period);
    expect(uninvoicedPartOf(period, [{ start: '2026-11-07', end: '2026-12-07' }])).toEqual(period);
  });

  it('begins after the invoiced periods covering its start and ends where a later one begins', () => {
    expect(
      uninvoicedPartOf(period, [
        { start: '2026-12-10', end: '2026-12-20' },
        { start: '2026-11-20', end: '2026-12-10' },
      ]),
    ).toEqual({ start: '2026-12-20', end: '2027-01-07' });
    expect(uninvoicedPartOf(period, [{ start: '2027-01-01', end: '2027-02-01' }])).toEqual({
      start: '2026-12-07',
      end: '2027-01-01',
    });
  });

  it('is nothing when invoices cover it all', () => {
    expect(uninvoicedPartOf(period, [{ start: '2026-12-01', end: '2027-01-07' }])).toBeNull();
    expect(
      uninvoicedPartOf(period, [
        { start: '2026-12-01', end: '2027-01-01' },
        { start: '2027-01-01', end: '2027-02-01' },
      ]),
    ).toBeNull();
  });
});
