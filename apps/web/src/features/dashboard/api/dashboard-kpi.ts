import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DateRange } from '@employee-portal/core/dashboard/time-range';
import type { DashboardWidgetKey } from '@employee-portal/core/dashboard/widgets';
import type {
  ChurnReport,
  CohortsResponse,
  KpiResponse,
  LifetimeValueReport,
} from '@employee-portal/core/dashboard/kpi.responses';
import { previousPeriodOf } from '@employee-portal/core/dashboard/kpi-math';
import {
  isSegmentedWidget,
  segmentedKpiOf,
  segmentReportPath,
  type ClientSegmentName,
  type SegmentedWidget,
} from '@employee-portal/core/dashboard/kpi-segments';
import { api, isApiError } from '../../../lib/api-client.ts';
import { dashboardKeys } from './dashboard.keys.ts';

/** One segment's report over `range`; null when the person may not read that segment (its list's permission). */
async function fetchSegmentReport(
  widget: SegmentedWidget,
  segment: ClientSegmentName,
  range: DateRange,
  signal?: AbortSignal,
): Promise<ChurnReport | LifetimeValueReport | null> {
  try {
    const answer = await api.get<Partial<Record<ClientSegmentName, ChurnReport | LifetimeValueReport>>>(
      segmentReportPath(widget, segment),
      { from: range.from, to: range.to },
      signal,
    );
    return answer[segment] ?? null;
  } catch (error) {
    if (isApiError(error) && error.status === 403) return null;
    throw error;
  }
}

async function fetchSegmentedKpi(widget: SegmentedWidget, range: DateRange, signal?: AbortSignal) {
  const previous = previousPeriodOf(range);
  const [residential, commercial, residentialBefore, commercialBefore] = await Promise.all([
    fetchSegmentReport(widget, 'residential', range, signal),
    fetchSegmentReport(widget, 'commercial', range, signal),
    fetchSegmentReport(widget, 'residential', previous, signal),
    fetchSegmentReport(widget, 'commercial', previous, signal),
  ]);
  return segmentedKpiOf(
    widget,
    range,
    { residential, commercial },
    { residential: residentialBefore, commercial: commercialBefore },
  );
}

/**
 * A widget's figures over an inclusive range of the organization's calendar days: churn and lifetime value from spec
 * §7's segment reports (GET /api/kpi_reports/…), the others from GET /api/dashboard/kpis/:key.
 */
export const fetchDashboardKpi = (key: DashboardWidgetKey, range: DateRange, signal?: AbortSignal) =>
  isSegmentedWidget(key)
    ? fetchSegmentedKpi(key, range, signal)
    : api.get<KpiResponse>(`/dashboard/kpis/${key}`, { date_from: range.from, date_to: range.to }, signal);

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
