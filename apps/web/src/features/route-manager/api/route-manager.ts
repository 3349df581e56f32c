/**
 * The route manager's reads and changes. The day's key lives under 'jobs', so the live refresh of jobs (another
 * dispatcher, a tech finishing a stop) reaches it too.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OptimizeRouteBody, OptimizedRoute } from '@employee-portal/core/routing/route-optimize.schema';
import type {
  OptimizeAllResponse,
  RouteManagerDayResponse,
  SaveRouteBody,
  SaveRoutesBody,
} from '@employee-portal/core/routing/route-manager.schema';
import { api } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { invalidateJobs, jobKeys } from '../../jobs/index.ts';

export const routeManagerKeys = {
  day: (date: string) => [...jobKeys.all, 'route-manager', date] as const,
};

export const useRouteManagerDay = (date: string) =>
  useQuery({
    queryKey: routeManagerKeys.day(date),
    queryFn: ({ signal }) => api.get<RouteManagerDayResponse>('/route_manager', { date }, signal),
    placeholderData: keepPreviousData,
  });

/** The optimise call: the best order with pinned stops kept, or, with every stop pinned, an order measured. */
export const useOptimizeRoute = () =>
  useMutation({
    mutationFn: (body: OptimizeRouteBody) => api.post<OptimizedRoute>('/route_manager/optimize', { ...body }),
  });

function useSaveDay<Body extends { service_date: string }>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.put<RouteManagerDayResponse>(path, { ...body }),
    onSuccess: (answer) => queryClient.setQueryData(routeManagerKeys.day(answer.service_date), answer),
    onSettled: () => invalidateJobs(queryClient),
  });
}

export const useSaveRoute = () => useSaveDay<SaveRouteBody>('/route_manager/route');
export const useSaveRoutes = () => useSaveDay<SaveRoutesBody>('/route_manager/routes');

export const useOptimizeAll = () =>
  useMutation({
    mutationFn: (serviceDate: string) =>
      api.post<OptimizeAllResponse>('/route_manager/optimize_all', { service_date: serviceDate }),
  });

export const downloadRouteSheet = (date: string, userId: number, techName: string) =>
  downloadFile(
    '/route_manager/route_sheet',
    { date, user_id: userId },
    `route-sheet-${date}-${techName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`,
  );
