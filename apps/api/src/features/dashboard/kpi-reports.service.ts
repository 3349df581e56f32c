/**
 * Spec §7 /kpi_reports/*: churn and lifetime value of one segment over a range, with the figures they are made of,
 * and the cohort view beside them. The dashboard's churn_rate and lifetime_value widgets use the same inputs.
 */
import {
  addCalendarMonths,
  averageMonthlyRevenueCents,
  type ChurnInputs,
  type ChurnReport,
  type CohortsResponse,
  cohortCheckpoints,
  churnBps,
  type DateRange,
  daysIn,
  lifetimeValueCents,
  type LifetimeValueReport,
  monthlyChurnBps,
  ratioBps,
  todayIn,
} from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { type ClientSegment, type LifecycleCounts, lifecycleCounts } from './kpi-lifecycle.repository.ts';
import { salesBySegment } from './kpi-money.repository.ts';
import { cohortRows } from './kpi-cohort.repository.ts';

type SegmentInputs = ChurnInputs & { counts: LifecycleCounts };

/** Churn and lifetime value inputs from a segment's lifecycle counts and the period's sales (zero when not read). */
export const churnInputsOf = (counts: LifecycleCounts, revenueCents: number, period: DateRange): SegmentInputs => ({
  counts,
  activeAtStart: counts.active_at_start,
  lost: counts.lost,
  activeDuring: counts.active_during,
  revenueCents,
  days: daysIn(period),
});

async function segmentChurnInputs(db: Db, organizationId: number, segment: ClientSegment, period: DateRange) {
  const [[counts], [sales]] = await Promise.all([
    lifecycleCounts(db, organizationId, segment, [period]),
    salesBySegment(db, organizationId, [period]),
  ]);
  return churnInputsOf(counts!, sales![segment], period);
}

function churnReportOf(range: DateRange, inputs: SegmentInputs): ChurnReport {
  return {
    from: range.from,
    to: range.to,
    active_at_start: inputs.counts.active_at_start,
    new: inputs.counts.new,
    lost: inputs.counts.lost,
    active_at_end: inputs.counts.active_at_end,
    churn_bps: churnBps(inputs),
    monthly_churn_bps: monthlyChurnBps(inputs),
  };
}

export async function churnReport(
  deps: AppDeps,
  member: MemberContext,
  segment: ClientSegment,
  query: DateRange,
): Promise<ChurnReport> {
  const [counts] = await lifecycleCounts(deps.db, member.organization.id, segment, [query]);
  return churnReportOf(query, churnInputsOf(counts!, 0, query));
}

export async function lifetimeValueReport(
  deps: AppDeps,
  member: MemberContext,
  segment: ClientSegment,
  query: DateRange,
): Promise<LifetimeValueReport> {
  const inputs = await segmentChurnInputs(deps.db, member.organization.id, segment, query);
  return {
    ...churnReportOf(query, inputs),
    revenue_cents: inputs.revenueCents,
    active_during: inputs.activeDuring,
    average_monthly_revenue_cents: averageMonthlyRevenueCents(inputs),
    lifetime_value_cents: lifetimeValueCents(inputs),
  };
}

/** Cohorts of the months from..to touch; a checkpoint not yet reached (after today) has no figures. */
export async function cohortReport(
  deps: AppDeps,
  member: MemberContext,
  query: { segment: ClientSegment } & DateRange,
): Promise<CohortsResponse> {
  const today = todayIn(member.organization.time_zone, deps.clock.now());
  const months = { first: `${query.from.slice(0, 7)}-01`, last: `${query.to.slice(0, 7)}-01` };
  const { cohorts, reasons } = await cohortRows(deps.db, member.organization.id, query.segment, months);
  return {
    segment: query.segment,
    cohorts: cohorts.map((cohort) => ({
      month: cohort.month,
      new_clients: cohort.new_clients,
      checkpoints: cohortCheckpoints.map((after, index) => {
        const on = addCalendarMonths(cohort.month, after);
        const reached = on <= today;
        return {
          after_months: after,
          on,
          reached,
          active: reached ? cohort.active[index]! : null,
          active_share_bps: reached ? ratioBps(cohort.active[index]!, cohort.new_clients) : null,
          revenue_per_client_cents: reached ? Math.round(cohort.revenue_cents[index]! / cohort.new_clients) : null,
        };
      }),
      top_cancel_reasons: reasons
        .filter((reason) => reason.month === cohort.month)
        .slice(0, 3)
        .map((reason) => ({ label: reason.label, count: reason.count })),
    })),
  };
}
