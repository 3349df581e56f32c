import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  MismatchListResponse,
  mismatchFixResponseSchema,
} from '@employee-portal/core/accounting/quickbooks.schema';
import { api } from '../../../lib/api-client.ts';
import { quickbooksKeys } from './quickbooks-keys.ts';

type FixResponse = z.output<typeof mismatchFixResponseSchema>;

/** GET /api/quickbooks/mismatches: the last reconciliation's totals and findings. */
export const useMismatches = (enabled: boolean) =>
  useQuery({
    queryKey: quickbooksKeys.mismatches(),
    queryFn: ({ signal }) => api.get<MismatchListResponse>('/quickbooks/mismatches', undefined, signal),
    enabled,
  });

/** POST /api/quickbooks/reconcile: compares both sides now and answers the new findings. */
export const reconcileNow = () => api.post<MismatchListResponse>('/quickbooks/reconcile');

export function useReconcileNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reconcileNow,
    onSuccess: async (answer) => {
      queryClient.setQueryData(quickbooksKeys.mismatches(), answer);
      await queryClient.invalidateQueries({ queryKey: quickbooksKeys.status() });
    },
  });
}

/** POST /api/quickbooks/mismatches/:id/fix: ours is pushed again, or a payment only in QuickBooks is pulled. */
export const fixMismatch = (id: number) => api.post<FixResponse>(`/quickbooks/mismatches/${id}/fix`);

export function useFixMismatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fixMismatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quickbooksKeys.all }),
  });
}
