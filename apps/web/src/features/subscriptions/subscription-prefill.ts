/**
 * A new subscription another page has already planned (the New Client Planner's weekday and tech for a client just
 * added): the Subscribe form opens with those days, that tech and a plan of that frequency, so nothing is retyped.
 */
import type { ServiceFrequency } from '@employee-portal/core/scheduling/service-frequency';
import type { ServicePlanOption } from './api/subscriptions.ts';
import { emptySubscriptionForm, type SubscriptionFormValues } from './subscription-form.ts';

export interface SubscriptionPrefill {
  frequency: ServiceFrequency;
  /** 0 = Sunday … 6 = Saturday. */
  weekdays: number[];
  /** The first visit: the subscription starts that day. */
  start_date: string;
  assigned_user_id: number;
}

export const prefilledSubscriptionForm = (prefill: SubscriptionPrefill): SubscriptionFormValues => ({
  ...emptySubscriptionForm(prefill.start_date),
  service_days: { weekdays: [...prefill.weekdays], dates: [prefill.start_date] },
  assigned_user_id: String(prefill.assigned_user_id),
});

/** The plan the form starts with: the first active plan of the planned frequency, if the organization has one. */
export const plannedPlanId = (plans: readonly ServicePlanOption[], frequency: ServiceFrequency) => {
  const plan = plans.find((option) => option.is_active && option.frequency === frequency);
  return plan ? String(plan.id) : null;
};
