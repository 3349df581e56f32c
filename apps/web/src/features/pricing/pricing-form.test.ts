import { describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core/messages/catalogue';
import {
  dogRangeLabel,
  emptyPlanFormValues,
  frequencyText,
  monthlyValueText,
  newCleanupRow,
  nextDogsFrom,
  planFormValuesOf,
  priceSummary,
  pricingSetupFormSchema,
  servicePlanFormSchema,
  setupFormValuesOf,
  signedDollarsToCents,
  subscribersText,
  withAddedDogRow,
  type ServicePlanFormValues,
} from './pricing-form.ts';

/** The first message per field path, the way the form shows them. */
function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

const twiceAWeekForm: ServicePlanFormValues = {
  name: 'Twice a Week',
  frequency: 'twice_a_week',
  custom_days_per_week: '3',
  price_basis: 'per_visit',
  dog_prices: [
    { dogs_from: '1', dogs_to: '2', price_cents: '15' },
    { dogs_from: '3', dogs_to: '', price_cents: '$1,020.5' },
  ],
  is_active: true,
};

describe('service plan form', () => {
  it('sends cents, numbers and an open last range; custom days only for custom plans', () => {
    const result = servicePlanFormSchema.safeParse(twiceAWeekForm);
    expect(result.data).toEqual({
      name: 'Twice a Week',
      frequency: 'twice_a_week',
      custom_days_per_week: null,
      price_basis: 'per_visit',
      dog_prices: [
        { dogs_from: 1, dogs_to: 2, price_cents: 1500 },
        { dogs_from: 3, dogs_to: null, price_cents: 102050 },
      ],
      is_active: true,
    });
    expect(servicePlanFormSchema.safeParse({ ...twiceAWeekForm, frequency: 'custom' }).data?.custom_days_per_week).toBe(
      3,
    );
  });

  it('reads a plan back as the text the fields show, and sends it unchanged', () => {
    const plan = {
      name: 'Weekly',
      frequency: 'once_a_week' as const,
      custom_days_per_week: null,
      price_basis: 'per_month' as const,
      is_active: false,
      dog_prices: [{ dogs_from: 1, dogs_to: null, price_cents: 8667 }],
    };
    const values = planFormValuesOf(plan);
    expect(values.dog_prices).toEqual([{ dogs_from: '1', dogs_to: '', price_cents: '86.67' }]);
    expect(servicePlanFormSchema.parse(values)).toEqual(plan);
  });

  it("shows the catalogue's words under the fields: bad text, negative amounts, gaps and a missing custom day count", () => {
    const bad = servicePlanFormSchema.safeParse({
      ...twiceAWeekForm,
      name: ' ',
      dog_prices: [
        { dogs_from: '1', dogs_to: '2', price_cents: '12.345' },
        { dogs_from: '3', dogs_to: 'x', price_cents: '-4' },
      ],
    });
    expect(errorsOf(bad)).toEqual({
      name: messages.required,
      'dog_prices.0.price_cents': messages.currencyFormat,
      'dog_prices.1.dogs_to': messages.mustBeNumber,
      'dog_prices.1.price_cents': messages.cannotBeNegative,
    });
    const gap = servicePlanFormSchema.safeParse({
      ...twiceAWeekForm,
      dog_prices: [twiceAWeekForm.dog_prices[0], { dogs_from: '4', dogs_to: '', price_cents: '1' }],
    });
    expect(errorsOf(gap)).toEqual({ 'dog_prices.1.dogs_from': 'Must be 3' });
    expect(
      errorsOf(servicePlanFormSchema.safeParse({ ...twiceAWeekForm, frequency: 'custom', custom_days_per_week: '' })),
    ).toEqual({ custom_days_per_week: messages.required });
  });

  it('adds a range right after the last one, closing an open last range first', () => {
    const first = emptyPlanFormValues().dog_prices;
    expect(withAddedDogRow(first)).toEqual([
      { dogs_from: '1', dogs_to: '1', price_cents: '' },
      { dogs_from: '2', dogs_to: '', price_cents: '' },
    ]);
    expect(withAddedDogRow([{ dogs_from: '1', dogs_to: '3', price_cents: '15' }]).at(-1)).toEqual({
      dogs_from: '4',
      dogs_to: '',
      price_cents: '',
    });
    expect(nextDogsFrom('3')).toBe('4');
    expect(nextDogsFrom('')).toBe('');
    expect(nextDogsFrom('2.5')).toBe('');
  });
});

describe('plan text', () => {
  it('summarises prices by dog ranges', () => {
    expect(
      priceSummary([
        { dogs_from: 1, dogs_to: 1, price_cents: 1500 },
        { dogs_from: 2, dogs_to: 3, price_cents: 1800 },
        { dogs_from: 4, dogs_to: null, price_cents: 2500 },
      ]),
    ).toBe('1 dog $15.00 · 2–3 dogs $18.00 · 4+ dogs $25.00');
    expect(dogRangeLabel({ dogs_from: 2, dogs_to: 2 })).toBe('2 dogs');
    expect(priceSummary([{ dogs_from: 1, dogs_to: null, price_cents: 123456 }])).toBe('1+ dogs $1,234.56');
    expect(subscribersText({ active: 0, paused: 0, cancelled: 0 })).toBe('None');
    expect(subscribersText({ active: 3, paused: 1, cancelled: 0 })).toBe('3 active · 1 paused · 0 cancelled');
  });

  it('names the frequency and the monthly value of a per-visit price', () => {
    expect(frequencyText({ frequency: 'twice_a_week', custom_days_per_week: null })).toBe('Twice a Week');
    expect(frequencyText({ frequency: 'custom', custom_days_per_week: 3 })).toBe('Custom (3 days a week)');
    expect(
      monthlyValueText(2000, { frequency: 'once_a_week', custom_days_per_week: null, price_basis: 'per_visit' }),
    ).toBe('$86.67 a month');
    expect(
      monthlyValueText(2000, { frequency: 'once_a_week', custom_days_per_week: null, price_basis: 'per_month' }),
    ).toBeNull();
    expect(
      monthlyValueText(2000, { frequency: 'one_time', custom_days_per_week: null, price_basis: 'per_visit' }),
    ).toBeNull();
  });
});

describe('pricing setup form', () => {
  const setup = {
    initial_cleanup_prices: [
      {
        label: 'Up to 2 weeks',
        weeks_since_cleaned_from: 0,
        weeks_since_cleaned_to: 2,
        from_price_cents: 3000,
        to_price_cents: 4050,
      },
    ],
    work_area_premiums: [{ work_area_id: 7, work_area_name: 'Central', premium_cents: 0 }],
  };

  it('round-trips the saved setup through the dollar fields', () => {
    const values = setupFormValuesOf(setup);
    expect(values.initial_cleanup_prices[0]).toMatchObject({ weeks_since_cleaned_to: '2', to_price_cents: '40.50' });
    expect(values.work_area_premiums[0]?.premium_cents).toBe('0.00');
    expect(pricingSetupFormSchema.parse(values)).toEqual({
      initial_cleanup_prices: setup.initial_cleanup_prices,
      work_area_premiums: [{ work_area_id: 7, premium_cents: 0 }],
    });
  });

  it("says 'Cannot be less than the From Price' under the To Price, and checks premiums' text", () => {
    const values = setupFormValuesOf(setup);
    values.initial_cleanup_prices[0] = {
      ...values.initial_cleanup_prices[0]!,
      weeks_since_cleaned_to: '',
      to_price_cents: '20',
    };
    expect(errorsOf(pricingSetupFormSchema.safeParse(values))).toEqual({
      'initial_cleanup_prices.0.to_price_cents': 'Cannot be less than the From Price',
    });
    // Shown even while the label or another range is still blank.
    const withBlank = {
      ...values,
      initial_cleanup_prices: [
        { ...values.initial_cleanup_prices[0]!, label: '' },
        newCleanupRow(values.initial_cleanup_prices),
      ],
    };
    const blankErrors = errorsOf(pricingSetupFormSchema.safeParse(withBlank));
    expect(blankErrors['initial_cleanup_prices.0.to_price_cents']).toBe('Cannot be less than the From Price');
    expect(blankErrors['initial_cleanup_prices.0.label']).toBe(messages.required);
    values.initial_cleanup_prices[0]!.to_price_cents = '30';
    expect(pricingSetupFormSchema.safeParse(values).success).toBe(true);
    values.work_area_premiums[0]!.premium_cents = 'ten';
    expect(errorsOf(pricingSetupFormSchema.safeParse(values))).toEqual({
      'work_area_premiums.0.premium_cents': 'Enter valid currency format',
    });
    values.work_area_premiums[0]!.premium_cents = '-1.00';
    expect(errorsOf(pricingSetupFormSchema.safeParse(values))).toEqual({
      'work_area_premiums.0.premium_cents': 'Cannot be negative',
    });
  });

  it('starts a new cleanup range where the last one ended', () => {
    expect(newCleanupRow([]).weeks_since_cleaned_from).toBe('0');
    expect(newCleanupRow(setupFormValuesOf(setup).initial_cleanup_prices).weeks_since_cleaned_from).toBe('3');
    expect(signedDollarsToCents('abc')).toBeNull();
  });
});
