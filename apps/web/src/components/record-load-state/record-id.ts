/**
 * Which record a page's path names, and what a failed load of it means. Ids are plain positive integers ('12'):
 * anything else ('abc', '0x1', '1e0', '01', '-1') names no record, so the page says so without asking the API.
 * The rule is core's, the same one the API applies to the id in its own paths.
 */
import { skipToken } from '@tanstack/react-query';
import { idFromText } from '@employee-portal/core/fields';
import { isApiError } from '../../lib/api-client.ts';

export const recordIdFromPath = (raw: string | undefined): number | null =>
  raw === undefined ? null : idFromText(raw);

/** A record query's function, skipped when the path names no record (the page shows not-found at once). */
export const recordQueryFn = <Answer>(id: number | null, load: (id: number, signal: AbortSignal) => Promise<Answer>) =>
  id === null ? skipToken : ({ signal }: { signal: AbortSignal }) => load(id, signal);

/**
 * The record is not there: 404 (missing, or another organization's), or a 422 refusing the id itself. Neither
 * changes on retry; a network failure or a 5xx might.
 */
export function isRecordMissing(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 404) return true;
  if (error.status !== 422 || typeof error.body !== 'object' || error.body === null || !('errors' in error.body))
    return false;
  const { errors } = error.body;
  return (
    typeof errors === 'object' &&
    errors !== null &&
    Object.keys(errors).some((field) => field === 'id' || field.endsWith('_id'))
  );
}

export type RecordLoad = 'loading' | 'not_found' | 'refused' | 'failed';

/**
 * What a record page shows while its record is not on screen: a spinner; not-found with a way back; another refusal
 * (403) as the server's sentence, an answer that a retry would only repeat; Retry only when the load failed
 * (network, 5xx).
 */
export function recordLoad(id: number | null, query: { isError: boolean; error: unknown }): RecordLoad {
  if (id === null) return 'not_found';
  if (!query.isError) return 'loading';
  if (isRecordMissing(query.error)) return 'not_found';
  return isApiError(query.error) && query.error.status < 500 ? 'refused' : 'failed';
}
