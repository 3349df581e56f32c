import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PlannerAssignBody,
  PlannerAssignResponse,
  PlannerOptionsBody,
  PlannerOptionsResponse,
} from '@employee-portal/core/routing/new-client-planner.schema';
import { api } from '../../../lib/api-client.ts';
import { invalidateJobs } from '../../jobs/index.ts';

/** A question, not a change: each 'Find best days' asks afresh, so it is a mutation the page keeps the answer of. */
export const usePlannerOptions = () =>
  useMutation({
    mutationFn: (body: PlannerOptionsBody) => api.post<PlannerOptionsResponse>('/new_client_planner/options', body),
  });

/** Assigning makes jobs: the unassigned list and every open view of jobs refresh. */
export function usePlannerAssign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlannerAssignBody) => api.post<PlannerAssignResponse>('/new_client_planner/assign', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['unassigned'] });
      void invalidateJobs(queryClient);
    },
  });
}
