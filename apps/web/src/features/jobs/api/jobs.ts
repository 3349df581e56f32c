import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { JobListQuery, SkipJobBody, CompleteJobBody } from '@employee-portal/core/jobs/job.schema';
import type { JobResponse, JobsResponse, SkipReasonWire } from '@employee-portal/core/jobs/job.responses';
import { recordQueryFn } from '../../../components/record-load-state/record-id.ts';
import { api } from '../../../lib/api-client.ts';
import { jobKeys } from './jobs.keys.ts';

export type JobSpanQuery = Omit<JobListQuery, 'assigned_user_id'> & { assigned_user_id?: number | 'unassigned' };

/** GET /jobs: the jobs of a span of days (at most two months), filtered; a field tech gets only their own. */
export const useJobs = (query: JobSpanQuery | null) =>
  useQuery({
    queryKey: jobKeys.span(query ?? {}),
    queryFn: ({ signal }) => api.get<JobsResponse>('/jobs', { ...query }, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

export const useJob = (id: number | null) =>
  useQuery({
    queryKey: jobKeys.detail(id),
    queryFn: recordQueryFn(id, (jobId, signal) => api.get<JobResponse>(`/jobs/${jobId}`, undefined, signal)),
    select: (answer) => answer.job,
  });

export const useSkipReasons = () =>
  useQuery({
    queryKey: jobKeys.skipReasons(),
    queryFn: ({ signal }) => api.get<{ skip_reasons: SkipReasonWire[] }>('/skip_reasons', undefined, signal),
    select: (answer) => answer.skip_reasons,
    staleTime: 60_000,
  });

/** Every open view of jobs refetches: after a change here, or when the live hub says another tab changed some. */
export const invalidateJobs = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: jobKeys.all });

/** A change to one job answers with the job as it now stands; every span refetches. */
function useJobChange<Variables>(call: (variables: Variables) => Promise<JobResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      queryClient.setQueryData(jobKeys.detail(answer.job.id), answer);
      void queryClient.invalidateQueries({ queryKey: jobKeys.spans() });
    },
  });
}

export const useReassignJob = (id: number) =>
  useJobChange((assigned_user_id: number | null) => api.put<JobResponse>(`/jobs/${id}/assignee`, { assigned_user_id }));

export const useMoveJob = (id: number) =>
  useJobChange((service_date: string) => api.put<JobResponse>(`/jobs/${id}/date`, { service_date }));

export const useJobNotes = (id: number) =>
  useJobChange((office_notes: string) => api.put<JobResponse>(`/jobs/${id}/notes`, { office_notes }));

export const useReCleanJob = (id: number) =>
  useJobChange((body: { service_date: string; assigned_user_id: number | null }) =>
    api.post<JobResponse>(`/jobs/${id}/re_clean`, body, { idempotent: true }),
  );

export const useAdvanceJob = (id: number) =>
  useJobChange((status: 'on_the_way' | 'in_progress') => api.post<JobResponse>(`/jobs/${id}/status`, { status }));

export const useCompleteJob = (id: number) =>
  useJobChange((body: CompleteJobBody) => api.post<JobResponse>(`/jobs/${id}/complete`, { ...body }));

export const useSkipJob = (id: number) =>
  useJobChange((body: SkipJobBody) => api.post<JobResponse>(`/jobs/${id}/skip`, { ...body }));
