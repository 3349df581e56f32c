import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DateRange } from '@employee-portal/core/dashboard/time-range';
import type { DashboardWidgetKey } from '@employee-portal/core/dashboard/widgets';
import type { CohortsResponse, KpiResponse } from '@employee-portal/core/dashboard/kpi.responses';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from './dashboard.keys.ts';

/** GET /api/dashboard/kpis/:key for an inclusive range of the organization's calendar days. */
export const fetchDashboardKpi = (key: DashboardWidgetKey, range: DateRange, signal?: AbortSignal) =>
  api.get<KpiResponse>(`/dashboard/kpis/${key}`, { date_from: range.from, date_to: range.to }, signal);

export const useDashboardKpi = (key: DashboardWidgetKey, range: DateRange) =>
  useQuery({
    queryKey: dashboardKeys.kpi(key, range),
    queryFn: ({ signal }) => fetchDashboardKpi(key, range, signal),
  });

/** GET /api/kpi_reports/cohorts: each month's new clients followed 1, 3, 6 and 12 months on. */
export const useCohorts = (segment: CohortsResponse['segment'], range: DateRange) =>
  useQuery({
    queryKey: dashboardKeys.cohorts(segment, range),
    queryFn: ({ signal }) =>
      api.get<CohortsResponse>('/kpi_reports/cohorts', { segment, from: range.from, to: range.to }, signal),
    // Switching segment keeps the table in place instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
