import type { UseQueryResult } from '@tanstack/react-query';
import { serverMessage } from '../../lib/api-errors.ts';

/** The one place that decides how a list query's state (DESIGN §4 page answer) shows in a DataTable: spread it as its rows, total, loading and error. */
export function pageQueryProps<T>(query: UseQueryResult<{ data: T[]; meta: { total: number } }, unknown>) {
  return {
    rows: query.data?.data,
    total: query.data?.meta.total ?? 0,
    loading: query.isPending,
    error: query.isError ? { text: serverMessage(query.error), retry: () => void query.refetch() } : null,
  };
}
