import { describe, expect, it } from 'vitest';
import { agingBucketOf, allocatePayment, refundableCents } from './payment-allocation.ts';

describe('allocatePayment', () => {
  it('pays the named invoices in order and keeps the overpayment as credit', () => {
    expect(
      allocatePayment(10_000, [
        { invoice_id: 1, balance_cents: 4000 },
        { invoice_id: 2, balance_cents: 5000 },
      ]),
    ).toEqual({
      applied: [
        { invoice_id: 1, amount_cents: 4000 },
        { invoice_id: 2, amount_cents: 5000 },
      ],
      credit_cents: 1000,
    });
  });

  it('leaves a balance on the last invoice a partial payment reaches', () => {
    expect(
      allocatePayment(6000, [
        { invoice_id: 1, balance_cents: 4000 },
        { invoice_id: 2, balance_cents: 5000 },
        { invoice_id: 3, balance_cents: 900 },
      ]),
    ).toEqual({
      applied: [
        { invoice_id: 1, amount_cents: 4000 },
        { invoice_id: 2, amount_cents: 2000 },
      ],
      credit_cents: 0,
    });
  });

  it('skips invoices with nothing left to pay and refuses a zero or fractional payment', () => {
    expect(allocatePayment(500, [{ invoice_id: 1, balance_cents: 0 }])).toEqual({ applied: [], credit_cents: 500 });
    expect(() => allocatePayment(0, [])).toThrow();
    expect(() => allocatePayment(10.5, [])).toThrow();
  });
});

describe('refundableCents', () => {
  it('is what is left of the payment after earlier refunds', () => {
    expect(refundableCents(5000, [])).toBe(5000);
    expect(refundableCents(5000, [1500, 2000])).toBe(1500);
    expect(refundableCents(5000, [5000])).toBe(0);
  });
});

describe('agingBucketOf', () => {
  it('buckets by days past due: 0–30 (not yet due included), 31–60, 61–90, over 90', () => {
    const today = '2026-11-26';
    expect(agingBucketOf('2026-11-26', today)).toBe('days_0_30');
    expect(agingBucketOf('2026-12-10', today)).toBe('days_0_30');
    expect(agingBucketOf('2026-11-25', today)).toBe('days_0_30');
    expect(agingBucketOf('2026-10-27', today)).toBe('days_0_30');
    expect(agingBucketOf('2026-10-26', today)).toBe('days_31_60');
    expect(agingBucketOf('2026-08-28', today)).toBe('days_61_90');
    expect(agingBucketOf('2026-08-27', today)).toBe('over_90');
  });
});
