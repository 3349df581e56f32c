import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SchedulerSettingsBody } from '@employee-portal/core/jobs/scheduler-settings.schema';
import type { SkipReasonBody } from '@employee-portal/core/jobs/job.schema';
import type { RouteAddressBody, SchedulerPageResponse } from '@employee-portal/core/jobs/scheduler-page.schema';
import type { MessageResponse } from '@employee-portal/core/responses';
import { api } from '../../../lib/api-client.ts';
import { jobKeys } from '../../jobs/index.ts';

const schedulerKeys = { page: ['scheduler-settings'] as const };

/** GET /api/scheduler_settings: the settings, every skip reason and each field tech's route addresses. */
export const useSchedulerPage = () =>
  useQuery({
    queryKey: schedulerKeys.page,
    queryFn: ({ signal }) => api.get<SchedulerPageResponse>('/scheduler_settings', undefined, signal),
  });

export function useSaveSchedulerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SchedulerSettingsBody) => api.put<SchedulerPageResponse>('/scheduler_settings', { ...body }),
    onSuccess: (answer) => queryClient.setQueryData(schedulerKeys.page, answer),
  });
}

export function useSaveRouteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: RouteAddressBody }) =>
      api.put(`/scheduler_settings/route_addresses/${userId}`, { ...body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schedulerKeys.page }),
  });
}

/** The skip dialogs of the schedule and the board offer the active reasons: they refetch too. */
const refreshReasons = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: schedulerKeys.page }),
    queryClient.invalidateQueries({ queryKey: jobKeys.skipReasons() }),
  ]);

/** POST (no id) or PUT (id) /api/skip_reasons. */
export function useSaveSkipReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SkipReasonBody }) =>
      id === null ? api.post('/skip_reasons', { ...body }) : api.put(`/skip_reasons/${id}`, { ...body }),
    onSuccess: () => refreshReasons(queryClient),
  });
}

/** DELETE /api/skip_reasons/:id; refused (409 skip_reason_in_use) once a job names the reason. */
export function useDeleteSkipReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`/skip_reasons/${id}`),
    onSuccess: () => refreshReasons(queryClient),
  });
}
