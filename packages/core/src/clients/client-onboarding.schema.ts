/** Settings of the organization's public sign-up form (issue 6 point 7). */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { nullableText, requiredText } from '../fields.ts';
import { serviceFrequencies } from '../scheduling/service-frequency.ts';
import { priceBases } from '../subscriptions/pricing.schema.ts';

export const signUpQuestionKinds = ['text', 'choice', 'yes_no'] as const;
export type SignUpQuestionKind = (typeof signUpQuestionKinds)[number];
export const MAX_SIGN_UP_QUESTIONS = 20;
export const MAX_QUESTION_OPTIONS = 20;

const clearableText = nullableText;

export const signUpQuestionSchema = z
  .object({
    /** Stable key the answers are sent under: `answers.<id>`. */
    id: z.string({ error: messages.required }).regex(/^[a-z0-9_-]{1,40}$/i, { error: messages.notValid }),
    question: requiredText(300),
    kind: z.enum(signUpQuestionKinds, { error: messages.notValid }),
    options: z
      .array(requiredText(100), { error: messages.notValid })
      .max(MAX_QUESTION_OPTIONS, { error: `Must be less or equal ${MAX_QUESTION_OPTIONS} characters/items` })
      .default([]),
    required: z.boolean({ error: messages.notValid }).default(false),
  })
  .transform((question) => ({ ...question, options: question.kind === 'choice' ? question.options : [] }))
  .superRefine((question, context) => {
    if (question.kind === 'choice' && question.options.length < 2)
      context.addIssue({ code: 'custom', path: ['options'], message: 'Must be at least 2 characters/items' });
  });
export type SignUpQuestion = z.output<typeof signUpQuestionSchema>;
export type SignUpQuestionBody = z.input<typeof signUpQuestionSchema>;

export const clientOnboardingSettingsSchema = z
  .object({
    is_enabled: z.boolean({ error: messages.notValid }),
    heading: clearableText(150),
    introduction: clearableText(2000),
    accept_out_of_area_leads: z.boolean({ error: messages.notValid }),
    ask_dog_count: z.boolean({ error: messages.notValid }),
    ask_referral_source: z.boolean({ error: messages.notValid }),
    questions: z
      .array(signUpQuestionSchema, { error: messages.notValid })
      .max(MAX_SIGN_UP_QUESTIONS, { error: `Must be less or equal ${MAX_SIGN_UP_QUESTIONS} characters/items` }),
    show_prices: z.boolean({ error: messages.notValid }),
    pricing_note: clearableText(2000),
    thank_you_text: clearableText(2000),
  })
  .superRefine((settings, context) => {
    const seen = new Set<string>();
    settings.questions.forEach((question, index) => {
      if (seen.has(question.id))
        context.addIssue({ code: 'custom', path: ['questions', index, 'id'], message: messages.notValid });
      seen.add(question.id);
    });
  });
export type ClientOnboardingSettingsBody = z.input<typeof clientOnboardingSettingsSchema>;
export type ClientOnboardingSettingsInput = z.output<typeof clientOnboardingSettingsSchema>;

const questionOut = z.object({
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
    questions: z.array(questionOut),
    show_prices: z.boolean(),
    pricing_note: z.string().nullable(),
    thank_you_text: z.string().nullable(),
    updated_at: z.string().nullable(),
    public_form_key: z.string(),
    form_url: z.string(),
    embed_code: z.string(),
  }),
});
export type ClientOnboardingSettings = z.infer<typeof clientOnboardingSettingsResponseSchema>['settings'];

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

/** What a visitor's browser learns: the form's own settings and the organization's name, nothing else. */
export const publicFormViewSchema = z.object({
  organization: z.object({ name: z.string() }),
  form: z.object({
    is_enabled: z.boolean(),
    heading: z.string().nullable(),
    introduction: z.string().nullable(),
    questions: z.array(questionOut),
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
export type PublicFormView = z.infer<typeof publicFormViewSchema>;

export const DEFAULT_THANK_YOU_TEXT = 'Thank you! We received your request and will contact you shortly.';

/** Builds the iframe snippet a website owner pastes to show the form. */
export const embedCodeFor = (formUrl: string) =>
  `<iframe src="${formUrl}" title="Sign up" width="100%" height="900" style="border:0;max-width:640px" loading="lazy"></iframe>`;
