/**
 * What the subscriptions API answers: the API validates and documents with these, and the web takes its types from
 * them. A quote answers subscription-wire.ts's subscriptionQuoteWireSchema.
 */
import { z } from 'zod';
import { listMetaSchema } from '../list.ts';
import { serviceFrequencies } from '../scheduling/service-frequency.ts';
import { crossSellFrequencies } from './cross-sell.schema.ts';
import { priceBases } from './pricing.schema.ts';
import { subscriptionRecordWireSchema, subscriptionWireSchema } from './subscription-wire.ts';

export const subscriptionListResponseSchema = z.object({ data: z.array(subscriptionWireSchema), meta: listMetaSchema });
export type SubscriptionListResponse = z.infer<typeof subscriptionListResponseSchema>;

/** Every change (create, edit, pause, resume, cancel) answers with the subscription as it now stands. */
export const subscriptionResponseSchema = z.object({ subscription: subscriptionRecordWireSchema });
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

export const servicePlanOptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The name with its frequency, as pickers show it. */
  label: z.string(),
  slug: z.string(),
  frequency: z.enum(serviceFrequencies),
  custom_days_per_week: z.number().nullable(),
  price_basis: z.enum(priceBases),
  is_active: z.boolean(),
});
export type ServicePlanOption = z.infer<typeof servicePlanOptionSchema>;

/** The active plans, techs, add-ons and cancel reasons a subscription form offers. */
export const subscriptionOptionsResponseSchema = z.object({
  service_plans: z.array(servicePlanOptionSchema),
  techs: z.array(z.object({ id: z.number(), name: z.string() })),
  cross_sells: z.array(
    z.object({ id: z.number(), name: z.string(), price_cents: z.number(), frequency: z.enum(crossSellFrequencies) }),
  ),
  cancel_reasons: z.array(z.object({ id: z.number(), name: z.string(), counts_as_churn: z.boolean() })),
});
export type SubscriptionOptions = z.infer<typeof subscriptionOptionsResponseSchema>;

/**
 * What cancelling a prepaid subscription today would give back: each finalized invoice's visits that will not happen
 * become the client's credit; a draft drops them and its total goes down.
 */
export const cancellationCreditResponseSchema = z.object({
  credit_cents: z.number(),
  invoices: z.array(
    z.object({
      invoice_id: z.number(),
      number: z.number(),
      status: z.enum(['draft', 'open', 'paid']),
      visit_dates: z.array(z.string()),
      amount_cents: z.number(),
    }),
  ),
});
export type CancellationCreditResponse = z.infer<typeof cancellationCreditResponseSchema>;
