import { describe, expect, it } from 'vitest';
import { differenceText, valueBreakdown } from './value-text.ts';

describe('value text', () => {
  it('breaks a monthly value down into plan, add-ons and coupon', () => {
    expect(
      valueBreakdown({
        plan_monthly_cents: 13000,
        cross_sells_monthly_cents: 1000,
        discount_cents: 1400,
        monthly_value_cents: 12600,
      }),
    ).toBe('Plan $130.00 + add-ons $10.00 − coupon $14.00 = $126.00');
  });

  it('signs the difference a change makes', () => {
    expect(differenceText(12600, 13800)).toBe('+$12.00');
    expect(differenceText(12600, 12100)).toBe('−$5.00');
    expect(differenceText(100, 100)).toBe('no change');
  });
});
