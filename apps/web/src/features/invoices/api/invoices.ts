import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateInvoiceBody,
  EditInvoiceBody,
  FinalizeInvoicesResponse,
  InvoiceKindName,
  InvoiceListResponse,
  InvoiceResponse,
  InvoiceShownStatus,
  InvoiceWire,
  invoiceSorts,
} from '@employee-portal/core/billing/invoices.schema';
import type { ClientListResponse, ClientRow } from '@employee-portal/core/clients/client.responses';
import { recordQueryFn } from '../../../components/record-load-state/record-id.ts';
import { api } from '../../../lib/api-client.ts';
import { invoiceKeys } from './invoices.keys.ts';

export type { InvoiceSummaryWire as InvoiceSummary } from '@employee-portal/core/billing/invoices.schema';
export type { ClientRow, InvoiceWire as Invoice };
export type InvoiceSort = (typeof invoiceSorts)[number];

export interface InvoiceFilters {
  kind: InvoiceKindName;
  search?: string;
  status?: InvoiceShownStatus;
  from?: string;
  to?: string;
  sort: InvoiceSort;
}

export interface InvoiceListQuery extends InvoiceFilters {
  page: number;
  per_page: number;
}

interface InvoiceActionResponse {
  invoice: InvoiceWire;
  message: string;
}

/** GET /api/invoices: one page of one kind, filtered and sorted by the server, with the filtered set's totals. */
export const useInvoiceList = (query: InvoiceListQuery) =>
  useQuery({
    queryKey: invoiceKeys.list(query),
    queryFn: ({ signal }) => api.get<InvoiceListResponse>('/invoices', { ...query }, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/invoices/:id: the invoice with its lines and the payments applied. */
export const useInvoice = (id: number | null) =>
  useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: recordQueryFn(id, (recordId, signal) =>
      api.get<InvoiceResponse>(`/invoices/${recordId}`, undefined, signal),
    ),
  });

/** Active clients matching what is typed, for the New Invoice picker. */
export const useInvoiceClientChoices = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: invoiceKeys.clientChoices(search),
    queryFn: ({ signal }) =>
      api.get<ClientListResponse>('/clients', { search: search || undefined, status: 'active', per_page: 10 }, signal),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
    enabled,
  });

function useInvoiceChange<Variables, Answer extends { invoice: InvoiceWire }>(
  id: number,
  call: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      queryClient.setQueryData(invoiceKeys.detail(id), { invoice: answer.invoice });
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() });
    },
    // A refusal (finalized meanwhile, a payment arrived) means the page may be stale: read it again.
    onError: () => void queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(id) }),
  });
}

/** POST /api/invoices: a one-time draft. */
export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvoiceBody) => api.post<InvoiceResponse>('/invoices', { ...body }, { idempotent: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
  });
}

/** POST /api/invoices/from_job: a one-time draft billing a completed one-time job. */
export function useCreateInvoiceFromJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: number) =>
      api.post<InvoiceResponse>('/invoices/from_job', { job_id: jobId }, { idempotent: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
  });
}

/** PUT /api/invoices/:id: a draft's lines, coupon, notes and due date. */
export const useEditInvoice = (id: number) =>
  useInvoiceChange(id, (body: EditInvoiceBody) => api.put<InvoiceResponse>(`/invoices/${id}`, { ...body }));

export const useFinalizeInvoice = (id: number) =>
  useInvoiceChange(id, () => api.post<InvoiceActionResponse>(`/invoices/${id}/finalize`, {}));

export const useEmailInvoice = (id: number) =>
  useInvoiceChange(id, () => api.post<InvoiceActionResponse>(`/invoices/${id}/email`, {}));

export const useVoidInvoice = (id: number) =>
  useInvoiceChange(id, (reason: string) => api.post<InvoiceActionResponse>(`/invoices/${id}/void`, { reason }));

/** POST /api/invoices/finalize_and_send: each chosen draft finalized and e-mailed on its own. */
export function useFinalizeAndSend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceIds: number[]) =>
      api.post<FinalizeInvoicesResponse>('/invoices/finalize_and_send', { invoice_ids: invoiceIds }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
