/** The public sign-up form's payload. `website` is a honeypot: people never see it, bots fill it in. */
import { z } from 'zod';
import { maxLengthMessage, messages } from '../messages/catalogue.ts';
import { emailField, optionalText, phoneField, requiredText, zipField } from '../fields.ts';

export const clientRegistrationSchema = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  email: emailField(),
  phone: phoneField(),
  address_line1: optionalText(200),
  city: optionalText(100),
  state: optionalText(50),
  zip: zipField(),
  dog_count: z.coerce
    .number({ error: messages.mustBeNumber })
    .int({ error: messages.mustBeWholeNumber })
    .min(0, { error: messages.cannotBeNegative })
    .max(50, { error: messages.notValid })
    .optional(),
  notes: optionalText(2000),
  referral_source: optionalText(100),
  /** Answers to the organization's configured questions, keyed by question id; checked against them on the server. */
  answers: z
    .record(
      z.string().regex(/^[a-z0-9_-]{1,40}$/i, { error: messages.notValid }),
      z
        .string({ error: messages.notValid })
        .trim()
        .max(2000, { error: maxLengthMessage(2000) }),
      { error: messages.notValid },
    )
    .refine((answers) => Object.keys(answers).length <= 40, { error: messages.notValid })
    .default({}),
  /** The plan the visitor picked in the price calculator, by name; kept with the answers when it is an offered plan. */
  service_plan: optionalText(100),
  website: z.string().max(500).optional(),
});
export type ClientRegistrationPayload = z.input<typeof clientRegistrationSchema>;

export const publicFormParamsSchema = z.object({
  form_key: z.string().regex(/^[a-f0-9]{32}$/, { error: messages.notValid }),
});

export const serviceAreaQuerySchema = z.object({ zip: zipField() });
