import { messages } from './catalogue.ts';

/** 'invalid_credentials' -> 'Invalid Credentials'; words of a sentence are capitalised the same way. */
export function titleCase(text: string): string {
  return text
    .replace(/_/g, ' ')
    .split(' ')
    .map((word) => (word ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ');
}

const isErrorCode = (text: string) => text.includes('_') && !/\s/.test(text);

function firstErrorText(errors: unknown): string | undefined {
  if (typeof errors === 'string') return errors;
  if (Array.isArray(errors)) return firstErrorText(errors[0]);
  if (errors && typeof errors === 'object') return firstErrorText(Object.values(errors)[0]);
  return undefined;
}

/**
 * Spec §8: a failed call's text comes from `error` (a snake_case code shown in title case), then `message`,
 * then `errors` (first item or the value), falling back to 'Oops something went wrong...'.
 */
export function formatServerError(body: unknown): string {
  if (body && typeof body === 'object') {
    const { error, message, errors } = body as Record<string, unknown>;
    if (typeof error === 'string' && error) return isErrorCode(error) ? titleCase(error) : error;
    if (typeof message === 'string' && message) return message;
    const fromErrors = firstErrorText(errors);
    if (fromErrors) return fromErrors;
  }
  return messages.somethingWentWrong;
}

/** Spec §8 for the login dialog: the server's `errors` field, shown in title case. */
export function formatLoginErrors(body: unknown): string {
  if (body && typeof body === 'object') {
    const { errors, error, message } = body as Record<string, unknown>;
    const text =
      firstErrorText(errors) ??
      (typeof error === 'string' ? error : undefined) ??
      (typeof message === 'string' ? message : undefined);
    if (text) return titleCase(text);
  }
  return messages.somethingWentWrong;
}
