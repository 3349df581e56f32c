/**
 * The subscribe and change forms: what is typed (dollars, weekdays, dates) checked with the catalogue's words and
 * core's service-day rule, and turned into the bodies of core's subscription schemas (integer cents, service days).
 */
import { messages } from '@employee-portal/core/messages/catalogue';
import type { ServiceDay } from '@employee-portal/core/scheduling/next-cleanup';
import { centsToDollarsText, dollarsToCents } from '@employee-portal/core/billing/money';
import { MAX_PRICE_CENTS } from '@employee-portal/core/subscriptions/pricing.schema';
import { serviceDaysError, type SubscriptionChangeBody } from '@employee-portal/core/subscriptions/subscription.schema';
import type { SubscriptionQuoteBody, SubscriptionWire } from '@employee-portal/core/subscriptions/subscription-wire';
import type { NewSubscriptionBody, ServicePlanOption } from './api/subscriptions.ts';
import { oneTimeDatesOf, oneTimeServiceDays, recurringServiceDays, weekdaysOf } from './service-days.ts';

export interface ServiceDaysValue {
  /** Recurring plans: 0 = Sunday … 6 = Saturday. */
  weekdays: number[];
  /** One-time plans: visit dates, YYYY-MM-DD. */
  dates: string[];
}

export interface SubscriptionFormValues {
  service_plan_id: string;
  start_date: string;
  service_days: ServiceDaysValue;
  /** A tech's id, or UNASSIGNED when nobody is assigned yet. */
  assigned_user_id: string;
  cross_sell_ids: number[];
  coupon_code: string;
  /** Dollars as typed; it starts at the plan's list price. */
  price: string;
  price_override_reason: string;
}

export const UNASSIGNED = 'none';

export const SUBSCRIPTION_FORM_FIELDS = [
  'service_plan_id',
  'start_date',
  'service_days',
  'assigned_user_id',
  'cross_sell_ids',
  'coupon_code',
  'price',
  'price_override_reason',
] as const;
export type SubscriptionFormField = (typeof SUBSCRIPTION_FORM_FIELDS)[number];
export type FormErrors = Partial<Record<SubscriptionFormField, string>>;

export const emptySubscriptionForm = (startDate: string): SubscriptionFormValues => ({
  service_plan_id: '',
  start_date: startDate,
  service_days: { weekdays: [], dates: [startDate] },
  assigned_user_id: UNASSIGNED,
  cross_sell_ids: [],
  coupon_code: '',
  price: '',
  price_override_reason: '',
});

/** A running subscription as the change form starts. */
export function changeFormValues(subscription: SubscriptionWire): SubscriptionFormValues {
  return {
    service_plan_id: String(subscription.service_plan.id),
    start_date: subscription.start_date,
    service_days: { weekdays: weekdaysOf(subscription.service_days), dates: oneTimeDatesOf(subscription.service_days) },
    assigned_user_id: subscription.assigned_user ? String(subscription.assigned_user.id) : UNASSIGNED,
    cross_sell_ids: subscription.cross_sells.map((crossSell) => crossSell.id),
    coupon_code: subscription.coupon?.code ?? '',
    price: centsToDollarsText(subscription.price_cents),
    price_override_reason: subscription.price_override_reason ?? '',
  };
}

/** The typed price in cents: null when it is the list price (or blank), so the pricing setup decides. */
export function priceOverride(
  price: string,
  listPriceCents: number | null,
): { cents: number | null } | { error: string } {
  if (price.trim() === '') return { cents: null };
  const cents = dollarsToCents(price);
  if (cents === null) return { error: messages.currencyFormat };
  if (cents > MAX_PRICE_CENTS) return { error: messages.notValid };
  return { cents: cents === listPriceCents ? null : cents };
}

export const isPriceChanged = (price: string, listPriceCents: number | null) => {
  const override = priceOverride(price, listPriceCents);
  return 'error' in override || override.cents !== null;
};

/** The service days the form's editor stands for, under the plan's kind of days. */
export function serviceDaysOf(
  plan: Pick<ServicePlanOption, 'frequency'> | undefined,
  days: ServiceDaysValue,
  from: string,
  kept: readonly ServiceDay[] = [],
): ServiceDay[] {
  if (!plan) return [];
  return plan.frequency === 'one_time'
    ? oneTimeServiceDays(days.dates)
    : recurringServiceDays(days.weekdays, from, kept);
}

export interface TermsContext {
  plan: ServicePlanOption | undefined;
  listPriceCents: number | null;
  /** Recurring days start on or after this day: the start date of a new subscription, today for a change. */
  daysFrom: string;
  /** A changed subscription keeps the start of the weekdays it already had. */
  keptServiceDays?: readonly ServiceDay[];
}

/** What can change on a running subscription, or the errors to show under the fields. */
export function subscriptionTerms(
  values: SubscriptionFormValues,
  context: TermsContext,
): { body: SubscriptionChangeBody } | { errors: FormErrors } {
  const errors: FormErrors = {};
  const { plan } = context;
  if (!plan) errors.service_plan_id = messages.required;
  const serviceDays = serviceDaysOf(plan, values.service_days, context.daysFrom, context.keptServiceDays);
  const daysError = plan ? serviceDaysError(plan.frequency, plan.custom_days_per_week, serviceDays) : null;
  if (daysError) errors.service_days = daysError;
  const override = priceOverride(values.price, context.listPriceCents);
  if ('error' in override) errors.price = override.error;
  else if (override.cents !== null && values.price_override_reason.trim() === '')
    errors.price_override_reason = messages.required;
  if (Object.keys(errors).length > 0 || !plan || 'error' in override) return { errors };
  return {
    body: {
      service_plan_id: plan.id,
      price_cents: override.cents,
      price_override_reason: override.cents === null ? null : values.price_override_reason.trim(),
      service_days: serviceDays,
      assigned_user_id:
        values.assigned_user_id === UNASSIGNED || values.assigned_user_id === ''
          ? null
          : Number(values.assigned_user_id),
      cross_sell_ids: values.cross_sell_ids,
      coupon_code: values.coupon_code.trim() || null,
    },
  };
}

/** A new subscription's body for one location (residential or commercial), or the errors to show. */
export function newSubscriptionBody(
  values: SubscriptionFormValues,
  context: Omit<TermsContext, 'daysFrom' | 'keptServiceDays'>,
  location: { field: 'client_location_id' | 'commercial_location_id'; id: number },
): { body: NewSubscriptionBody } | { errors: FormErrors } {
  const startError = values.start_date === '' ? messages.required : null;
  const terms = subscriptionTerms(values, { ...context, daysFrom: values.start_date });
  if ('errors' in terms || startError)
    return {
      errors: { ...('errors' in terms ? terms.errors : {}), ...(startError ? { start_date: startError } : {}) },
    };
  return {
    body: {
      ...terms.body,
      [location.field]: location.id,
      start_date: values.start_date,
      coupon_code: terms.body.coupon_code ?? null,
    },
  };
}

/** What to ask the quote for while the form is typed in; null until a plan is chosen. */
export function quoteBody(
  values: SubscriptionFormValues,
  listPriceCents: number | null,
  target: { field: 'client_location_id' | 'commercial_location_id' | 'subscription_id'; id: number },
): SubscriptionQuoteBody | null {
  if (values.service_plan_id === '') return null;
  const override = priceOverride(values.price, listPriceCents);
  return {
    [target.field]: target.id,
    service_plan_id: Number(values.service_plan_id),
    price_cents: 'error' in override ? null : override.cents,
    cross_sell_ids: values.cross_sell_ids,
    coupon_code: values.coupon_code.trim() || null,
  };
}

/** A 422 answer names the wire field; the form shows it under the field it was typed in. */
export function formFieldOfServerField(field: string): SubscriptionFormField | null {
  if (field === 'price_cents') return 'price';
  if (field.startsWith('service_days')) return 'service_days';
  if (field.startsWith('cross_sell_ids')) return 'cross_sell_ids';
  return (SUBSCRIPTION_FORM_FIELDS as readonly string[]).includes(field) ? (field as SubscriptionFormField) : null;
}
