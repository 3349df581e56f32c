import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface DashboardSummary {
  active_residential: number;
  active_commercial: number;
  new_residential: number;
  new_commercial: number;
  staff_active: number;
}

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => ['dashboard', 'summary'] as const,
};

/** GET /api/dashboard/summary. */
export const fetchDashboardSummary = (signal?: AbortSignal) => api.get<{ summary: DashboardSummary }>('/dashboard/summary', undefined, signal);

export const dashboardSummaryQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.summary(),
    queryFn: ({ signal }) => fetchDashboardSummary(signal),
    select: (data) => data.summary,
  });

export const useDashboardSummary = () => useQuery(dashboardSummaryQueryOptions());
