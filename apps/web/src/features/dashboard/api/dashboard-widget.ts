import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DateRange } from '@employee-portal/core/dashboard/time-range';
import type { BuiltDashboardWidgetKey } from '@employee-portal/core/dashboard/widgets';
import type { DashboardWidgetResponse } from '@employee-portal/core/dashboard/dashboard.responses';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from './dashboard.keys.ts';

/** GET /api/dashboard/widgets/:key for an inclusive range of the organization's calendar days. */
export const fetchDashboardWidget = (key: BuiltDashboardWidgetKey, range: DateRange, signal?: AbortSignal) =>
  api.get<DashboardWidgetResponse>(`/dashboard/widgets/${key}`, { date_from: range.from, date_to: range.to }, signal);

export const dashboardWidgetQueryOptions = (key: BuiltDashboardWidgetKey, range: DateRange) =>
  queryOptions({
    queryKey: dashboardKeys.widget(key, range),
    queryFn: ({ signal }) => fetchDashboardWidget(key, range, signal),
    select: (data) => data.value,
  });

export const useDashboardWidget = (key: BuiltDashboardWidgetKey, range: DateRange) =>
  useQuery(dashboardWidgetQueryOptions(key, range));
