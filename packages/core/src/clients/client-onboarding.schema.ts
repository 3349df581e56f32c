/** Settings of the organization's public sign-up form (issue 6 point 7). */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { nullableText, requiredText } from '../fields.ts';

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

export const DEFAULT_THANK_YOU_TEXT = 'Thank you! We received your request and will contact you shortly.';

/** Builds the iframe snippet a website owner pastes to show the form. */
export const embedCodeFor = (formUrl: string) =>
  `<iframe src="${formUrl}" title="Sign up" width="100%" height="900" style="border:0;max-width:640px" loading="lazy"></iframe>`;
