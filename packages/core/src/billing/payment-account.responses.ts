/** What the payment-provider API answers: the organization's card-processor account and the card form's settings. */
import { z } from 'zod';

export const paymentProcessors = ['card_connect', 'stripe'] as const;
export type PaymentProcessor = (typeof paymentProcessors)[number];

/** Stripe's own flags travel as 0 and 1, as spec §3 names them. */
const flag = z.union([z.literal(0), z.literal(1)]);

export const stripeAccountSchema = z.object({
  account_id: z.string().nullable(),
  status: z.enum(['active', 'in_progress']).nullable(),
  payouts_enabled: flag,
  charges_enabled: flag,
  /** card_connect when the organization takes card payments through CardConnect (card_connect_site set). */
  processor: z.enum(paymentProcessors),
});
export type StripeAccount = z.infer<typeof stripeAccountSchema>;

export const stripeAccountResponseSchema = z.object({ stripe_account: stripeAccountSchema });
export type StripeAccountResponse = z.infer<typeof stripeAccountResponseSchema>;

/** A one-time link to Stripe's onboarding for the organization's account. */
export const stripeOnboardingResponseSchema = z.object({ url: z.string() });
export type StripeOnboardingResponse = z.infer<typeof stripeOnboardingResponseSchema>;

/** Which card form the subscribe dialog shows, and where its tokenizer lives. */
export const cardFormSettingsResponseSchema = z.object({
  processor: z.enum(paymentProcessors),
  /** The tokenizer frame of the CardConnect form (same origin in test mode). */
  tokenizer_url: z.string().nullable(),
  /** Stripe's publishable key, needed by Stripe.js in live mode; null when none is configured. */
  stripe_publishable_key: z.string().nullable(),
  test_mode: z.boolean(),
});
export type CardFormSettings = z.infer<typeof cardFormSettingsResponseSchema>;
