import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkAreaListResponse, WorkAreaResponse } from '@employee-portal/core/clients/work-area.responses';
import type { MessageResponse } from '@employee-portal/core/responses';
import type { StaffMember } from '@employee-portal/core/staff/staff.schema';
import { recordQueryFn } from '../../../components/record-load-state/record-id.ts';
import { api } from '../../../lib/api-client.ts';
import { workAreaKeys } from './work-areas.keys.ts';

export interface WorkAreaListQuery {
  search?: string;
  page: number;
  per_page: number;
}

/** GET /api/work_areas: one page of the organization's work areas with zip counts and techs. */
export const useWorkAreaList = (query: WorkAreaListQuery) =>
  useQuery({
    queryKey: workAreaKeys.list(query),
    queryFn: ({ signal }) => api.get<WorkAreaListResponse>('/work_areas', { ...query }, signal),
    placeholderData: keepPreviousData,
  });

export const useWorkArea = (id: number | null) =>
  useQuery({
    queryKey: workAreaKeys.detail(id),
    queryFn: recordQueryFn(id, (recordId, signal) =>
      api.get<WorkAreaResponse>(`/work_areas/${recordId}`, undefined, signal),
    ),
    select: (answer) => answer.work_area,
  });

/** Active staff, the people a work area can be assigned to (the first 100 by name). */
export const useActiveStaff = () =>
  useQuery({
    queryKey: workAreaKeys.activeStaff(),
    queryFn: ({ signal }) =>
      api.get<{ data: StaffMember[] }>('/staff', { status: 'active', per_page: 100, sort: 'name' }, signal),
    select: (answer) => answer.data,
  });

/** Every change answers with the work area as it now stands: that answer replaces the cached one. */
function useWorkAreaChange<Variables>(call: (variables: Variables) => Promise<WorkAreaResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      queryClient.setQueryData(workAreaKeys.detail(answer.work_area.id), answer);
      void queryClient.invalidateQueries({ queryKey: workAreaKeys.lists() });
    },
  });
}

export const useCreateWorkArea = () =>
  useWorkAreaChange((name: string) => api.post<WorkAreaResponse>('/work_areas', { name }));
export const useRenameWorkArea = (id: number) =>
  useWorkAreaChange((name: string) => api.put<WorkAreaResponse>(`/work_areas/${id}`, { name }));
export const useAddZip = (id: number) =>
  useWorkAreaChange((zip: string) => api.post<WorkAreaResponse>(`/work_areas/${id}/zips`, { zip }));
export const useRemoveZip = (id: number) =>
  useWorkAreaChange((zip: string) => api.delete<WorkAreaResponse>(`/work_areas/${id}/zips/${encodeURIComponent(zip)}`));
export const useSetTechs = (id: number) =>
  useWorkAreaChange((userIds: number[]) => api.put<WorkAreaResponse>(`/work_areas/${id}/techs`, { user_ids: userIds }));

function withoutArea(page: WorkAreaListResponse, id: number): WorkAreaListResponse {
  const data = page.data.filter((row) => row.id !== id);
  return data.length === page.data.length
    ? page
    : { ...page, data, meta: { ...page.meta, total: page.meta.total - 1 } };
}

export function useDeleteWorkArea(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<MessageResponse>(`/work_areas/${id}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: workAreaKeys.detail(id) });
      // The page navigates to the list at once: its cached pages must not show the deleted area while they refetch.
      queryClient.setQueriesData<WorkAreaListResponse>(
        { queryKey: workAreaKeys.lists() },
        (page) => page && withoutArea(page, id),
      );
      void queryClient.invalidateQueries({ queryKey: workAreaKeys.lists() });
    },
  });
}
