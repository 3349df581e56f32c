import { describe, expect, it } from 'vitest';
import { subscriptionValue, type ValuedSubscription } from './subscription-value.ts';
import { subscriptionQuoteSchema } from './subscription-wire.ts';

const twiceAWeek: ValuedSubscription = {
  price_cents: 2500,
  price_basis: 'per_visit',
  frequency: 'twice_a_week',
  custom_days_per_week: null,
  cross_sells: [],
  coupon: null,
};

describe('subscription value', () => {
  it('counts twice-a-week visits as 104 a year over 12 months, in whole cents', () => {
    expect(subscriptionValue(twiceAWeek, '2026-11-22')).toEqual({
      plan_monthly_cents: 21667,
      cross_sells_monthly_cents: 0,
      discount_cents: 0,
      monthly_value_cents: 21667,
    });
  });

  it('takes a per-month price as it is and ignores one-off add-ons', () => {
    const monthly = {
      ...twiceAWeek,
      price_basis: 'per_month' as const,
      frequency: 'once_a_month' as const,
      price_cents: 4000,
    };
    const value = subscriptionValue(
      {
        ...monthly,
        cross_sells: [
          { price_cents: 999, frequency: 'once' },
          { price_cents: 500, frequency: 'monthly' },
        ],
      },
      '2026-11-22',
    );
    expect(value).toEqual({
      plan_monthly_cents: 4000,
      cross_sells_monthly_cents: 500,
      discount_cents: 0,
      monthly_value_cents: 4500,
    });
  });

  it('adds every-visit add-ons at the plan visit rate', () => {
    const value = subscriptionValue(
      { ...twiceAWeek, cross_sells: [{ price_cents: 300, frequency: 'every_visit' }] },
      '2026-11-22',
    );
    expect(value.cross_sells_monthly_cents).toBe(2600);
  });

  it('discounts while the coupon still covers the month, rounding the percent to the cent', () => {
    const coupon = {
      percent_off: 15,
      amount_off_cents: null,
      duration: 'repeating' as const,
      duration_months: 2,
      applied_on: '2026-11-05',
    };
    const withCoupon = { ...twiceAWeek, coupon };
    expect(subscriptionValue(withCoupon, '2026-11-22').discount_cents).toBe(3250);
    expect(subscriptionValue(withCoupon, '2026-12-31').discount_cents).toBe(3250);
    expect(subscriptionValue(withCoupon, '2027-01-01')).toMatchObject({
      discount_cents: 0,
      monthly_value_cents: 21667,
    });
  });

  it('never discounts below zero with a fixed amount larger than the month', () => {
    const coupon = {
      percent_off: null,
      amount_off_cents: 50_000,
      duration: 'forever' as const,
      duration_months: null,
      applied_on: '2026-01-01',
    };
    expect(subscriptionValue({ ...twiceAWeek, coupon }, '2026-11-22')).toMatchObject({
      discount_cents: 21667,
      monthly_value_cents: 0,
    });
  });
});

describe('subscription quote', () => {
  it('needs exactly one of a location or a subscription', () => {
    expect(subscriptionQuoteSchema.safeParse({ service_plan_id: 1 }).success).toBe(false);
    expect(
      subscriptionQuoteSchema.safeParse({ service_plan_id: 1, client_location_id: 2, subscription_id: 3 }).success,
    ).toBe(false);
    expect(subscriptionQuoteSchema.safeParse({ service_plan_id: 1, subscription_id: 3 }).success).toBe(true);
  });
});
