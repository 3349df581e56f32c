import { describe, expect, it } from 'vitest';
import { messages } from '../messages/catalogue.ts';
import { dogPriceErrors, initialCleanupPriceSchema, priceForDogs, servicePlanSchema } from './pricing.schema.ts';
import { pauseSchema, serviceDaysError } from './subscription.schema.ts';
import { redemptionRefusal } from './gift-certificate.schema.ts';

const firstMessage = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('pricing setup', () => {
  const prices = [
    { dogs_from: 1, dogs_to: 1, price_cents: 1500 },
    { dogs_from: 2, dogs_to: 3, price_cents: 1800 },
    { dogs_from: 4, dogs_to: null, price_cents: 2500 },
  ];

  it('prices by number of dogs, the last range open-ended', () => {
    expect([1, 2, 3, 4, 9].map((dogs) => priceForDogs(prices, dogs))).toEqual([1500, 1800, 1800, 2500, 2500]);
    expect(priceForDogs(prices.slice(0, 2), 4)).toBeNull();
  });

  it('keeps dog ranges in order without gaps', () => {
    expect(dogPriceErrors(prices)).toEqual([]);
    expect(
      dogPriceErrors([
        { dogs_from: 1, dogs_to: 2, price_cents: 1 },
        { dogs_from: 4, dogs_to: null, price_cents: 2 },
      ]),
    ).toEqual([{ index: 1, field: 'dogs_from', message: 'Must be 3' }]);
    expect(
      dogPriceErrors([
        { dogs_from: 1, dogs_to: null, price_cents: 1 },
        { dogs_from: 2, dogs_to: null, price_cents: 2 },
      ])[0],
    ).toMatchObject({ index: 0, field: 'dogs_to' });
  });

  it('asks a custom plan for its days a week', () => {
    const plan = { name: 'Custom', frequency: 'custom', dog_prices: prices };
    expect(firstMessage(servicePlanSchema.safeParse(plan))).toEqual([`custom_days_per_week: ${messages.required}`]);
    expect(servicePlanSchema.safeParse({ ...plan, custom_days_per_week: 3 }).success).toBe(true);
  });

  it("refuses a To Price below the From Price with the catalogue's words", () => {
    const range = {
      label: 'Over a month',
      weeks_since_cleaned_from: 4,
      weeks_since_cleaned_to: 8,
      from_price_cents: 5000,
      to_price_cents: 4999,
    };
    expect(firstMessage(initialCleanupPriceSchema.safeParse(range))).toEqual([
      `to_price_cents: ${messages.cannotBeLessThanFromPrice}`,
    ]);
    expect(initialCleanupPriceSchema.safeParse({ ...range, to_price_cents: 5000 }).success).toBe(true);
  });
});

describe('service days', () => {
  const monday = { service_type: 'recurring' as const, start_date: '2026-11-23' };
  const nextMonday = { service_type: 'recurring' as const, start_date: '2026-11-30' };
  const thursday = { service_type: 'recurring' as const, start_date: '2026-11-26' };

  it('needs as many different weekdays as the plan has days a week', () => {
    expect(serviceDaysError('twice_a_week', null, [monday])).toBe('2 service days must be selected');
    expect(serviceDaysError('twice_a_week', null, [monday, nextMonday])).toBe('2 service days must be selected');
    expect(serviceDaysError('twice_a_week', null, [monday, thursday])).toBeNull();
    expect(serviceDaysError('custom', 3, [monday, thursday])).toBe('3 service days must be selected');
    expect(serviceDaysError('once_a_week', null, [monday])).toBeNull();
  });

  it('needs a date for one-time service', () => {
    expect(serviceDaysError('one_time', null, [])).toBe(messages.required);
    expect(serviceDaysError('one_time', null, [{ service_type: 'one_time', start_date: '2026-12-01' }])).toBeNull();
  });

  it("puts 'Must be after Paused From Date' under the end of a pause", () => {
    expect(firstMessage(pauseSchema.safeParse({ from: '2026-12-01', to: '2026-12-01' }))).toEqual([
      `to: ${messages.mustBeAfterPausedFrom}`,
    ]);
    expect(pauseSchema.safeParse({ from: '2026-12-01', to: '2026-12-15' }).success).toBe(true);
  });
});

describe('gift certificate redemption', () => {
  it('refuses more than the balance and expired certificates', () => {
    expect(redemptionRefusal(5000, 5000, { today: '2026-11-22', expires_on: null })).toBeNull();
    expect(redemptionRefusal(5000, 5001, { today: '2026-11-22', expires_on: null })).toBe('insufficient_balance');
    expect(redemptionRefusal(5000, 100, { today: '2026-11-23', expires_on: '2026-11-22' })).toBe('expired');
  });
});
