import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateClientBody } from '@employee-portal/core/clients/client.schema';
import type { LeadSort, LeadStatus, LeadStatusChangeBody } from '@employee-portal/core/clients/lead.schema';
import type {
  LeadConversionResponse,
  LeadDetailResponse,
  LeadListResponse,
  LeadPrefill,
} from '@employee-portal/core/clients/lead.responses';
import type { ServiceArea } from '@employee-portal/core/clients/client.responses';
import { recordQueryFn } from '../../../components/record-load-state/record-id.ts';
import { api } from '../../../lib/api-client.ts';
import { leadKeys } from './leads.keys.ts';

export interface LeadListQuery {
  page: number;
  per_page: number;
  search?: string;
  status?: LeadStatus;
  out_of_area?: boolean;
  sort: LeadSort;
}

/** GET /api/leads: one page of leads, filtered and sorted by the server. */
export const useLeadList = (query: LeadListQuery) =>
  useQuery({
    queryKey: leadKeys.list(query),
    queryFn: ({ signal }) => api.get<LeadListResponse>('/leads', { ...query }, signal),
    placeholderData: keepPreviousData,
  });

export const useLead = (id: number | null) =>
  useQuery({
    queryKey: leadKeys.detail(id),
    queryFn: recordQueryFn(id, (recordId, signal) =>
      api.get<LeadDetailResponse>(`/leads/${recordId}`, undefined, signal),
    ),
    select: (answer) => answer.lead,
  });

/**
 * The client form filled from the lead, fetched fresh each time the conversion dialog mounts and never refetched
 * while it is open: a refetch would replace what the office is typing.
 */
export const useLeadPrefill = (id: number) =>
  useQuery({
    queryKey: leadKeys.prefill(id),
    queryFn: ({ signal }) => api.get<LeadPrefill>(`/leads/${id}/prefill`, undefined, signal),
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/**
 * GET /api/service_area for the zip typed in the conversion form: whether a work area serves it. Errors (a member
 * without the clients permission) only mean no warning is shown; the server warns again after saving.
 */
export const useZipServed = (zip: string) =>
  useQuery({
    queryKey: leadKeys.serviceArea(zip),
    queryFn: ({ signal }) => api.get<ServiceArea>('/service_area', { zip }, signal),
    select: (answer) => answer.served,
    enabled: /^\d{5}$/.test(zip),
    retry: false,
    staleTime: 60_000,
  });

export function useLeadStatusChange(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeadStatusChangeBody) => api.put<LeadDetailResponse>(`/leads/${id}/status`, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(leadKeys.detail(id), answer);
      void queryClient.invalidateQueries({ queryKey: leadKeys.lists() });
    },
  });
}

export function useConvertLead(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateClientBody) =>
      api.post<LeadConversionResponse>(`/leads/${id}/convert`, body, { idempotent: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
}
