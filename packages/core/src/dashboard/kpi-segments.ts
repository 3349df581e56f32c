/**
 * The churn and lifetime value widgets read spec §7's per-segment reports (GET /kpi_reports/churn_rate_residential,
 * churn_rate_commercial, lifetime_value_residential, lifetime_value_commercial) for the range and the period before
 * it; this builds the widget's answer from them. A segment the person may not read is left out of the total too.
 */
import { changeBps, churnBps, daysIn, lifetimeValueCents, previousPeriodOf } from './kpi-math.ts';
import type { ChurnReport, KpiResponse, LifetimeValueReport } from './kpi.responses.ts';
import type { DateRange } from './time-range.ts';

export type SegmentedWidget = 'churn_rate' | 'lifetime_value';
export type ClientSegmentName = 'residential' | 'commercial';

export const isSegmentedWidget = (key: string): key is SegmentedWidget =>
  key === 'churn_rate' || key === 'lifetime_value';

export const segmentReportPath = (widget: SegmentedWidget, segment: ClientSegmentName) =>
  `/kpi_reports/${widget}_${segment}`;

/** One period's reports by segment; null where the report could not be read. */
export type SegmentReports = Record<ClientSegmentName, ChurnReport | LifetimeValueReport | null>;

const segmentLabels: Record<ClientSegmentName, string> = { residential: 'Residential', commercial: 'Commercial' };

function measureOf(widget: SegmentedWidget, reports: (ChurnReport | LifetimeValueReport)[], range: DateRange) {
  if (reports.length === 0) return null;
  const sum = (read: (report: ChurnReport | LifetimeValueReport) => number) =>
    reports.reduce((total, report) => total + read(report), 0);
  const activeAtStart = sum((report) => report.active_at_start);
  const lost = sum((report) => report.lost);
  if (widget === 'churn_rate') return churnBps({ activeAtStart, lost });
  return lifetimeValueCents({
    activeAtStart,
    lost,
    activeDuring: sum((report) => ('active_during' in report ? report.active_during : 0)),
    revenueCents: sum((report) => ('revenue_cents' in report ? report.revenue_cents : 0)),
    days: daysIn(range),
  });
}

export function segmentedKpiOf(
  widget: SegmentedWidget,
  range: DateRange,
  now: SegmentReports,
  before: SegmentReports,
): KpiResponse {
  const previous = previousPeriodOf(range);
  const readable = (['residential', 'commercial'] as const).filter(
    (segment) => now[segment] !== null && before[segment] !== null,
  );
  const value = measureOf(
    widget,
    readable.map((segment) => now[segment]!),
    range,
  );
  const previousValue = measureOf(
    widget,
    readable.map((segment) => before[segment]!),
    previous,
  );
  return {
    widget,
    unit: widget === 'churn_rate' ? 'bps' : 'cents',
    range,
    previous_range: previous,
    value,
    previous_value: previousValue,
    change_bps: changeBps(value, previousValue),
    figures: readable.map((segment) => {
      const segmentValue = measureOf(widget, [now[segment]!], range);
      const segmentPrevious = measureOf(widget, [before[segment]!], previous);
      return {
        key: segment,
        label: segmentLabels[segment],
        value: segmentValue,
        previous_value: segmentPrevious,
        change_bps: changeBps(segmentValue, segmentPrevious),
      };
    }),
  };
}
