import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CommercialCustomerBody,
  CommercialLocationBody,
  CommercialSort,
  CommercialStatus,
  CreateCommercialCustomerBody,
} from '@employee-portal/core/commercial/commercial.schema';
import type {
  CommercialCreateResponse,
  CommercialCustomerListResponse,
  CommercialCustomerResponse,
  CommercialDeleteLocationResponse,
  CommercialLocationPageResponse,
  CommercialLocationsResponse,
  CommercialLocationWriteResponse,
} from '@employee-portal/core/commercial/commercial.responses';
import { recordQueryFn } from '../../../components/record-load-state/record-id.ts';
import { api } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { commercialKeys } from './commercial.keys.ts';

export interface CommercialFilters {
  search?: string;
  status?: CommercialStatus;
  tax_exempt?: boolean;
  sort: CommercialSort;
}

export type { CommercialLocationWriteResponse };

/** GET /api/commercial/customers: one page, searched, filtered and sorted by the server. */
export const useCommercialList = (query: CommercialFilters & { page: number; per_page: number }) =>
  useQuery({
    queryKey: commercialKeys.list(query),
    queryFn: ({ signal }) => api.get<CommercialCustomerListResponse>('/commercial/customers', { ...query }, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/commercial/customers/export.csv with the list's filters. */
export const exportCommercialCsv = (filters: CommercialFilters) =>
  downloadFile('/commercial/customers/export.csv', { ...filters }, 'commercial-clients.csv');

/** Spec §7 GET /commercial/customer. */
export const useCommercialCustomer = (id: number | null) =>
  useQuery({
    queryKey: commercialKeys.customer(id),
    queryFn: recordQueryFn(id, (recordId, signal) =>
      api.get<CommercialCustomerResponse>('/commercial/customer', { commercial_customer_id: recordId }, signal),
    ),
    select: (answer) => answer.commercial_customer,
  });

/** Spec §7 GET /commercial/location: the customer's locations. */
export const useCommercialLocations = (customerId: number) =>
  useQuery({
    queryKey: commercialKeys.locations(customerId),
    queryFn: ({ signal }) =>
      api.get<CommercialLocationsResponse>('/commercial/location', { commercial_customer_id: customerId }, signal),
    select: (answer) => answer.commercial_locations,
  });

/** Spec §7 GET /commercial/locations: every commercial location of the organization, searched and paged. */
export const useCommercialLocationPage = (query: { search?: string; page: number; per_page: number }) =>
  useQuery({
    queryKey: commercialKeys.locationPage(query),
    queryFn: ({ signal }) => api.get<CommercialLocationPageResponse>('/commercial/locations', { ...query }, signal),
    placeholderData: keepPreviousData,
  });

/** Every change answers with what now stands: the customer's queries and the lists refetch. */
function useCommercialChange<Variables, Answer>(call: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commercialKeys.all }),
  });
}

export const useCreateCommercialCustomer = () =>
  useCommercialChange((body: CreateCommercialCustomerBody) =>
    api.post<CommercialCreateResponse>('/commercial/customers', { ...body }, { idempotent: true }),
  );
export const useUpdateCommercialCustomer = (id: number) =>
  useCommercialChange((body: CommercialCustomerBody) =>
    api.put<CommercialCustomerResponse>(`/commercial/customers/${id}`, { ...body }),
  );
export const useChangeCommercialStatus = (id: number) =>
  useCommercialChange(({ action, reason }: { action: 'deactivate' | 'reactivate'; reason: string }) =>
    api.post<CommercialCustomerResponse>(`/commercial/customers/${id}/${action}`, { reason }),
  );
export const useAddCommercialLocation = (customerId: number) =>
  useCommercialChange((body: CommercialLocationBody) =>
    api.post<CommercialLocationWriteResponse>(`/commercial/customers/${customerId}/locations`, { ...body }),
  );
export const useUpdateCommercialLocation = () =>
  useCommercialChange(({ id, body }: { id: number; body: CommercialLocationBody }) =>
    api.put<CommercialLocationWriteResponse>(`/commercial/locations/${id}`, { ...body }),
  );
export const useDeleteCommercialLocation = () =>
  useCommercialChange((id: number) => api.delete<CommercialDeleteLocationResponse>(`/commercial/locations/${id}`));
