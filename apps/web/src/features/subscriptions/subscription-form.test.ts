import { describe, expect, it } from 'vitest';
import type { ServicePlanOption } from './api/subscriptions.ts';
import {
  emptySubscriptionForm,
  formFieldOfServerField,
  isPriceChanged,
  newSubscriptionBody,
  priceOverride,
  quoteBody,
  subscriptionTerms,
  type SubscriptionFormValues,
} from './subscription-form.ts';

const twiceAWeek: ServicePlanOption = {
  id: 7,
  name: 'Twice a Week',
  label: 'Twice a Week',
  slug: 'twice-a-week',
  frequency: 'twice_a_week',
  custom_days_per_week: null,
  price_basis: 'per_visit',
  is_active: true,
};
const oneTime: ServicePlanOption = {
  ...twiceAWeek,
  id: 8,
  name: 'One Time',
  label: 'One Time',
  slug: 'one-time',
  frequency: 'one_time',
};
// 2026-11-22 is a Sunday.
const START = '2026-11-22';
const form = (changes: Partial<SubscriptionFormValues>): SubscriptionFormValues => ({
  ...emptySubscriptionForm(START),
  service_plan_id: '7',
  price: '15.00',
  ...changes,
});
const location = { field: 'client_location_id' as const, id: 41 };

describe('subscription form', () => {
  it('sends the list price as null and a changed price in cents', () => {
    expect(priceOverride('15.00', 1500)).toEqual({ cents: null });
    expect(priceOverride('', 1500)).toEqual({ cents: null });
    expect(priceOverride('12.50', 1500)).toEqual({ cents: 1250 });
    expect(priceOverride('abc', 1500)).toEqual({ error: 'Enter valid currency format' });
    expect(isPriceChanged('12.5', 1500)).toBe(true);
    expect(isPriceChanged('$15', 1500)).toBe(false);
  });

  it('builds a twice-a-week subscription from two weekdays on or after the start date', () => {
    const result = newSubscriptionBody(
      form({
        service_days: { weekdays: [2, 5], dates: [] },
        assigned_user_id: '3',
        cross_sell_ids: [4],
        coupon_code: ' SAVE10 ',
      }),
      { plan: twiceAWeek, listPriceCents: 1500 },
      location,
    );
    expect(result).toEqual({
      body: {
        client_location_id: 41,
        start_date: START,
        coupon_code: 'SAVE10',
        service_plan_id: 7,
        price_cents: null,
        price_override_reason: null,
        service_days: [
          { service_type: 'recurring', start_date: '2026-11-24' },
          { service_type: 'recurring', start_date: '2026-11-27' },
        ],
        assigned_user_id: 3,
        cross_sell_ids: [4],
      },
    });
  });

  it("asks for the plan's number of days, a plan, and a reason for a changed price", () => {
    expect(
      newSubscriptionBody(
        form({ service_days: { weekdays: [2], dates: [] } }),
        { plan: twiceAWeek, listPriceCents: 1500 },
        location,
      ),
    ).toEqual({ errors: { service_days: '2 service days must be selected' } });
    expect(
      newSubscriptionBody(
        form({ service_plan_id: '', start_date: '', price: '' }),
        { plan: undefined, listPriceCents: null },
        location,
      ),
    ).toEqual({
      errors: { service_plan_id: 'This field is required', start_date: 'This field is required' },
    });
    expect(
      subscriptionTerms(form({ price: '12', service_days: { weekdays: [1, 3], dates: [] } }), {
        plan: twiceAWeek,
        listPriceCents: 1500,
        daysFrom: START,
      }),
    ).toEqual({
      errors: { price_override_reason: 'This field is required' },
    });
    const changed = subscriptionTerms(
      form({ price: '12', price_override_reason: ' Loyal client ', service_days: { weekdays: [1, 3], dates: [] } }),
      { plan: twiceAWeek, listPriceCents: 1500, daysFrom: START },
    );
    expect(changed).toMatchObject({ body: { price_cents: 1200, price_override_reason: 'Loyal client' } });
  });

  it('takes dates for one-time plans', () => {
    const result = newSubscriptionBody(
      form({ service_plan_id: '8', service_days: { weekdays: [3], dates: ['2026-12-01', ''] } }),
      { plan: oneTime, listPriceCents: 1500 },
      location,
    );
    expect(result).toMatchObject({ body: { service_days: [{ service_type: 'one_time', start_date: '2026-12-01' }] } });
    expect(
      newSubscriptionBody(
        form({ service_plan_id: '8', service_days: { weekdays: [], dates: [''] } }),
        { plan: oneTime, listPriceCents: 1500 },
        location,
      ),
    ).toEqual({
      errors: { service_days: 'This field is required' },
    });
  });

  it('asks the quote about the typed terms', () => {
    expect(quoteBody(form({ service_plan_id: '' }), null, location)).toBeNull();
    expect(quoteBody(form({ price: '12', coupon_code: 'SAVE10', cross_sell_ids: [2] }), 1500, location)).toEqual({
      client_location_id: 41,
      service_plan_id: 7,
      price_cents: 1200,
      cross_sell_ids: [2],
      coupon_code: 'SAVE10',
    });
    // A change may add a coupon: the quote shows its effect before saving.
    expect(quoteBody(form({ coupon_code: 'SAVE10' }), 1500, { field: 'subscription_id', id: 5 })).toMatchObject({
      subscription_id: 5,
      price_cents: null,
      coupon_code: 'SAVE10',
    });
  });

  it("shows a 422 answer's fields under the form's own fields", () => {
    expect(formFieldOfServerField('price_cents')).toBe('price');
    expect(formFieldOfServerField('service_days.0.start_date')).toBe('service_days');
    expect(formFieldOfServerField('coupon_code')).toBe('coupon_code');
    expect(formFieldOfServerField('client_location_id')).toBeNull();
  });
});
