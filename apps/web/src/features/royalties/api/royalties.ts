import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RoyaltyHistoryResponse,
  RoyaltyInvoiceResponse,
  RoyaltyPaymentResponse,
  RoyaltyRollupResponse,
} from '@employee-portal/core/royalties/royalties.responses';
import type { RoyaltyHistoryQuery } from '@employee-portal/core/royalties/royalties.schema';
import { api } from '../../../lib/api-client.ts';

export const royaltyKeys = {
  all: ['royalties'] as const,
  history: (query: RoyaltyHistoryQuery) => ['royalties', 'history', query] as const,
  rollup: ['royalties', 'rollup'] as const,
  invoice: (id: number | null) => ['royalties', 'invoice', id] as const,
  payment: (id: number | null) => ['royalties', 'payment', id] as const,
};

/** GET /api/royalty_payments: one page of the member's royalty invoices, its payments and the balance due. */
export const useRoyaltyHistory = (query: RoyaltyHistoryQuery) =>
  useQuery({
    queryKey: royaltyKeys.history(query),
    queryFn: ({ signal }) => api.get<RoyaltyHistoryResponse>('/royalty_payments', { ...query }, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/royalty_payments/rollup: the franchisor's members by month. */
export const useRoyaltyRollup = (enabled: boolean) =>
  useQuery({
    queryKey: royaltyKeys.rollup,
    queryFn: ({ signal }) => api.get<RoyaltyRollupResponse>('/royalty_payments/rollup', {}, signal),
    enabled,
  });

export const useRoyaltyInvoice = (id: number | null) =>
  useQuery({
    queryKey: royaltyKeys.invoice(id),
    queryFn: ({ signal }) => api.get<RoyaltyInvoiceResponse>(`/royalty_invoices/${id}`, {}, signal),
    enabled: id !== null,
  });

export const useRoyaltyPayment = (id: number | null) =>
  useQuery({
    queryKey: royaltyKeys.payment(id),
    queryFn: ({ signal }) => api.get<RoyaltyPaymentResponse>(`/royalty_payments/${id}`, {}, signal),
    enabled: id !== null,
  });

/** POST /api/royalty_invoices/:id/pay with the click's key: a double click or a retry charges once. */
export function usePayRoyaltyInvoice(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) =>
      api.post<RoyaltyPaymentResponse>(`/royalty_invoices/${id}/pay`, { idempotency_key: idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: royaltyKeys.all }),
  });
}

/** POST /api/royalty_invoices/generate: the franchisor makes an ended month's invoices now. */
export function useGenerateRoyaltyInvoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (month: string) =>
      api.post<{ month: string; created: number }>('/royalty_invoices/generate', { month }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: royaltyKeys.all }),
  });
}

/** A fresh key per click-intent; crypto.randomUUID exists only on https and localhost, so fall back to random bytes. */
export function newRoyaltyPaymentKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
