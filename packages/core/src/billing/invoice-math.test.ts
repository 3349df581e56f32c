import { describe, expect, it } from 'vitest';
import { invoiceTotals, proratedCents, shareOut, type InvoiceLineAmount } from './invoice-math.ts';

const service = (unit_cents: number, quantity = 1): InvoiceLineAmount => ({
  quantity,
  unit_cents,
  taxable: true,
  discountable: true,
});
const tip = (unit_cents: number): InvoiceLineAmount => ({
  quantity: 1,
  unit_cents,
  taxable: false,
  discountable: false,
});
const none = {
  coupon: null,
  tax_rate_bps: 0,
  tax_exempt: false,
  available_credit_cents: 0,
  available_gift_certificate_cents: 0,
};

describe('invoiceTotals', () => {
  it('adds whole lines: four weekly visits at $19.99 and a $5 tip', () => {
    const totals = invoiceTotals({ ...none, lines: [service(1999, 4), tip(500)] });
    expect(totals.line_cents).toEqual([7996, 500]);
    expect(totals.subtotal_cents).toBe(8496);
    expect(totals.total_cents).toBe(8496);
    expect(totals.amount_due_cents).toBe(8496);
  });

  it('takes a percent coupon off services only, rounded to the cent, never off the tip', () => {
    const totals = invoiceTotals({
      ...none,
      lines: [service(1999, 3), tip(300)],
      coupon: { percent_off: 15, amount_off_cents: null },
    });
    // 15 % of $59.97 is $8.9955.
    expect(totals.discount_cents).toBe(900);
    expect(totals.line_discount_cents).toEqual([900, 0]);
    expect(totals.total_cents).toBe(5997 - 900 + 300);
  });

  it('caps a fixed coupon at the discountable amount', () => {
    const totals = invoiceTotals({
      ...none,
      lines: [service(1500), tip(500)],
      coupon: { percent_off: null, amount_off_cents: 2500 },
    });
    expect(totals.discount_cents).toBe(1500);
    expect(totals.total_cents).toBe(500);
  });

  it('taxes what is taxable after the discount, rounding once half away from zero', () => {
    const totals = invoiceTotals({
      ...none,
      lines: [service(1999), { quantity: 1, unit_cents: 1000, taxable: false, discountable: true }, tip(200)],
      coupon: { percent_off: 10, amount_off_cents: null },
      tax_rate_bps: 825,
    });
    // $2.999 off $29.99 is $3.00, shared $2.00 / $1.00; tax 8.25 % of $17.99 = $1.484175.
    expect(totals.line_discount_cents).toEqual([200, 100, 0]);
    expect(totals.taxable_cents).toBe(1799);
    expect(totals.tax_cents).toBe(148);
    expect(totals.total_cents).toBe(3199 - 300 + 148);
  });

  it('rounds a half cent of tax up', () => {
    // 5 % of $0.10 is half a cent.
    expect(invoiceTotals({ ...none, lines: [service(10)], tax_rate_bps: 500 }).tax_cents).toBe(1);
  });

  it('charges no tax to a tax-exempt client', () => {
    const totals = invoiceTotals({ ...none, lines: [service(5000)], tax_rate_bps: 825, tax_exempt: true });
    expect(totals.tax_cents).toBe(0);
    expect(totals.total_cents).toBe(5000);
  });

  it('credits skipped prepaid visits on the next invoice', () => {
    const totals = invoiceTotals({
      ...none,
      lines: [service(2000, 4), { quantity: 1, unit_cents: -2000, taxable: true, discountable: true }],
      tax_rate_bps: 1000,
    });
    expect(totals.subtotal_cents).toBe(6000);
    expect(totals.taxable_cents).toBe(6000);
    expect(totals.tax_cents).toBe(600);
    expect(totals.total_cents).toBe(6600);
  });

  it('uses the client’s credit first, then the gift certificate, never past the total', () => {
    const totals = invoiceTotals({
      ...none,
      lines: [service(5000)],
      available_credit_cents: 1200,
      available_gift_certificate_cents: 10_000,
    });
    expect(totals.credit_applied_cents).toBe(1200);
    expect(totals.gift_certificate_applied_cents).toBe(3800);
    expect(totals.amount_due_cents).toBe(0);
    const small = invoiceTotals({ ...none, lines: [service(5000)], available_credit_cents: 7000 });
    expect(small.credit_applied_cents).toBe(5000);
    expect(small.amount_due_cents).toBe(0);
  });

  it('never answers a negative total when credits outweigh the lines', () => {
    const totals = invoiceTotals({
      ...none,
      lines: [service(1000), { quantity: 2, unit_cents: -1000, taxable: true, discountable: true }],
    });
    expect(totals.subtotal_cents).toBe(-1000);
    expect(totals.total_cents).toBe(0);
    expect(totals.amount_due_cents).toBe(0);
  });

  it('refuses fractional cents', () => {
    expect(() => invoiceTotals({ ...none, lines: [service(19.99)] })).toThrow(/whole cents/);
  });

  it('keeps its identity on many random invoices: total = subtotal − discount + tax, due = total − applied', () => {
    let seed = 7;
    const next = (limit: number) => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed % limit;
    };
    for (let round = 0; round < 500; round += 1) {
      const lines = Array.from({ length: 1 + next(5) }, () => ({
        quantity: 1 + next(5),
        unit_cents: next(10_000),
        taxable: next(2) === 0,
        discountable: next(2) === 0,
      }));
      const totals = invoiceTotals({
        lines,
        coupon: next(2)
          ? { percent_off: 1 + next(100), amount_off_cents: null }
          : { percent_off: null, amount_off_cents: next(5000) },
        tax_rate_bps: next(1500),
        tax_exempt: next(5) === 0,
        available_credit_cents: next(3000),
        available_gift_certificate_cents: next(3000),
      });
      expect(totals.line_discount_cents.reduce((a, b) => a + b, 0)).toBe(totals.discount_cents);
      expect(totals.total_cents).toBe(totals.subtotal_cents - totals.discount_cents + totals.tax_cents);
      expect(totals.amount_due_cents).toBe(
        totals.total_cents - totals.credit_applied_cents - totals.gift_certificate_applied_cents,
      );
      expect(totals.amount_due_cents).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('shareOut', () => {
  it('splits cents in proportion, the remainders to the largest fractions, adding up exactly', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(10, [3, 7])).toEqual([3, 7]);
    expect(shareOut(5, [0, 0])).toEqual([0, 0]);
  });
});

describe('proratedCents', () => {
  it('charges the days used of the period', () => {
    expect(proratedCents(3000, 10, 30)).toBe(1000);
    expect(proratedCents(2999, 15, 31)).toBe(1451);
    expect(proratedCents(3000, 40, 30)).toBe(3000);
    expect(proratedCents(3000, -2, 30)).toBe(0);
  });
});
