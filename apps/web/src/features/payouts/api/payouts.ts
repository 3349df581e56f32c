import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  PayoutListQuery,
  PayoutListResponse,
  PayoutShowResponse,
} from '@employee-portal/core/billing/payouts.schema';
import { api } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';

export type PayoutFilters = Omit<PayoutListQuery, 'page' | 'per_page'>;

export const payoutKeys = {
  all: ['payouts'] as const,
  list: (query: PayoutListQuery) => ['payouts', 'list', query] as const,
  one: (id: number | null) => ['payouts', 'one', id] as const,
};

/** GET /api/payouts: one page of the processor's payouts, with the filtered totals. */
export const usePayouts = (query: PayoutListQuery) =>
  useQuery({
    queryKey: payoutKeys.list(query),
    queryFn: ({ signal }) => api.get<PayoutListResponse>('/payouts', { ...query }, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/payouts/:id: one payout with the payments in it. */
export const usePayout = (id: number | null) =>
  useQuery({
    queryKey: payoutKeys.one(id),
    queryFn: ({ signal }) => api.get<PayoutShowResponse>(`/payouts/${id}`, {}, signal),
    enabled: id !== null,
  });

export const exportPayoutsCsv = (filters: PayoutFilters) =>
  downloadFile('/payouts/export.csv', { ...filters }, 'payouts.csv');
