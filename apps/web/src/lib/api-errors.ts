/** Reading the error answers of DESIGN §4 (422 field errors, domain refusals) for forms. */
import { formatServerError } from '@employee-portal/core/messages/format-error';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client.ts';

/** `{ errors: { field: [text] } }` of a 422 answer, as the first text per field. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null || !('errors' in error.body))
    return {};
  const { errors } = error.body;
  if (typeof errors !== 'object' || errors === null) return {};
  const result: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors)) {
    const text = Array.isArray(value) ? value[0] : value;
    if (typeof text === 'string') result[field] = text;
  }
  return result;
}

/** Puts a 422 answer's field errors under the form's own fields; other fields' errors are left to the caller. */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
) {
  const errors = serverFieldErrors(error);
  for (const field of fields) {
    const message = errors[field];
    if (message) setError(field, { message });
  }
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
