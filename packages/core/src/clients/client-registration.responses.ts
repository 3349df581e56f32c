/** Answers of the public sign-up form's API (what a visitor's browser may learn). */
import { z } from 'zod';
import { serviceFrequencies } from '../scheduling/service-frequency.ts';
import { priceBases } from '../subscriptions/pricing.schema.ts';
import { signUpQuestionViewSchema } from './client-onboarding.responses.ts';

/** An active plan as the price calculator needs it: no id, slug or subscriber counts. */
export const publicPlanPriceSchema = z.object({
  name: z.string(),
  frequency: z.enum(serviceFrequencies),
  /** Only for 'custom' plans: the visits a week that turn a per-visit price into a monthly value. */
  custom_days_per_week: z.number().nullable(),
  price_basis: z.enum(priceBases),
  dog_prices: z.array(z.object({ dogs_from: z.number(), dogs_to: z.number().nullable(), price_cents: z.number() })),
});
export type PublicPlanPrice = z.infer<typeof publicPlanPriceSchema>;

export const publicInitialCleanupPriceSchema = z.object({
  label: z.string(),
  weeks_since_cleaned_from: z.number(),
  weeks_since_cleaned_to: z.number().nullable(),
  from_price_cents: z.number(),
  to_price_cents: z.number(),
});
export type PublicInitialCleanupPrice = z.infer<typeof publicInitialCleanupPriceSchema>;

/** The public prices of the pricing setup; the form carries them only while the organization shows prices. */
export const publicPricesSchema = z.object({
  service_plans: z.array(publicPlanPriceSchema),
  initial_cleanup_prices: z.array(publicInitialCleanupPriceSchema),
});
export type PublicPrices = z.infer<typeof publicPricesSchema>;

/** What a visitor's browser learns: the form's own settings, the organization's name and analytics id, nothing else. */
export const publicFormResponseSchema = z.object({
  /** analytics_id: the organization's Google Analytics id (branding settings); the form reports its visits there. */
  organization: z.object({ name: z.string(), analytics_id: z.string().nullable() }),
  form: z.object({
    is_enabled: z.boolean(),
    heading: z.string().nullable(),
    introduction: z.string().nullable(),
    questions: z.array(signUpQuestionViewSchema),
    ask_dog_count: z.boolean(),
    ask_referral_source: z.boolean(),
    accept_out_of_area_leads: z.boolean(),
    show_prices: z.boolean(),
    pricing_note: z.string().nullable(),
    thank_you_text: z.string().nullable(),
    /** null unless show_prices is on. */
    prices: publicPricesSchema.nullable(),
  }),
});
export type PublicFormView = z.infer<typeof publicFormResponseSchema>;

/** premium_cents: the serving work area's premium, only when the zip is served and the form shows prices. */
export const publicServiceAreaResponseSchema = z.object({ served: z.boolean(), premium_cents: z.number().optional() });
export type ServiceAreaAnswer = z.infer<typeof publicServiceAreaResponseSchema>;
