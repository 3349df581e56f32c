import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  acceptSuggestionsResponseSchema,
  CustomerMatchBody,
  CustomerMatchListResponse,
  quickbooksCustomerSearchResponseSchema,
  quickbooksStatusResponseSchema,
} from '@employee-portal/core/accounting/quickbooks.schema';
import { api } from '../../../lib/api-client.ts';
import { quickbooksKeys, type CustomerMatchListParams } from './quickbooks-keys.ts';

type CustomerSearchResponse = z.output<typeof quickbooksCustomerSearchResponseSchema>;
type AcceptSuggestionsResponse = z.output<typeof acceptSuggestionsResponseSchema>;
type StatusResponse = z.output<typeof quickbooksStatusResponseSchema>;

/** GET /api/quickbooks/customer_matches: one page of our clients beside their QuickBooks customer, and the counts. */
export const fetchCustomerMatches = (params: CustomerMatchListParams, signal?: AbortSignal) =>
  api.get<CustomerMatchListResponse>('/quickbooks/customer_matches', { ...params }, signal);

export const useCustomerMatches = (params: CustomerMatchListParams, enabled: boolean) =>
  useQuery({
    queryKey: quickbooksKeys.customerMatchList(params),
    queryFn: ({ signal }) => fetchCustomerMatches(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /api/quickbooks/customers?search=: QuickBooks customers to link by hand (at most 50). */
export const searchQuickbooksCustomers = (search: string, signal?: AbortSignal) =>
  api.get<CustomerSearchResponse>('/quickbooks/customers', { search: search || undefined }, signal);

export const useQuickbooksCustomerSearch = (search: string) =>
  useQuery({
    queryKey: quickbooksKeys.customerSearch(search),
    queryFn: ({ signal }) => searchQuickbooksCustomers(search, signal),
    placeholderData: keepPreviousData,
  });

/** A match changes the list, its counts and whether the first sync may run. */
const useRefreshMatching = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: quickbooksKeys.customerMatches() }),
      queryClient.invalidateQueries({ queryKey: quickbooksKeys.status() }),
    ]);
};

/** PUT /api/quickbooks/customer_matches/:client_id: link, create new, or undo (both empty). */
export const saveCustomerMatch = (clientId: number, body: CustomerMatchBody) =>
  api.put<unknown>(`/quickbooks/customer_matches/${clientId}`, { ...body });

export function useSaveCustomerMatch() {
  const refresh = useRefreshMatching();
  return useMutation({
    mutationFn: ({ clientId, body }: { clientId: number; body: CustomerMatchBody }) =>
      saveCustomerMatch(clientId, body),
    onSuccess: refresh,
  });
}

/** POST /api/quickbooks/customer_matches/accept_suggestions: links every suggestion at once. */
export const acceptSuggestions = () =>
  api.post<AcceptSuggestionsResponse>('/quickbooks/customer_matches/accept_suggestions');

export function useAcceptSuggestions() {
  const refresh = useRefreshMatching();
  return useMutation({
    mutationFn: acceptSuggestions,
    onSuccess: refresh,
  });
}

/** POST /api/quickbooks/customer_matches/complete: every client still unmatched is created new at the first sync. */
export const finishMatching = () => api.post<StatusResponse>('/quickbooks/customer_matches/complete');

export function useFinishMatching() {
  const refresh = useRefreshMatching();
  return useMutation({
    mutationFn: finishMatching,
    onSuccess: refresh,
  });
}
