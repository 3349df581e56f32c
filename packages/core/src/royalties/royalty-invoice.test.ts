import { describe, expect, it } from 'vitest';
import { calculateRoyaltyInvoice, previousRoyaltyMonth, royaltyMonthDays, shareOfCents } from './royalty-invoice.ts';

const TERMS = { royalty_bps: 600, ad_fund_bps: 200, monthly_minimum_cents: 50_000 };

describe('shareOfCents', () => {
  it('rounds to the nearest cent, half a cent up', () => {
    // 6 % of $0.25 is 1.5 cents: up to 2.
    expect(shareOfCents(25, 600)).toBe(2);
    // 6 % of $0.24 is 1.44 cents: down to 1.
    expect(shareOfCents(24, 600)).toBe(1);
    // 2.5 % of $1.01 is 2.525 cents: 3.
    expect(shareOfCents(101, 250)).toBe(3);
    // 2.5 % of $0.99 is 2.475 cents: 2.
    expect(shareOfCents(99, 250)).toBe(2);
    expect(shareOfCents(0, 600)).toBe(0);
  });

  it('refuses fractions and negative amounts', () => {
    expect(() => shareOfCents(10.5, 600)).toThrow();
    expect(() => shareOfCents(-100, 600)).toThrow();
  });
});

describe('calculateRoyaltyInvoice', () => {
  it('charges the shares of a month above the minimum, and the lines add up', () => {
    // $12,345.67 collected: royalty 6 % = 74,074.02 cents -> 74,074; ad fund 2 % = 24,691.34 -> 24,691.
    const invoice = calculateRoyaltyInvoice(TERMS, 1_234_567);
    expect(invoice).toMatchObject({
      collected_revenue_cents: 1_234_567,
      royalty_cents: 74_074,
      ad_fund_cents: 24_691,
      minimum_top_up_cents: 0,
      total_cents: 98_765,
    });
    expect(invoice.lines.map((line) => line.kind)).toEqual(['collected_revenue', 'royalty', 'ad_fund']);
    const owed = invoice.lines.filter((line) => line.counts_towards_total);
    expect(owed.reduce((sum, line) => sum + line.amount_cents, 0)).toBe(invoice.total_cents);
    expect(invoice.lines[1]?.description).toBe('Royalty, 6 % of collected revenue');
  });

  it('tops a small month up to the minimum royalty, the ad fund on top', () => {
    // $3,000.00 collected: royalty 18,000, ad fund 6,000, top-up 50,000 - 18,000 = 32,000.
    const invoice = calculateRoyaltyInvoice(TERMS, 300_000);
    expect(invoice).toMatchObject({
      royalty_cents: 18_000,
      ad_fund_cents: 6_000,
      minimum_top_up_cents: 32_000,
      total_cents: 56_000,
    });
    expect(invoice.lines.at(-1)).toMatchObject({ kind: 'minimum_top_up', basis_cents: 50_000, amount_cents: 32_000 });
  });

  it('owes exactly the minimum on a month with nothing collected', () => {
    const invoice = calculateRoyaltyInvoice(TERMS, 0);
    expect(invoice.total_cents).toBe(50_000);
    expect(invoice.minimum_top_up_cents).toBe(50_000);
  });

  it('adds no top-up line when the royalty meets the minimum exactly', () => {
    // 6 % of $8,333.34 = 50,000.04 cents -> 50,000: the minimum exactly.
    const invoice = calculateRoyaltyInvoice(TERMS, 833_334);
    expect(invoice.royalty_cents).toBe(50_000);
    expect(invoice.lines.some((line) => line.kind === 'minimum_top_up')).toBe(false);
    expect(invoice.total_cents).toBe(50_000 + 16_667);
  });
});

describe('royalty months', () => {
  it('knows the days of a month, leap February included, and the month before', () => {
    expect(royaltyMonthDays('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(royaltyMonthDays('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(previousRoyaltyMonth('2027-01')).toBe('2026-12');
    expect(previousRoyaltyMonth('2026-11')).toBe('2026-10');
  });
});
