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
  z
    .string({ error: messages.notValid })
    .trim()
    .max(max, { error: maxLengthMessage(max) })
    .refine(hasNoControlCharacters, { error: messages.notValid })
    .optional();

export const emailField = () =>
  requiredText()
    .pipe(z.email({ error: messages.emailInvalid }))
    .transform((email) => email.toLowerCase());

/** Spec §5: login fields are trimmed, so passwords are trimmed wherever they are set too, or a password with an edge space could never log in. */
export const newPasswordField = () =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .min(8, { error: messages.passwordMinLength })
    .max(200, { error: maxLengthMessage(200) });

export const passwordField = () =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(200, { error: maxLengthMessage(200) });

export const phoneField = () =>
  z
    .string({ error: messages.required })
    .trim()
    .transform((phone) => phone.replace(/\D/g, ''))
    .pipe(z.string().length(10, { error: messages.phoneDigits }));

/** Ids are PostgreSQL `integer` (int4) columns: a larger id names no row, and the database would refuse to compare it. */
export const MAX_ID = 2_147_483_647;
const ID_TEXT = /^[1-9]\d*$/;

/**
 * The one rule for an id written as text (a path segment, a query value, a page's URL): a plain positive integer
 * ('12'). '0x1', '1e0', '+1', '01', '1.0' and ' 1' name no record, so they are refused rather than read as 1.
 */
export function idFromText(text: string): number | null {
  if (!ID_TEXT.test(text) || text.length > String(MAX_ID).length) return null;
  const value = Number(text);
  return value <= MAX_ID ? value : null;
}

/** Why a text is not an id, in the catalogue's words for a bad number. */
function idTextProblem(text: string): string {
  if (/^-\d+$/.test(text) || /^0+$/.test(text)) return messages.mustBePositive;
  if (/^[+-]?\d+\.\d*$/.test(text)) return messages.mustBeWholeNumber;
  if (/^\+?\d+$/.test(text)) return messages.notValid; // a sign, leading zeros, or beyond the column
  return messages.mustBeNumber;
}

/** An id in a path or query string (text on the wire): see `idFromText`. */
export const idParam = () =>
  z
    .string({ error: messages.mustBeNumber })
    // The rule's pattern, for OpenAPI readers and the fuzz tests; the transform is what enforces it.
    .meta({ pattern: ID_TEXT.source })
    .transform((text, context) => {
      const value = idFromText(text);
      if (value !== null) return value;
      context.addIssue({ code: 'custom', message: idTextProblem(text), input: text });
      return z.NEVER;
    });

/** An id in a JSON body: a JSON integer, never a string ("1") or a boolean (true), within the int4 column. */
export const id = () =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? messages.required
          : messages.mustBeNumber,
    })
    .int({ error: messages.mustBeWholeNumber })
    .positive({ error: messages.mustBePositive })
    .max(MAX_ID, { error: messages.notValid });

export const zipField = () =>
  z
    .string({ error: messages.required })
    .trim()
    .regex(/^\d{5}$/, { error: messages.zipDigits });

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
  z
    .number({ error: messages.mustBeNumber })
    .min(-limit, { error: messages.notValid })
    .max(limit, { error: messages.notValid })
    .nullable()
    .optional();
