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
