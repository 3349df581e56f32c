import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangeRequestKind,
  ChangeRequestStatus,
  CreateChangeRequestInput,
} from '@employee-portal/core/clients/change-request.schema';
import type {
  ChangeRequestListResponse,
  ChangeRequestResponse,
} from '@employee-portal/core/clients/change-request.responses';
import type { ClientListResponse, ClientResponse, ClientRow } from '@employee-portal/core/clients/client.responses';
import { api } from '../../../lib/api-client.ts';
import { changeRequestKeys } from './change-requests.keys.ts';

export type ChangeRequestStatusFilter = ChangeRequestStatus | 'all';

export interface ChangeRequestListQuery {
  status: ChangeRequestStatusFilter;
  kind?: ChangeRequestKind;
  search?: string;
  page: number;
  per_page: number;
}

/** GET /api/change_requests: one page, newest first, filtered by the server. */
export const useChangeRequests = (query: ChangeRequestListQuery) =>
  useQuery({
    queryKey: changeRequestKeys.list(query),
    queryFn: ({ signal }) => api.get<ChangeRequestListResponse>('/change_requests', { ...query }, signal),
    placeholderData: keepPreviousData,
  });

/** A decision changes the list and, when approved, the client: both are read again. */
function useDecision<Variables>(call: (variables: Variables) => Promise<ChangeRequestResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: changeRequestKeys.all });
      // The clients feature keys everything under 'clients'; an approved change shows there at once.
      void queryClient.invalidateQueries({ queryKey: ['clients'] });
    },
  });
}

export const useApproveChangeRequest = () =>
  useDecision((id: number) => api.post<ChangeRequestResponse>(`/change_requests/${id}/approve`));
export const useDenyChangeRequest = () =>
  useDecision(({ id, reason }: { id: number; reason: string }) =>
    api.post<ChangeRequestResponse>(`/change_requests/${id}/deny`, { reason }),
  );

export type { ClientRow };

/** GET /api/clients?search=: the active clients matching what the office typed, for a phoned-in request. */
export const useClientChoices = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: changeRequestKeys.clientChoices(search),
    queryFn: ({ signal }) =>
      api.get<ClientListResponse>('/clients', { search: search || undefined, status: 'active', per_page: 10 }, signal),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /api/clients/:id: the chosen client's service locations. */
export const useClientLocations = (clientId: number | null) =>
  useQuery({
    queryKey: changeRequestKeys.clientLocations(clientId ?? 0),
    queryFn: ({ signal }) => api.get<ClientResponse>(`/clients/${clientId}`, undefined, signal),
    select: (answer) => answer.client.locations,
    enabled: clientId !== null,
  });

/** POST /api/client_portal/change_requests: the office logs a request the client phoned in. */
export const useLogChangeRequest = () =>
  useDecision((body: CreateChangeRequestInput) =>
    api.post<ChangeRequestResponse>('/client_portal/change_requests', { ...body }),
  );
