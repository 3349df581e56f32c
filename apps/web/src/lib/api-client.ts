/**
 * The one API client (spec §7, DESIGN §4): bearer token, XMLHttpRequest and client-version headers, the selected
 * organization on GET queries and JSON bodies, and the global 401 rule of spec §8.
 */
import { CLIENT_VERSION } from '@employee-portal/core/version';
import { messages } from '@employee-portal/core/messages/catalogue';
import { useSessionStore } from './session-store.ts';
import { newIdempotencyKey } from './idempotency-key.ts';

const API_BASE = '/api';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: Record<string, unknown>;
  /**
   * Overrides the session token for this one request (the pending two-factor token). Such a request never
   * touches the stored session, so a failed second step leaves no header state behind.
   */
  token?: string;
  signal?: AbortSignal;
  /** 'blob' reads a successful answer as a file (CSV exports need the bearer token, so a plain link cannot fetch them). */
  responseType?: 'json' | 'blob';
  /** Extra request headers, e.g. the `Idempotency-Key` of a money-moving request (DESIGN §3). */
  headers?: Record<string, string>;
  /**
   * A create (DESIGN §3): the request carries a fresh `Idempotency-Key` of its own, unless `headers` names one for
   * the whole intent.
   */
  idempotent?: boolean;
}

/** A failed call: `status` 0 means the server could not be reached; `body` is the parsed JSON answer, if any. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(
      typeof body === 'object' && body !== null && 'message' in body
        ? String(body.message)
        : `Request failed (${status})`,
    );
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

function buildUrl(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  // Spec §7: null values are dropped from GET queries rather than sent as the text "null".
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (!response.headers.get('content-type')?.includes('application/json')) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

const isUnauthenticated = (status: number, body: unknown) =>
  status === 401 &&
  typeof body === 'object' &&
  body !== null &&
  'message' in body &&
  body.message === messages.unauthenticated;

export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const session = useSessionStore.getState();
  const token = options.token ?? session.token ?? session.organization_token;
  const organizationId = session.organization_id;

  const headers: Record<string, string> = {
    ...(options.idempotent ? { 'Idempotency-Key': newIdempotencyKey() } : {}),
    ...options.headers,
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    'X-Client-Version': CLIENT_VERSION,
  };
  if (token) headers.Authorization = `Bearer ${token}`;

  const query =
    method === 'GET' && organizationId !== null
      ? { organization_id: organizationId, ...options.query }
      : { ...options.query };
  const init: RequestInit = { method, headers, signal: options.signal };
  if (method !== 'GET') {
    const payload = organizationId !== null ? { organization_id: organizationId, ...options.body } : options.body;
    if (payload) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(payload);
    }
  }

  const url = buildUrl(path, query);
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // A keyed write whose answer was lost may have been done: the same key again gets the first answer, not a twin.
    if (!headers['Idempotency-Key']) throw new ApiError(0, null);
    try {
      response = await fetch(url, init);
    } catch (retryError) {
      if (options.signal?.aborted) throw retryError;
      throw new ApiError(0, null);
    }
  }

  if (response.ok && options.responseType === 'blob') return (await response.blob()) as T;
  const data = await readBody(response);
  if (response.ok) return data as T;

  // Spec §8: a revoked or expired session logs out; the route guard then sends the visitor to /login. Only the
  // token still in use counts, so a late answer to an older session cannot sign out a newer one.
  const current = useSessionStore.getState();
  if (
    isUnauthenticated(response.status, data) &&
    options.token === undefined &&
    current.token !== null &&
    current.token === token
  ) {
    current.logout();
  }
  throw new ApiError(response.status, data);
}

export const api = {
  get: <T>(path: string, query?: Record<string, QueryValue>, signal?: AbortSignal) =>
    apiRequest<T>('GET', path, { query, signal }),
  post: <T>(path: string, body?: Record<string, unknown>, options: Omit<RequestOptions, 'body'> = {}) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: Record<string, unknown>, options: Omit<RequestOptions, 'body'> = {}) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, body?: Record<string, unknown>, options: Omit<RequestOptions, 'body'> = {}) =>
    apiRequest<T>('DELETE', path, { ...options, body }),
  /** A GET answered with a file, as a Blob. */
  blob: (path: string, query?: Record<string, QueryValue>) =>
    apiRequest<Blob>('GET', path, { query, responseType: 'blob' }),
};
