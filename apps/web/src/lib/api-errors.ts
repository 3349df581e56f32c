/**
 * Reading the error answers of DESIGN §4 (422 field errors, domain refusals), and the one way a form shows a failed
 * request: each 422 field error goes under the field that shows it (`applyServerFieldErrors`), and the form's alert
 * says the rest (`formFailure`); `showServerFailure` does both where the alert text is kept in state.
 */
import { formatServerError } from '@employee-portal/core/messages/format-error';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client.ts';

/** `{ errors: { field: [text, ...] } }` of a 422 answer, every text kept (the shift form lists them all). */
export function serverFieldErrorLists(error: unknown): Record<string, [string, ...string[]]> {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null || !('errors' in error.body))
    return {};
  const { errors } = error.body;
  if (typeof errors !== 'object' || errors === null) return {};
  const result: Record<string, [string, ...string[]]> = {};
  for (const [field, value] of Object.entries(errors)) {
    const [first, ...rest] = (Array.isArray(value) ? value : [value]).filter(
      (text): text is string => typeof text === 'string',
    );
    if (first !== undefined) result[field] = [first, ...rest];
  }
  return result;
}

/** `{ errors: { field: [text] } }` of a 422 answer, as the first text per field. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return Object.fromEntries(Object.entries(serverFieldErrorLists(error)).map(([field, texts]) => [field, texts[0]]));
}

/**
 * Which form field shows a server field's error: the form's own field names (when the server spells them the same),
 * or a mapping from the server's name (null when no field of this form shows it, so the alert says it).
 */
export type ServerFieldPlacement<Field extends string = string> =
  | readonly Field[]
  | ((serverField: string) => Field | null | undefined);

function formFieldOf<Field extends string>(placement: ServerFieldPlacement<Field>, serverField: string) {
  if (typeof placement === 'function') return placement(serverField) ?? null;
  return (placement as readonly string[]).includes(serverField) ? (serverField as Field) : null;
}

/**
 * Puts a 422 answer's field errors under the form's fields; the rest is `formFailure`'s. A field with several texts
 * keeps them all as `types`, which a form with `criteriaMode: 'all'` lists.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: ServerFieldPlacement<Path<Values>>,
  setError: UseFormSetError<Values>,
) {
  for (const [serverField, texts] of Object.entries(serverFieldErrorLists(error))) {
    const field = formFieldOf(fields, serverField);
    if (!field) continue;
    const types = Object.fromEntries(texts.map((text, index) => [`server${index}`, text]));
    setError(field, texts.length > 1 ? { message: texts[0], types } : { message: texts[0] });
  }
}

/**
 * The alert above a form after a failed request: nothing when every 422 field error sits under a field, the texts no
 * field shows, or, for an answer that names no field, `describe`'s sentence (the server's own by default).
 */
export function formFailure(
  error: unknown,
  fields: ServerFieldPlacement,
  describe: (error: unknown) => string = serverMessage,
): string | null {
  if (!error) return null;
  const lists = Object.entries(serverFieldErrorLists(error));
  if (lists.length === 0) return describe(error);
  const unshown = lists.filter(([serverField]) => !formFieldOf(fields, serverField)).map(([, texts]) => texts[0]);
  return unshown.length > 0 ? unshown.join(' ') : null;
}

/** Both halves at once, for an `onError` that keeps the alert text in state: places the field errors, returns the rest. */
export function showServerFailure<Values extends FieldValues>(
  error: unknown,
  fields: ServerFieldPlacement<Path<Values>>,
  setError: UseFormSetError<Values>,
  describe?: (error: unknown) => string,
): string | null {
  applyServerFieldErrors(error, fields, setError);
  return formFailure(error, fields, describe);
}

/** A domain refusal (`{ error: 'snake_case_code', message }`, DESIGN §4) with this code. */
export const isRefusal = (error: unknown, code: string) =>
  isApiError(error) &&
  typeof error.body === 'object' &&
  error.body !== null &&
  'error' in error.body &&
  error.body.error === code;

/** The server's own sentence when it sent one (reset and forgot answers), else the spec §8 formatting. */
export function serverMessage(error: unknown): string {
  const body = isApiError(error) ? error.body : null;
  if (
    typeof body === 'object' &&
    body !== null &&
    'message' in body &&
    typeof body.message === 'string' &&
    body.message
  ) {
    return body.message;
  }
  return formatServerError(body);
}

/**
 * Spec §8 "Subscribe failure": the text core's formatServerError builds from the answer ('Card Declined' from
 * `card_declined`), plus the server's own sentence when it says more ('Do Not Honor', the processor's words).
 */
export function serverFailure(error: unknown): { text: string; detail: string | null } {
  const body = isApiError(error) ? error.body : null;
  const text = formatServerError(body);
  const message =
    typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
      ? body.message
      : null;
  return { text, detail: message && message !== text ? message : null };
}

/** `serverFailure` as one line of an alert: 'Card Declined: Do Not Honor'. */
export function serverFailureLine(error: unknown): string {
  const { text, detail } = serverFailure(error);
  return detail ? `${text}: ${detail}` : text;
}
