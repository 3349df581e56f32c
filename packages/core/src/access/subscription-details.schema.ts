import { z } from 'zod';

/**
 * Spec §3 "Active subscription info": the invoice the organization will be charged next, in integer cents. While
 * subscribed it is the running period's invoice as it stands (staff who came or left during the period count for
 * their share of it); before subscribing (trial, or after a trial or subscription ended) it is the first invoice,
 * if the organization subscribed today.
 */
export const activeSubscriptionInfoSchema = z.object({
  /** Active staff the invoice charges for. */
  count_users: z.number(),
  /** Cents per staff per month: the plan's tier for that count. */
  unit_amount: z.number(),
  /** The coupon code applied, if any. */
  coupon: z.string().nullable(),
  /** Cents the coupon takes off. */
  coupon_amount: z.number(),
  /** Cents before the coupon. */
  subtotal: z.number(),
  /** Cents charged: subtotal less the coupon, sales tax not included. */
  invoice_total: z.number(),
  plan_name: z.string(),
  /** The day it is charged: the running period's end, or one month after subscribing today. */
  billing_date: z.string(),
  invoice: z.enum(['next', 'first']),
});
export type ActiveSubscriptionInfo = z.infer<typeof activeSubscriptionInfoSchema>;

/** Spec §3 "Organization subscription flags", plus the figures the Subscription Details page shows. */
export const subscriptionDetailsSchema = z.object({
  isSubscribed: z.boolean(),
  isTrialActive: z.boolean(),
  trialExpired: z.boolean(),
  subscriptionExpired: z.boolean(),
  endTrial: z.string().nullable(),
  subscriptionPackage: z.string().nullable(),
  stripeCompleted: z.boolean(),
  paymentProcessor: z.enum(['card_connect', 'stripe']),
  payment_account_status: z.enum(['active', 'in_progress']).nullable(),
  payouts_enabled: z.union([z.literal(0), z.literal(1)]),
  charges_enabled: z.union([z.literal(0), z.literal(1)]),
  active_users: z.number(),
  current_period_end: z.string().nullable(),
  end_subscription: z.string().nullable(),
  subscription_coupon: z.string().nullable(),
  trial_day: z.number().nullable(),
  trial_days: z.number(),
  pricing_plan_id: z.number().nullable(),
  current_period_start: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  /** Null only when no pricing plan is on offer to price it with. */
  active_subscription: activeSubscriptionInfoSchema.nullable(),
});
export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>;
