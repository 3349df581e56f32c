/** The dispatch board's reads and changes. Its keys live under 'jobs', so the live refresh of jobs reaches it too. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArrangeRouteBody } from '@employee-portal/core/jobs/job.schema';
import type { DispatchBoardResponse, TechDayResponse } from '@employee-portal/core/jobs/dispatch.responses';
import { api } from '../../../lib/api-client.ts';
import { invalidateJobs, jobKeys } from '../../jobs/index.ts';
import { arrangeBoard, type Drop } from '../board-arrangement.ts';

export const dispatchKeys = {
  board: (date: string) => [...jobKeys.all, 'board', date] as const,
  techDay: (userId: number, date: string) => [...jobKeys.all, 'tech-day', userId, date] as const,
};

export const useDispatchBoard = (date: string) =>
  useQuery({
    queryKey: dispatchKeys.board(date),
    queryFn: ({ signal }) => api.get<DispatchBoardResponse>('/dispatch_board', { date }, signal),
    placeholderData: keepPreviousData,
  });

export const useTechDay = (userId: number | null, date: string) =>
  useQuery({
    queryKey: dispatchKeys.techDay(userId ?? 0, date),
    queryFn: ({ signal }) => api.get<TechDayResponse>(`/dispatch_board/${userId}`, { date }, signal),
    enabled: userId !== null,
  });

type ArrangedDrop = ArrangeRouteBody & { drop: Drop };

/**
 * A drop: the board shows the new order at once, the server gets the target column's whole order and answers with the
 * board as it stands; a refusal puts the board back as it was.
 */
export function useArrangeRoute(date: string) {
  const queryClient = useQueryClient();
  const key = dispatchKeys.board(date);
  return useMutation({
    mutationFn: (variables: ArrangedDrop) =>
      api.put<DispatchBoardResponse>('/dispatch_board/route', {
        service_date: variables.service_date,
        assigned_user_id: variables.assigned_user_id,
        job_ids: variables.job_ids,
      }),
    onMutate: async (drop: ArrangedDrop) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<DispatchBoardResponse>(key);
      if (before) queryClient.setQueryData(key, arrangeBoard(before, drop.drop).board);
      return { before };
    },
    onError: (_error, _drop, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
    onSettled: () => invalidateJobs(queryClient),
  });
}

function useBulk<Body extends Record<string, unknown>>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.post<{ changed: number; message: string }>(`/dispatch_board/${path}`, { ...body }),
    onSettled: () => invalidateJobs(queryClient),
  });
}

export const useBulkSkip = () =>
  useBulk<{ job_ids: number[]; skip_reason_id: number; note: string; notify_client: boolean }>('bulk_skip');
export const useBulkReassign = () => useBulk<{ job_ids: number[]; assigned_user_id: number | null }>('bulk_reassign');
export const useBulkMove = () => useBulk<{ job_ids: number[]; service_date: string }>('bulk_move');
