/** Reusable Zod fields carrying the catalogue's wording. */
import { z } from 'zod';
import { maxLengthMessage, messages } from './messages/catalogue.ts';

const MAX_TEXT = 255;
/** PostgreSQL text cannot hold NUL; no form has a use for control characters other than line breaks and tabs. */
const ALLOWED_CONTROL_CHARACTERS = new Set([9, 10, 13]);
const hasNoControlCharacters = (text: string) =>
  ![...text].some((character) => {
    const code = character.charCodeAt(0);
    return code < 32 && !ALLOWED_CONTROL_CHARACTERS.has(code);
  });

/** A trimmed, required text field ('This field is required' for missing, wrong type or blank). */
export const requiredText = (max = MAX_TEXT) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(max, { error: maxLengthMessage(max) })
    .refine(hasNoControlCharacters, { error: messages.notValid });

export const optionalText = (max = MAX_TEXT) =>
  z.string({ error: messages.notValid }).trim().max(max, { error: maxLengthMessage(max) }).refine(hasNoControlCharacters, { error: messages.notValid }).optional();

export const emailField = () =>
  requiredText().pipe(z.email({ error: messages.emailInvalid })).transform((email) => email.toLowerCase());

/** Spec §5: login fields are trimmed, so passwords are trimmed wherever they are set too, or a password with an edge space could never log in. */
export const newPasswordField = () =>
  z.string({ error: messages.required }).trim().min(1, { error: messages.required }).min(8, { error: messages.passwordMinLength }).max(200, { error: maxLengthMessage(200) });

export const passwordField = () =>
  z.string({ error: messages.required }).trim().min(1, { error: messages.required }).max(200, { error: maxLengthMessage(200) });

export const phoneField = () =>
  z.string({ error: messages.required }).trim().transform((phone) => phone.replace(/\D/g, '')).pipe(z.string().length(10, { error: messages.phoneDigits }));

/** Ids on the wire: positive integers, from JSON numbers or query strings. */
export const idField = () => z.coerce.number({ error: messages.mustBeNumber }).int({ error: messages.mustBeWholeNumber }).positive({ error: messages.mustBePositive }).max(2_147_483_647, { error: messages.notValid });

export const zipField = () => z.string({ error: messages.required }).trim().regex(/^\d{5}$/, { error: messages.zipDigits });

/** An optional text where blank becomes null, so a form can clear the field. */
export const nullableText = (max: number) =>
  optionalText(max)
    .nullable()
    .transform((value) => value || null);

/** An optional e-mail: blank clears it, anything else must be valid. */
export const optionalEmailField = () =>
  z
    .string({ error: messages.emailInvalid })
    .trim()
    .max(255, { error: messages.emailInvalid })
    .refine((raw) => raw === '' || z.email().safeParse(raw).success, { error: messages.emailInvalid })
    .transform((raw) => raw.toLowerCase() || null)
    .nullable()
    .optional();

/** An optional phone: blank clears it, anything else must hold 10 digits once punctuation is dropped. */
export const optionalPhoneField = () =>
  z
    .string({ error: messages.notValid })
    .trim()
    .refine((raw) => raw === '' || raw.replace(/\D/g, '').length === 10, { error: messages.phoneDigits })
    .transform((raw) => raw.replace(/\D/g, '') || null)
    .nullable()
    .optional();

/** A latitude (90) or longitude (180), absent until a place is known. */
export const coordinateField = (limit: number) =>
  z.number({ error: messages.mustBeNumber }).min(-limit, { error: messages.notValid }).max(limit, { error: messages.notValid }).nullable().optional();
