import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CheckPaymentBody,
  ClientCardInput,
  PayInvoiceBody,
  PayPageInvoice,
  PaymentDetail,
  PaymentList,
  PaymentResponse,
  RefundPaymentBody,
  paymentMethods,
  paymentSorts,
  paymentStatuses,
} from '@employee-portal/core/billing/payments.schema';
import type { ClientListResponse } from '@employee-portal/core/clients/client.responses';
import type { CommercialCustomerListResponse } from '@employee-portal/core/commercial/commercial.responses';
import { recordQueryFn } from '../../../components/record-load-state/record-id.ts';
import { api } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';

export type { PayPageInvoice, PaymentDetail, PaymentResponse };
export type PaymentRow = PaymentList['data'][number];
export type ClientKind = 'residential' | 'commercial';

export interface PaymentFilters {
  search?: string;
  method?: (typeof paymentMethods)[number];
  status?: (typeof paymentStatuses)[number];
  from?: string;
  to?: string;
  sort: (typeof paymentSorts)[number];
}

export const paymentKeys = {
  all: ['payments'] as const,
  lists: () => [...paymentKeys.all, 'list'] as const,
  list: (query: object) => [...paymentKeys.lists(), query] as const,
  detail: (id: number | null) => [...paymentKeys.all, 'detail', id] as const,
  openInvoices: (kind: ClientKind, clientId: number | null) => [...paymentKeys.all, 'open', kind, clientId] as const,
  clients: (kind: ClientKind, search: string) => [...paymentKeys.all, 'clients', kind, search] as const,
  payLink: (token: string) => ['pay-link', token] as const,
};

export { newIdempotencyKey } from '../../../lib/idempotency-key.ts';

/** GET /api/payments: one page, filtered and sorted by the server, with the totals of every match. */
export const usePaymentList = (query: PaymentFilters & { page: number; per_page: number }) =>
  useQuery({
    queryKey: paymentKeys.list(query),
    queryFn: ({ signal }) => api.get<PaymentList>('/payments', { ...query }, signal),
    placeholderData: keepPreviousData,
  });

export const exportPaymentsCsv = (filters: PaymentFilters) =>
  downloadFile('/payments/export.csv', { ...filters }, 'payments.csv');

export const usePayment = (id: number | null) =>
  useQuery({
    queryKey: paymentKeys.detail(id),
    queryFn: recordQueryFn(id, (recordId, signal) =>
      api.get<PaymentDetail>(`/payments/${recordId}`, undefined, signal),
    ),
  });

/** POST /api/payments/:id/refunds, with the dialog opening's Idempotency-Key. */
export function useRefundPayment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: RefundPaymentBody; idempotencyKey: string }) =>
      api.post<PaymentDetail>(
        `/payments/${id}/refunds`,
        { ...body },
        { headers: { 'Idempotency-Key': idempotencyKey } },
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData(paymentKeys.detail(id), answer);
      void queryClient.invalidateQueries({ queryKey: paymentKeys.lists() });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: paymentKeys.detail(id) }),
  });
}

const checkPath = (kind: ClientKind) =>
  kind === 'residential' ? '/receive_check_payment' : '/receive_commercial_check_payment';

export interface OpenInvoices {
  client_name: string;
  credit_cents: number;
  data: { id: number; number: number; due_date: string; balance_cents: number }[];
}

export const useOpenInvoices = (kind: ClientKind, clientId: number | null) =>
  useQuery({
    queryKey: paymentKeys.openInvoices(kind, clientId),
    queryFn: ({ signal }) =>
      api.get<OpenInvoices>(
        `${checkPath(kind)}/open_invoices`,
        kind === 'residential' ? { client_id: clientId } : { commercial_customer_id: clientId },
        signal,
      ),
    enabled: clientId !== null,
    retry: false,
  });

export interface ClientChoice {
  id: number;
  name: string;
}

/** The clients matching what the office typed, residential or commercial. */
export const useClientChoices = (kind: ClientKind, search: string) =>
  useQuery({
    queryKey: paymentKeys.clients(kind, search),
    queryFn: async ({ signal }): Promise<ClientChoice[]> => {
      const query = { search: search || undefined, per_page: 10 };
      if (kind === 'residential') {
        const answer = await api.get<ClientListResponse>('/clients', query, signal);
        return answer.data.map((client) => ({ id: client.id, name: `${client.first_name} ${client.last_name}` }));
      }
      const answer = await api.get<CommercialCustomerListResponse>('/commercial/customers', query, signal);
      return answer.data.map((customer) => ({ id: customer.id, name: customer.company_name }));
    },
    placeholderData: keepPreviousData,
  });

export function useReceiveCheck(kind: ClientKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CheckPaymentBody; idempotencyKey: string }) =>
      api.post<PaymentResponse>(checkPath(kind), { ...body }, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}

/** GET /api/public/pay/:token: the invoice the e-mailed link opens. */
export const usePayLink = (token: string) =>
  useQuery({
    queryKey: paymentKeys.payLink(token),
    queryFn: ({ signal }) => api.get<PayPageInvoice>(`/public/pay/${encodeURIComponent(token)}`, undefined, signal),
    retry: false,
  });

export function usePayInvoice(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PayInvoiceBody; idempotencyKey: string }) =>
      api.post<{ status: 'paid'; amount_cents: number }>(
        `/public/pay/${encodeURIComponent(token)}`,
        { ...body },
        { headers: { 'Idempotency-Key': idempotencyKey } },
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: paymentKeys.payLink(token) }),
  });
}

export interface SavedCard {
  id: number;
  brand: string | null;
  last4: string | null;
  expiry: string | null;
  is_default: boolean;
  created_at: string;
}

const cardsPath = (kind: ClientKind, clientId: number) =>
  kind === 'residential' ? `/clients/${clientId}/cards` : `/commercial/customers/${clientId}/cards`;
const cardKeys = (kind: ClientKind, clientId: number) => [...paymentKeys.all, 'cards', kind, clientId] as const;

export const useSavedCards = (kind: ClientKind, clientId: number) =>
  useQuery({
    queryKey: cardKeys(kind, clientId),
    queryFn: ({ signal }) => api.get<{ data: SavedCard[] }>(cardsPath(kind, clientId), undefined, signal),
  });

export const useClientCardForm = () =>
  useQuery({
    queryKey: [...paymentKeys.all, 'card-form'],
    queryFn: ({ signal }) => api.get<PayPageInvoice['card_form']>('/client_card_form', undefined, signal),
    staleTime: 10 * 60_000,
  });

export function useCardChange(kind: ClientKind, clientId: number) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: cardKeys(kind, clientId) });
  return {
    add: useMutation({
      mutationFn: (card: ClientCardInput) => api.post<{ card: SavedCard }>(cardsPath(kind, clientId), { ...card }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (cardId: number) => api.delete<{ data: SavedCard[] }>(`${cardsPath(kind, clientId)}/${cardId}`),
      onSuccess: refresh,
    }),
  };
}

/** POST /api/invoices/:id/charge with the click-intent's Idempotency-Key. */
export function useChargeInvoice(invoiceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) =>
      api.post<PaymentResponse>(
        `/invoices/${invoiceId}/charge`,
        {},
        { headers: { 'Idempotency-Key': idempotencyKey } },
      ),
    onSettled: () => void queryClient.invalidateQueries(),
  });
}
