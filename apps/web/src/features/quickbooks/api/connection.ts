import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  QuickbooksOauthReturnBody,
  QuickbooksSyncFromBody,
  quickbooksConnectResponseSchema,
  quickbooksStatusResponseSchema,
  quickbooksSyncResponseSchema,
} from '@employee-portal/core/accounting/quickbooks.schema';
import { api } from '../../../lib/api-client.ts';
import { quickbooksKeys } from './quickbooks-keys.ts';

type StatusResponse = z.output<typeof quickbooksStatusResponseSchema>;
type ConnectResponse = z.output<typeof quickbooksConnectResponseSchema>;
type SyncResponse = z.output<typeof quickbooksSyncResponseSchema>;

/** GET /api/quickbooks: the connection and the counts the settings page shows at the top. */
export const fetchQuickbooksStatus = (signal?: AbortSignal) =>
  api.get<StatusResponse>('/quickbooks', undefined, signal);

export const useQuickbooksStatus = () =>
  useQuery({
    queryKey: quickbooksKeys.status(),
    queryFn: ({ signal }) => fetchQuickbooksStatus(signal),
    select: (answer) => answer.quickbooks,
  });

/** POST /api/quickbooks/connect: Intuit's consent page, where the browser goes next. */
const startQuickbooksConnection = () => api.post<ConnectResponse>('/quickbooks/connect');

/** Intuit's consent is its own site; it sends the browser back to /quick_books_oauth. */
export async function connectToQuickbooks() {
  const { authorize_url } = await startQuickbooksConnection();
  window.location.assign(authorize_url);
}

export const useConnectQuickbooks = () => useMutation({ mutationFn: connectToQuickbooks });

/** DELETE /api/quickbooks: revokes the tokens at Intuit; answers the (now disconnected) status. */
export const disconnectQuickbooks = () => api.delete<StatusResponse>('/quickbooks');

export function useDisconnectQuickbooks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectQuickbooks,
    onSuccess: async (answer) => {
      queryClient.setQueryData(quickbooksKeys.status(), answer);
      await queryClient.invalidateQueries({ queryKey: quickbooksKeys.all });
    },
  });
}

/** PUT /api/quickbooks/sync_from: moved earlier, what it newly covers is queued. Answers the status. */
export const changeQuickbooksSyncFrom = (body: QuickbooksSyncFromBody) =>
  api.put<StatusResponse>('/quickbooks/sync_from', { ...body });

export function useChangeQuickbooksSyncFrom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeQuickbooksSyncFrom,
    onSuccess: (answer) => queryClient.setQueryData(quickbooksKeys.status(), answer),
  });
}

/** POST /api/quickbooks/sync: queues everything not yet in QuickBooks or changed since. */
export const syncQuickbooks = () => api.post<SyncResponse>('/quickbooks/sync');

export function useSyncQuickbooks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncQuickbooks,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quickbooksKeys.status() }),
        queryClient.invalidateQueries({ queryKey: quickbooksKeys.syncLog() }),
      ]),
  });
}

/**
 * Intuit's state is single-use: a second POST of the same answer would be refused and show an error over a
 * connection that worked. React's strict mode runs the page's effect twice, so both runs share the first request.
 */
const exchanges = new Map<string, Promise<unknown>>();

/** POST /api/quickbooks/oauth_return once per state, however often it is asked for. */
export function finishQuickbooksConnection(body: QuickbooksOauthReturnBody): Promise<unknown> {
  const started = exchanges.get(body.state);
  if (started) return started;
  const exchange = api.post<unknown>('/quickbooks/oauth_return', { ...body });
  exchanges.set(body.state, exchange);
  return exchange;
}
