import { z } from 'zod';

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
});
export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>;
