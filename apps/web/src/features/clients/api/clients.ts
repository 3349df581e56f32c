import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClientContactBody,
  ClientLocationBody,
  ClientSort,
  ClientStatus,
  CreateClientBody,
} from '@employee-portal/core/clients/client.schema';
import type {
  ClientActivityListResponse,
  ClientListResponse,
  ClientLocationResponse,
  ClientNoteListResponse,
  ClientNoteResponse,
  ClientResponse,
  CreateClientResponse,
  DormantClientListResponse,
  HouseholdListResponse,
  LinkCandidateListResponse,
  ServiceArea,
  WinBackResponse,
} from '@employee-portal/core/clients/client.responses';
import type { WorkAreaListResponse } from '@employee-portal/core/clients/work-area.responses';
import { recordQueryFn } from '../../../components/record-load-state/record-id.ts';
import { api } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { clientKeys } from './clients.keys.ts';

export interface ClientFilters {
  search?: string;
  status?: ClientStatus;
  work_area_id?: number;
  service_plan_id?: number;
  tax_exempt?: boolean;
  open_balance?: boolean;
  sort: ClientSort;
}

/** One of the active residential plans GET /api/subscriptions/options offers (only what the filter needs). */
interface ServicePlanOption {
  id: number;
  name: string;
}

/** GET /api/clients: one page, searched, filtered and sorted by the server. */
export const useClientList = (query: ClientFilters & { page: number; per_page: number }) =>
  useQuery({
    queryKey: clientKeys.list(query),
    queryFn: ({ signal }) => api.get<ClientListResponse>('/clients', { ...query }, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/clients/export.csv: every client the filters match. */
export const exportClientsCsv = (filters: ClientFilters) =>
  downloadFile('/clients/export.csv', { ...filters }, 'clients.csv');

/** GET /api/work_areas: the work areas offered by the list's filter. */
export const useWorkAreaOptions = () =>
  useQuery({
    queryKey: clientKeys.workAreas(),
    queryFn: ({ signal }) => api.get<WorkAreaListResponse>('/work_areas', { per_page: 100 }, signal),
    select: (answer) => answer.data,
    retry: false,
  });

/** GET /api/subscriptions/options?kind=residential: the active residential plans offered by the list's filter. */
export const useServicePlanOptions = () =>
  useQuery({
    queryKey: clientKeys.servicePlans(),
    queryFn: ({ signal }) =>
      api.get<{ service_plans: ServicePlanOption[] }>('/subscriptions/options', { kind: 'residential' }, signal),
    select: (answer) => answer.service_plans,
    retry: false,
  });

export const useClient = (id: number | null) =>
  useQuery({
    queryKey: clientKeys.detail(id),
    queryFn: recordQueryFn(id, (recordId, signal) =>
      api.get<ClientResponse>(`/clients/${recordId}`, undefined, signal),
    ),
    select: (answer) => answer.client,
  });

/** GET /api/service_area?zip=: whether the organization serves a zip, and the place it names. */
export const fetchServiceArea = (zip: string, signal?: AbortSignal) =>
  api.get<ServiceArea>('/service_area', { zip }, signal);

/** Every client write answers with the client as it now stands: that answer replaces the cached one. */
function useClientChange<Variables, Answer extends ClientResponse>(call: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      queryClient.setQueryData(clientKeys.detail(answer.client.id), { client: answer.client });
      void queryClient.invalidateQueries({
        queryKey: clientKeys.detail(answer.client.id),
        predicate: (query) => query.queryKey.length > 3,
      });
      void queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ['clients', 'dormant'] });
      void queryClient.invalidateQueries({ queryKey: ['clients', 'link_candidates'] });
      void queryClient.invalidateQueries({ queryKey: ['clients', 'households'] });
    },
  });
}

export const useCreateClient = () =>
  useClientChange((body: CreateClientBody) =>
    api.post<CreateClientResponse>('/clients', { ...body }, { idempotent: true }),
  );
export const useUpdateContact = (id: number) =>
  useClientChange((body: ClientContactBody) => api.put<ClientResponse>(`/clients/${id}`, { ...body }));
export const useAddLocation = (id: number) =>
  useClientChange((body: ClientLocationBody) =>
    api.post<ClientLocationResponse>(`/clients/${id}/locations`, { ...body }),
  );
export const useUpdateLocation = (id: number) =>
  useClientChange(({ locationId, body }: { locationId: number; body: ClientLocationBody }) =>
    api.put<ClientLocationResponse>(`/clients/${id}/locations/${locationId}`, { ...body }),
  );
export const useDeleteLocation = (id: number) =>
  useClientChange((locationId: number) => api.delete<ClientResponse>(`/clients/${id}/locations/${locationId}`));
export const useSetClientStatus = (id: number) =>
  useClientChange(({ active, reason }: { active: boolean; reason: string }) =>
    api.post<ClientResponse>(`/clients/${id}/${active ? 'reactivate' : 'deactivate'}`, { reason }),
  );

export const useClientNotes = (id: number, page: number) =>
  useQuery({
    queryKey: clientKeys.notes(id, page),
    queryFn: ({ signal }) => api.get<ClientNoteListResponse>(`/clients/${id}/notes`, { page, per_page: 20 }, signal),
    placeholderData: keepPreviousData,
  });

export function useAddNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post<ClientNoteResponse>(`/clients/${id}/notes`, { body }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: clientKeys.detail(id),
        predicate: (query) => query.queryKey.length > 3,
      }),
  });
}

export const useClientActivity = (id: number, page: number) =>
  useQuery({
    queryKey: clientKeys.activity(id, page),
    queryFn: ({ signal }) =>
      api.get<ClientActivityListResponse>(`/clients/${id}/activity`, { page, per_page: 20 }, signal),
    placeholderData: keepPreviousData,
  });

export interface DormantQuery {
  inactive_for_days: number;
  search?: string;
  page: number;
  per_page: number;
}

export const useDormantClients = (query: DormantQuery) =>
  useQuery({
    queryKey: clientKeys.dormant(query),
    queryFn: ({ signal }) => api.get<DormantClientListResponse>('/dormant_clients', { ...query }, signal),
    placeholderData: keepPreviousData,
  });

export type WinBackBody = { action: 'reactivate' } | { action: 'message'; channel: 'email' | 'sms'; message: string };

export const useWinBack = () =>
  useClientChange(({ id, body }: { id: number; body: WinBackBody }) =>
    api.post<WinBackResponse>(`/dormant_clients/${id}/win_back`, { ...body }),
  );

export const useLinkCandidates = (page: number) =>
  useQuery({
    queryKey: clientKeys.candidates(page),
    queryFn: ({ signal }) =>
      api.get<LinkCandidateListResponse>('/link_clients/candidates', { page, per_page: 20 }, signal),
    placeholderData: keepPreviousData,
  });

export const useHouseholds = (query: { page: number; search?: string }) =>
  useQuery({
    queryKey: clientKeys.households(query),
    queryFn: ({ signal }) =>
      api.get<HouseholdListResponse>('/link_clients/households', { ...query, per_page: 20 }, signal),
    placeholderData: keepPreviousData,
  });

export const useLinkClient = () =>
  useClientChange(({ id, payerId }: { id: number; payerId: number }) =>
    api.post<ClientResponse>(`/clients/${id}/link`, { billing_client_id: payerId }),
  );
export const useUnlinkClient = () => useClientChange((id: number) => api.post<ClientResponse>(`/clients/${id}/unlink`));
