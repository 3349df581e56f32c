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
  tax_rate_millipercent: 0,
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
      tax_rate_millipercent: 8250,
    });
    // $2.999 off $29.99 is $3.00, shared $2.00 / $1.00; tax 8.25 % of $17.99 = $1.484175.
    expect(totals.line_discount_cents).toEqual([200, 100, 0]);
    expect(totals.taxable_cents).toBe(1799);
    expect(totals.tax_cents).toBe(148);
    expect(totals.total_cents).toBe(3199 - 300 + 148);
  });

  it('rounds a half cent of tax up', () => {
    // 5 % of $0.10 is half a cent.
    expect(invoiceTotals({ ...none, lines: [service(10)], tax_rate_millipercent: 5000 }).tax_cents).toBe(1);
  });

  it('taxes $19.99 at New York City’s 8.875 %: $1.7741125 rounds down to $1.77', () => {
    const totals = invoiceTotals({ ...none, lines: [service(1999)], tax_rate_millipercent: 8875 });
    expect(totals.tax_cents).toBe(177);
    expect(totals.total_cents).toBe(2176);
  });

  it('taxes a multi-line invoice at 8.875 % once on the taxable sum, after the coupon, not line by line', () => {
    const totals = invoiceTotals({
      ...none,
      lines: [service(1999, 4), service(1500), tip(500)],
      coupon: { percent_off: 10, amount_off_cents: null },
      tax_rate_millipercent: 8875,
    });
    // Services $79.96 + $15.00 = $94.96; 10 % off is $9.496 → $9.50, shared $8.00 / $1.50 by largest remainder
    // (exact shares $7.99937 and $1.50063, the first gets the cent left over). Taxable $85.46; 8.875 % of it is $7.584575 → $7.58.
    expect(totals.line_discount_cents).toEqual([800, 150, 0]);
    expect(totals.taxable_cents).toBe(8546);
    expect(totals.tax_cents).toBe(758);
    expect(totals.total_cents).toBe(9496 + 500 - 950 + 758);
  });

  it('rounds half a cent of tax up at three decimals too', () => {
    // 0.125 % of $4.00 is exactly half a cent; 8.875 % of $2.00 is $0.1775.
    expect(invoiceTotals({ ...none, lines: [service(400)], tax_rate_millipercent: 125 }).tax_cents).toBe(1);
    expect(invoiceTotals({ ...none, lines: [service(200)], tax_rate_millipercent: 8875 }).tax_cents).toBe(18);
  });

  it('charges no tax to a tax-exempt client', () => {
    const totals = invoiceTotals({ ...none, lines: [service(5000)], tax_rate_millipercent: 8250, tax_exempt: true });
    expect(totals.tax_cents).toBe(0);
    expect(totals.total_cents).toBe(5000);
  });

  it('credits skipped prepaid visits on the next invoice', () => {
    const totals = invoiceTotals({
      ...none,
      lines: [service(2000, 4), { quantity: 1, unit_cents: -2000, taxable: true, discountable: true }],
      tax_rate_millipercent: 10_000,
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
        tax_rate_millipercent: next(15_000),
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
