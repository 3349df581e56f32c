import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssignUnassignedBody,
  UnassignedListQuery,
  UnassignedListResponse,
  UnassignedRecordResponse,
} from '@employee-portal/core/jobs/unassigned.schema';
import { recordQueryFn } from '../../../components/record-load-state/record-id.ts';
import { api } from '../../../lib/api-client.ts';
import { invalidateJobs } from '../../jobs/index.ts';

export type UnassignedFilters = Partial<Omit<UnassignedListQuery, 'page' | 'per_page'>>;

const unassignedKeys = {
  all: ['unassigned'] as const,
  list: (query: object) => ['unassigned', 'list', query] as const,
  detail: (id: number | null) => ['unassigned', 'detail', id] as const,
};

export const useUnassignedList = (query: UnassignedFilters & { page: number; per_page: number }) =>
  useQuery({
    queryKey: unassignedKeys.list(query),
    queryFn: ({ signal }) => api.get<UnassignedListResponse>('/unassigned', { ...query }, signal),
    placeholderData: keepPreviousData,
  });

export const useUnassigned = (id: number | null) =>
  useQuery({
    queryKey: unassignedKeys.detail(id),
    queryFn: recordQueryFn(id, (entryId, signal) =>
      api.get<UnassignedRecordResponse>(`/unassigned/${entryId}`, undefined, signal),
    ),
    select: (answer) => answer.unassigned,
  });

/** Assigning makes jobs: the list, this entry and every open view of jobs refresh. */
export function useAssignUnassigned(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignUnassignedBody) => api.put<UnassignedRecordResponse>(`/unassigned/${id}`, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(unassignedKeys.detail(id), answer);
      void queryClient.invalidateQueries({ queryKey: unassignedKeys.all, refetchType: 'none' });
      void invalidateJobs(queryClient);
    },
  });
}
