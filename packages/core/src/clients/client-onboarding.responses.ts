/** Answers of the client-onboarding API: the sign-up form's settings as the office edits them. */
import { z } from 'zod';
import { signUpQuestionKinds } from './client-onboarding.schema.ts';

export const signUpQuestionViewSchema = z.object({
  id: z.string(),
  question: z.string(),
  kind: z.enum(signUpQuestionKinds),
  options: z.array(z.string()),
  required: z.boolean(),
});

export const clientOnboardingSettingsResponseSchema = z.object({
  settings: z.object({
    is_enabled: z.boolean(),
    heading: z.string().nullable(),
    introduction: z.string().nullable(),
    accept_out_of_area_leads: z.boolean(),
    ask_dog_count: z.boolean(),
    ask_referral_source: z.boolean(),
    questions: z.array(signUpQuestionViewSchema),
    show_prices: z.boolean(),
    pricing_note: z.string().nullable(),
    thank_you_text: z.string().nullable(),
    updated_at: z.string().nullable(),
    public_form_key: z.string(),
    form_url: z.string(),
    embed_code: z.string(),
  }),
});
export type ClientOnboardingSettingsResponse = z.infer<typeof clientOnboardingSettingsResponseSchema>;
export type ClientOnboardingSettings = z.infer<typeof clientOnboardingSettingsResponseSchema>['settings'];
