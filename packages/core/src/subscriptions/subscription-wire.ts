/** Subscriptions on the wire (issue 7): list rows, the record with its history, price quotes and cancel reasons. */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { id, idParam } from '../fields.ts';
import { listQuerySchema } from '../list.ts';
import { serviceFrequencies } from '../scheduling/service-frequency.ts';
import { crossSellFrequencies } from './cross-sell.schema.ts';
import { centsField, priceBases } from './pricing.schema.ts';
import { serviceDaySchema, subscriptionStatuses } from './subscription.schema.ts';

export const subscriptionKinds = ['residential', 'commercial'] as const;
export type SubscriptionKind = (typeof subscriptionKinds)[number];

export const subscriptionSorts = [
  'client',
  '-client',
  'start_date',
  '-start_date',
  'price',
  '-price',
  'status',
  '-status',
  'plan',
  '-plan',
] as const;

const subscriptionFilters = {
  sort: z.enum(subscriptionSorts, { error: messages.notValid }).default('client'),
  status: z.enum(subscriptionStatuses, { error: messages.notValid }).optional(),
  service_plan_id: idParam().optional(),
  /** A tech's id, or 'none' for subscriptions nobody is assigned to. */
  assigned_user_id: z.union([z.literal('none'), idParam()], { error: messages.notValid }).optional(),
};
export const subscriptionListQuerySchema = listQuerySchema.extend(subscriptionFilters);
export type SubscriptionListQuery = z.output<typeof subscriptionListQuerySchema>;
export const subscriptionExportQuerySchema = listQuerySchema
  .omit({ page: true, per_page: true })
  .extend(subscriptionFilters);
export type SubscriptionExportQuery = z.output<typeof subscriptionExportQuerySchema>;

const named = z.object({ id: z.number(), name: z.string() });
const subscriptionValueWire = z.object({
  plan_monthly_cents: z.number(),
  cross_sells_monthly_cents: z.number(),
  discount_cents: z.number(),
  monthly_value_cents: z.number(),
});

export const subscriptionWireSchema = z.object({
  id: z.number(),
  kind: z.enum(subscriptionKinds),
  status: z.enum(subscriptionStatuses),
  start_date: z.string(),
  /** Half-open pause [start, end), named as spec §3's schedule entry names them. */
  pause_subscription_start_date: z.string().nullable(),
  pause_subscription_end_date: z.string().nullable(),
  cancelled_on: z.string().nullable(),
  cancel_reason: named.nullable(),
  cancel_note: z.string().nullable(),
  /** The residential client or the commercial customer. */
  client: z.object({ id: z.number(), name: z.string() }),
  location: z.object({
    id: z.number(),
    name: z.string().nullable(),
    address: z.string(),
    zip: z.string(),
    dogs: z.number().nullable(),
    stations: z.number().nullable(),
  }),
  service_plan: z.object({
    id: z.number(),
    name: z.string(),
    slug: z.string(),
    frequency: z.enum(serviceFrequencies),
    custom_days_per_week: z.number().nullable(),
    price_basis: z.enum(priceBases),
  }),
  price_cents: z.number(),
  list_price_cents: z.number(),
  price_override_reason: z.string().nullable(),
  service_days: z.array(serviceDaySchema),
  assigned_user: named.nullable(),
  cross_sells: z.array(
    z.object({ id: z.number(), name: z.string(), price_cents: z.number(), frequency: z.enum(crossSellFrequencies) }),
  ),
  coupon: z.object({ id: z.number(), code: z.string(), summary: z.string(), applied_on: z.string() }).nullable(),
  value: subscriptionValueWire,
  next_cleanup: z.string().nullable(),
  created_at: z.string(),
});
export type SubscriptionWire = z.output<typeof subscriptionWireSchema>;

export const subscriptionEventWireSchema = z.object({
  id: z.number(),
  action: z.string(),
  summary: z.string(),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
  by: z.string().nullable(),
  created_at: z.string(),
});
export type SubscriptionEventWire = z.output<typeof subscriptionEventWireSchema>;

/** One subscription with its history, as its page shows it. */
export const subscriptionRecordWireSchema = subscriptionWireSchema.extend({
  history: z.array(subscriptionEventWireSchema),
});
export type SubscriptionRecord = z.output<typeof subscriptionRecordWireSchema>;

/**
 * What a subscription would cost before it is saved: for a new one (a location) or a change (a subscription). Null
 * price takes the pricing setup's. The answer carries the current value too when a subscription is given.
 */
export const subscriptionQuoteSchema = z
  .object({
    client_location_id: id().optional(),
    commercial_location_id: id().optional(),
    subscription_id: id().optional(),
    service_plan_id: id(),
    price_cents: centsField().nullable().default(null),
    cross_sell_ids: z.array(id(), { error: messages.notValid }).max(20, { error: messages.notValid }).default([]),
    coupon_code: z
      .string({ error: messages.notValid })
      .trim()
      .max(40, { error: messages.notValid })
      .nullable()
      .default(null),
  })
  .refine(
    (quote) =>
      [quote.client_location_id, quote.commercial_location_id, quote.subscription_id].filter((id) => id !== undefined)
        .length === 1,
    {
      path: ['client_location_id'],
      error: messages.required,
    },
  );
export type SubscriptionQuoteBody = z.input<typeof subscriptionQuoteSchema>;

export const subscriptionQuoteWireSchema = z.object({
  list_price_cents: z.number(),
  price_cents: z.number(),
  price_basis: z.enum(priceBases),
  value: subscriptionValueWire,
  coupon: z.object({ code: z.string(), summary: z.string() }).nullable(),
  /** 'Coupon Code is not valid' when a typed code cannot be applied. */
  coupon_error: z.string().nullable(),
  current: subscriptionValueWire.extend({ price_cents: z.number() }).nullable(),
});
export type SubscriptionQuote = z.output<typeof subscriptionQuoteWireSchema>;

/**
 * `uses`: cancellations that name it; with any, it cannot be deleted, only made inactive (`in_use`).
 * `counts_as_churn`: a client lost for it is lost (the dashboard's churn); off, the cancelled subscription is left out
 * of every client figure, as if never entered. `built_in`: every organization's own, kept as it is.
 */
export const cancelReasonWireSchema = z.object({
  id: z.number(),
  name: z.string(),
  is_active: z.boolean(),
  counts_as_churn: z.boolean(),
  built_in: z.boolean(),
  uses: z.number(),
  in_use: z.boolean(),
});
export type CancelReasonWire = z.output<typeof cancelReasonWireSchema>;

/**
 * Every organization has it (the database adds it to each new one): for a subscription that should never have been
 * entered. It never counts as churn, and cannot be renamed, deleted or made inactive.
 */
export const ENTERED_BY_MISTAKE = { system_key: 'entered_by_mistake', name: 'Entered by mistake' } as const;

/** The reasons a new organization starts with, its own to rename or retire (ENTERED_BY_MISTAKE comes besides). */
export const DEFAULT_CANCEL_REASONS = [
  'Moving away',
  'Too expensive',
  'Doing it themselves',
  'Unhappy with service',
  'Pet passed away',
  'Seasonal pause',
] as const;
