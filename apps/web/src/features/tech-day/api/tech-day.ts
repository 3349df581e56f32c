import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FieldTechAppSettings } from '@employee-portal/core/jobs/scheduler-settings.schema';
import type { JobPhotoKind, JobPhotoWire } from '@employee-portal/core/jobs/job-photo.schema';
import type { MyRouteResponse } from '@employee-portal/core/jobs/tech-day.responses';
import { api } from '../../../lib/api-client.ts';
import { invalidateJobs, jobKeys } from '../../jobs/index.ts';
import { shiftKeys } from '../../shifts/index.ts';

/** Under 'jobs', so the live `jobs_changed` refresh reaches the tech's day too. */
const myRouteKey = [...jobKeys.all, 'my-route'] as const;
const settingsKey = ['field-tech-app-settings'] as const;

/** GET /api/my_route: the signed-in tech's stops today, as the organization lets techs see them. */
export const useMyRoute = () =>
  useQuery({
    queryKey: myRouteKey,
    queryFn: ({ signal }) => api.get<MyRouteResponse>('/my_route', undefined, signal),
  });

/** After any change to a stop: the day, every other view of jobs, and the shift (setting off may start one). */
export function useRefreshDay() {
  const queryClient = useQueryClient();
  return () => {
    void invalidateJobs(queryClient);
    void queryClient.invalidateQueries({ queryKey: shiftKeys.current() });
  };
}

export function useArrangeMyRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobIds: number[]) => api.put<MyRouteResponse>('/my_route', { job_ids: jobIds }),
    onSuccess: (answer) => {
      queryClient.setQueryData(myRouteKey, answer);
      void invalidateJobs(queryClient);
    },
  });
}

export function useUploadJobPhoto(jobId: number) {
  const refresh = useRefreshDay();
  return useMutation({
    mutationFn: (body: { kind: JobPhotoKind; image: string }) =>
      api.post<{ photo: JobPhotoWire }>(`/jobs/${jobId}/photos`, body),
    onSuccess: refresh,
  });
}

export function useRemoveJobPhoto(jobId: number) {
  const refresh = useRefreshDay();
  return useMutation({
    mutationFn: (photoId: number) => api.delete<void>(`/jobs/${jobId}/photos/${photoId}`),
    onSuccess: refresh,
  });
}

export const useFieldTechAppSettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) =>
      api.get<{ field_tech_app_settings: FieldTechAppSettings }>('/field_tech_app_settings', undefined, signal),
    select: (answer) => answer.field_tech_app_settings,
  });

export function useSaveFieldTechAppSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FieldTechAppSettings) =>
      api.put<{ field_tech_app_settings: FieldTechAppSettings }>('/field_tech_app_settings', { ...body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(settingsKey, answer);
      void invalidateJobs(queryClient);
    },
  });
}
