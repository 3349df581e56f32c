import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@employee-portal/core';

export type FieldErrors = Record<string, string[]>;

/** An answer other than success that a service decides on; the error handler sends `body` as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${statusCode}`);
  }
}

export const unauthenticated = () => new HttpError(401, { message: messages.unauthenticated });
export const forbidden = (message = 'You do not have permission to do this.', error?: string) =>
  new HttpError(403, error ? { error, message } : { message });
export const notFound = (message = 'Not found.') => new HttpError(404, { message });
/** A business refusal: `{ error: 'snake_case_code', message }`, optionally with field errors for forms. */
export const refusal = (
  statusCode: number,
  error: string,
  message: string,
  errors?: FieldErrors,
  headers?: Record<string, string>,
) => new HttpError(statusCode, errors ? { error, message, errors } : { error, message }, headers);
export const validationFailed = (errors: FieldErrors) =>
  new HttpError(422, { message: Object.values(errors)[0]?.[0] ?? messages.notValid, errors });
export const tooManyAttempts = (retryAfterSeconds: number) =>
  refusal(429, 'too_many_attempts', `Too many attempts. Try again in ${retryAfterSeconds} seconds.`, undefined, {
    'retry-after': String(retryAfterSeconds),
  });

function fieldErrorsFromValidation(
  error: FastifyError & { validation: { instancePath: string; message?: string }[] },
  context: string,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || context;
    (errors[field] ??= []).push(issue.message ?? messages.notValid);
  }
  return errors;
}

const UNIQUE_VIOLATION = '23505';
// PostgreSQL text cannot hold a NUL character (22021) or characters its encoding lacks (22P05): such input is the
// client's mistake, so it gets a 400 rather than a 500 that pages an operator.
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);
// A number beyond its column (22003) or text that is no number (22P02) should have been refused by the route's
// schema; if one slips through it is still the client's input, so a 422 rather than a 500 (logged, to add the bound).
const UNREADABLE_NUMBER = new Set(['22003', '22P02']);
const postgresCode = (error: unknown): string | undefined => {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).headers(error.headers).send(error.body);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrorsFromValidation(error, error.validationContext ?? 'body');
      return reply.code(422).send({ message: Object.values(errors)[0]?.[0] ?? messages.notValid, errors });
    }
    if (postgresCode(error) === UNIQUE_VIOLATION)
      return reply.code(409).send({ message: 'This record already exists.' });
    if (UNSTORABLE_TEXT.has(postgresCode(error) ?? ''))
      return reply.code(400).send({ message: 'The request contains characters that are not allowed.' });
    if (UNREADABLE_NUMBER.has(postgresCode(error) ?? '')) {
      request.log.warn({ err: error }, 'a number outside its column reached the database');
      return reply.code(422).send({ message: messages.notValid, errors: {} });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ message: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Server Error', request_id: request.id });
  });
}
