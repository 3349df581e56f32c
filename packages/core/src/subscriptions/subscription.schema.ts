/** A client location's subscription (issue 7): plan, price, service days, tech, cross-sells, coupon; pause and cancel. */
import { z } from 'zod';
import { messages, serviceDaysMessage } from '../messages/catalogue.ts';
import { id, optionalText, requiredText } from '../fields.ts';
import { calendarDate } from '../dashboard/time-range.ts';
import { weekdayOf } from '../scheduling/calendar-day.ts';
import { requiredServiceDays, type ServiceFrequency } from '../scheduling/service-frequency.ts';
import type { ServiceDay } from '../scheduling/next-cleanup.ts';
import { centsField } from './pricing.schema.ts';

export const subscriptionStatuses = ['active', 'paused', 'cancelled'] as const;

export const serviceDaySchema = z.object({
  service_type: z.enum(['recurring', 'one_time'], { error: messages.required }),
  start_date: calendarDate,
});

/**
 * A plan with N days a week needs N recurring days on N different weekdays ('N service days must be selected');
 * a one-time plan needs at least one date. Null when the days fit the plan.
 */
export function serviceDaysError(
  frequency: ServiceFrequency,
  customDaysPerWeek: number | null,
  serviceDays: readonly ServiceDay[],
): string | null {
  const needed = requiredServiceDays(frequency, customDaysPerWeek);
  if (needed === null) return serviceDays.some((day) => day.service_type === 'one_time') ? null : messages.required;
  const weekdays = new Set(
    serviceDays.filter((day) => day.service_type === 'recurring').map((day) => weekdayOf(day.start_date)),
  );
  const recurringCount = serviceDays.filter((day) => day.service_type === 'recurring').length;
  return weekdays.size === needed && recurringCount === needed ? null : serviceDaysMessage(needed);
}

/** What can change on a running subscription: plan, price, days, tech and add-ons (its start stays; a coupon can be added once). */
const subscriptionTerms = {
  service_plan_id: id(),
  /** Null takes the price from the pricing setup; a different price needs a reason. */
  price_cents: centsField().nullable().default(null),
  price_override_reason: optionalText(200)
    .nullable()
    .transform((value) => value || null)
    .default(null),
  service_days: z.array(serviceDaySchema, { error: messages.required }).max(14, { error: messages.notValid }),
  assigned_user_id: id().nullable().default(null),
  cross_sell_ids: z.array(id(), { error: messages.notValid }).max(20, { error: messages.notValid }).default([]),
};
const couponCode = optionalText(40)
  .nullable()
  .transform((value) => value || null)
  .default(null);
const startTerms = { start_date: calendarDate, coupon_code: couponCode };

export const subscriptionChangeSchema = z.object({ ...subscriptionTerms, coupon_code: couponCode });
export type SubscriptionChangeBody = z.input<typeof subscriptionChangeSchema>;
export type SubscriptionChangeInput = z.output<typeof subscriptionChangeSchema>;

export const subscriptionSchema = z.object({ client_location_id: id(), ...startTerms, ...subscriptionTerms });
export type SubscriptionBody = z.input<typeof subscriptionSchema>;
export type SubscriptionInput = z.output<typeof subscriptionSchema>;

export const commercialSubscriptionSchema = z.object({
  commercial_location_id: id(),
  ...startTerms,
  ...subscriptionTerms,
});
export type CommercialSubscriptionBody = z.input<typeof commercialSubscriptionSchema>;
export type CommercialSubscriptionInput = z.output<typeof commercialSubscriptionSchema>;

/** Pause from one day up to (not including) another: 'Must be after Paused From Date'. */
export const pauseSchema = z
  .object({ from: calendarDate, to: calendarDate })
  .refine((pause) => pause.to > pause.from, { path: ['to'], error: messages.mustBeAfterPausedFrom });
export type PauseBody = z.input<typeof pauseSchema>;

export const cancelSubscriptionSchema = z.object({ cancel_reason_id: id(), note: optionalText(500) });
export type CancelSubscriptionBody = z.input<typeof cancelSubscriptionSchema>;

export const cancelReasonSchema = z.object({
  name: requiredText(100),
  is_active: z.boolean({ error: messages.notValid }).default(true),
  /** Left out, a new reason counts and a saved one keeps what it had. */
  counts_as_churn: z.boolean({ error: messages.notValid }).optional(),
});
export type CancelReasonBody = z.input<typeof cancelReasonSchema>;
export type CancelReasonInput = z.output<typeof cancelReasonSchema>;
