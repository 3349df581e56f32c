import { describe, expect, it } from 'vitest';
import type { ServicePlanOption } from './api/subscriptions.ts';
import { plannedPlanId, prefilledSubscriptionForm } from './subscription-prefill.ts';

const plan = (id: number, frequency: ServicePlanOption['frequency'], is_active = true): ServicePlanOption => ({
  id,
  name: `Plan ${id}`,
  label: `Plan ${id}`,
  slug: `plan-${id}`,
  frequency,
  custom_days_per_week: null,
  price_basis: 'per_visit',
  is_active,
});

describe('a planned subscription', () => {
  it('starts the form on the first visit with the planned weekdays and tech', () => {
    const values = prefilledSubscriptionForm({
      frequency: 'once_a_week',
      weekdays: [3],
      start_date: '2026-12-09',
      assigned_user_id: 12,
    });
    expect(values).toMatchObject({
      start_date: '2026-12-09',
      service_days: { weekdays: [3] },
      assigned_user_id: '12',
      service_plan_id: '',
    });
  });

  it('picks the first active plan of the planned frequency, or none', () => {
    const plans = [plan(1, 'once_a_week', false), plan(2, 'twice_a_week'), plan(3, 'once_a_week')];
    expect(plannedPlanId(plans, 'once_a_week')).toBe('3');
    expect(plannedPlanId(plans, 'once_a_month')).toBeNull();
  });
});
