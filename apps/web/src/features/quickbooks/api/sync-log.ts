import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  quickbooksSyncResponseSchema,
  syncLogListResponseSchema,
} from '@employee-portal/core/accounting/quickbooks.schema';
import { api } from '../../../lib/api-client.ts';
import { quickbooksKeys, type SyncLogListParams } from './quickbooks-keys.ts';

type SyncLogListResponse = z.output<typeof syncLogListResponseSchema>;
type RetryResponse = z.output<typeof quickbooksSyncResponseSchema>;

/** GET /api/quickbooks/sync_log: every call to QuickBooks and every change that came back, newest first. */
export const fetchSyncLog = (params: SyncLogListParams, signal?: AbortSignal) =>
  api.get<SyncLogListResponse>('/quickbooks/sync_log', { ...params }, signal);

export const useSyncLog = (params: SyncLogListParams) =>
  useQuery({
    queryKey: quickbooksKeys.syncLogList(params),
    queryFn: ({ signal }) => fetchSyncLog(params, signal),
    placeholderData: keepPreviousData,
  });

/** POST /api/quickbooks/sync_log/:id/retry: a failed change goes back in the queue. */
export const retrySyncEntry = (id: number) => api.post<RetryResponse>(`/quickbooks/sync_log/${id}/retry`);

export function useRetrySyncEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retrySyncEntry,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quickbooksKeys.syncLog() }),
        queryClient.invalidateQueries({ queryKey: quickbooksKeys.status() }),
      ]),
  });
}
