import { describe, expect, it } from 'vitest';
import type {
  PublicInitialCleanupPrice,
  PublicPlanPrice,
} from '@employee-portal/core/clients/client-registration.responses';
import { initialCleanupFor, quotePlan, typedCount } from './price-quote.ts';

const weekly: PublicPlanPrice = {
  name: 'Weekly',
  frequency: 'once_a_week',
  custom_days_per_week: null,
  price_basis: 'per_visit',
  dog_prices: [
    { dogs_from: 1, dogs_to: 2, price_cents: 2000 },
    { dogs_from: 3, dogs_to: 4, price_cents: 2600 },
  ],
};

describe('the price calculator', () => {
  it('prices a per-visit plan by dog count with the area premium and its monthly value (52 weeks over 12 months)', () => {
    expect(quotePlan(weekly, 2, 0)).toEqual({
      price_cents: 2000,
      premium_cents: 0,
      basis: 'per_visit',
      monthly_cents: 8667,
    });
    expect(quotePlan(weekly, 3, 300)).toEqual({
      price_cents: 2900,
      premium_cents: 300,
      basis: 'per_visit',
      monthly_cents: 12567,
    });
    expect(quotePlan({ ...weekly, frequency: 'twice_a_week' }, 1, 0)?.monthly_cents).toBe(17333);
    expect(quotePlan({ ...weekly, frequency: 'custom', custom_days_per_week: 3 }, 1, 0)?.monthly_cents).toBe(26000);
  });

  it('has no price for a dog count outside every range', () => {
    expect(quotePlan(weekly, 5, 0)).toBeNull();
  });

  it('shows no monthly value for a one-time visit or a per-month price', () => {
    expect(quotePlan({ ...weekly, frequency: 'one_time' }, 1, 0)).toMatchObject({
      price_cents: 2000,
      monthly_cents: null,
    });
    expect(quotePlan({ ...weekly, price_basis: 'per_month' }, 1, 100)).toEqual({
      price_cents: 2100,
      premium_cents: 100,
      basis: 'per_month',
      monthly_cents: null,
    });
  });

  it('finds the initial-cleanup range for the weeks since the last cleanup', () => {
    const ranges: PublicInitialCleanupPrice[] = [
      {
        label: 'Up to a month',
        weeks_since_cleaned_from: 1,
        weeks_since_cleaned_to: 4,
        from_price_cents: 3000,
        to_price_cents: 5000,
      },
      {
        label: 'Longer',
        weeks_since_cleaned_from: 5,
        weeks_since_cleaned_to: null,
        from_price_cents: 6000,
        to_price_cents: 12000,
      },
    ];
    expect(initialCleanupFor(ranges, 4)?.label).toBe('Up to a month');
    expect(initialCleanupFor(ranges, 52)?.label).toBe('Longer');
    expect(initialCleanupFor(ranges, 0)).toBeNull();
  });

  it('reads typed counts only when they are whole numbers', () => {
    expect(typedCount('2')).toBe(2);
    expect(typedCount(' 12 ')).toBe(12);
    expect(typedCount('')).toBeNull();
    expect(typedCount(undefined)).toBeNull();
    expect(typedCount('2.5')).toBeNull();
    expect(typedCount(3)).toBe(3);
  });
});
