/**
 * One dashboard widget's figures over a range of the organization's calendar days, compared with the period of the
 * same length just before (core's kpiDefinitions say what each figure is).
 */
import {
  changeBps,
  churnBps,
  type DashboardWidgetKey,
  type DateRange,
  type KpiResponse,
  kpiDefinitions,
  lifetimeValueCents,
  mayReadDashboardWidget,
  previousPeriodOf,
  ratioHundredths,
  seriesBucketFor,
  todayIn,
  daysIn,
} from '@employee-portal/core';
import { forbidden } from '../../platform/http/errors.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { countCancelReasons } from './dashboard.repository.ts';
import {
  type ClientSegment,
  lifecycleCounts,
  newAndLostByDay,
  newClientsByReferralSource,
} from './kpi-lifecycle.repository.ts';
import {
  paymentsByBucket,
  paymentTotals,
  salesByBucket,
  salesByProduct,
  salesBySegment,
} from './kpi-money.repository.ts';
import { productivityCounts } from './kpi-productivity.repository.ts';
import { byBucket, fullSeries } from './kpi-series.ts';
import { sharedRead } from './single-flight.ts';
import { churnInputsOf } from './kpi-reports.service.ts';

type Figures = Omit<KpiResponse, 'widget' | 'unit' | 'range' | 'previous_range' | 'change_bps'>;
type Figure = KpiResponse['figures'][number];

export const NO_REFERRAL_SOURCE_LABEL = 'Not given';

const figure = (key: string, label: string, value: number | null, previous: number | null): Figure => ({
  key,
  label,
  value,
  previous_value: previous,
  change_bps: changeBps(value, previous),
});

const segmentOf = (key: DashboardWidgetKey): ClientSegment =>
  key.endsWith('commercial') ? 'commercial' : 'residential';

const rangeKey = (range: DateRange) => `${range.from}..${range.to}`;

/** Sales of the range and the previous period, shared by the widgets asking at the same time. */
const sharedSales = (db: AppDeps['db'], organizationId: number, range: DateRange, previous: DateRange) =>
  sharedRead(`sales:${organizationId}:${rangeKey(range)}`, () => salesBySegment(db, organizationId, [range, previous]));

/**
 * One pass over a segment's clients for the range, the previous period, and the range cut at today (what "active"
 * counts while the range runs), shared by the active, average revenue, churn and lifetime value widgets.
 */
function sharedLifecycle(
  db: AppDeps['db'],
  organizationId: number,
  segment: ClientSegment,
  range: DateRange,
  previous: DateRange,
  today: string,
) {
  const sofar = { from: range.from, to: range.to < today ? range.to : today };
  return sharedRead(`lifecycle:${organizationId}:${segment}:${rangeKey(range)}:${today}`, async () => {
    const [now, before, untilToday] = await lifecycleCounts(db, organizationId, segment, [range, previous, sofar]);
    return { now: now!, before: before!, untilToday: untilToday! };
  });
}

const sharedProductivity = (
  db: AppDeps['db'],
  organizationId: number,
  range: DateRange,
  previous: DateRange,
  timeZone: string,
) =>
  sharedRead(`productivity:${organizationId}:${rangeKey(range)}`, () =>
    productivityCounts(db, organizationId, { range, previous }, timeZone),
  );

const newAndLostTotals = (days: readonly { new: number; lost: number }[]) => ({
  new: days.reduce((sum, day) => sum + day.new, 0),
  lost: days.reduce((sum, day) => sum + day.lost, 0),
});

export async function dashboardKpi(
  deps: AppDeps,
  member: MemberContext,
  key: DashboardWidgetKey,
  query: { date_from: string; date_to: string },
): Promise<KpiResponse> {
  // The dashboard page is everyone's; each widget's figures need the permission of the page holding that data.
  if (!mayReadDashboardWidget(member.membership.permissions, key)) throw forbidden();
  const range = { from: query.date_from, to: query.date_to };
  const previous = previousPeriodOf(range);
  const figures = await figuresOf(deps, member, key, range, previous);
  return {
    widget: key,
    unit: kpiDefinitions[key].unit,
    range,
    previous_range: previous,
    change_bps: changeBps(figures.value, figures.previous_value),
    ...figures,
  };
}

async function figuresOf(
  deps: AppDeps,
  member: MemberContext,
  key: DashboardWidgetKey,
  range: DateRange,
  previous: DateRange,
): Promise<Figures> {
  const { db } = deps;
  const organizationId = member.organization.id;
  const timeZone = member.organization.time_zone;
  const bucket = seriesBucketFor(range);
  const today = todayIn(timeZone, deps.clock.now());
  switch (key) {
    case 'total_sales': {
      const [[now, before], points] = await Promise.all([
        sharedSales(db, organizationId, range, previous),
        salesByBucket(db, organizationId, range, bucket),
      ]);
      const total = (sales: typeof now) => sales!.residential + sales!.commercial;
      return {
        value: total(now),
        previous_value: total(before),
        figures: [
          figure('residential', 'Residential', now!.residential, before!.residential),
          figure('commercial', 'Commercial', now!.commercial, before!.commercial),
        ],
        series: fullSeries(range, bucket, points),
        bucket,
      };
    }
    case 'product_service_sales': {
      const [items, [now, before]] = await Promise.all([
        salesByProduct(db, organizationId, range),
        sharedSales(db, organizationId, range, previous),
      ]);
      return {
        value: now!.residential + now!.commercial,
        previous_value: before!.residential + before!.commercial,
        figures: [],
        breakdown: items,
      };
    }
    case 'total_payments': {
      const [[now, before], points] = await Promise.all([
        paymentTotals(db, organizationId, [range, previous]),
        paymentsByBucket(db, organizationId, range, bucket),
      ]);
      const net = (totals: typeof now) => totals!.card + totals!.check - totals!.refunded;
      return {
        value: net(now),
        previous_value: net(before),
        figures: [
          figure('card', 'Card', now!.card, before!.card),
          figure('check', 'Check', now!.check, before!.check),
          figure('refunded', 'Refunds', now!.refunded, before!.refunded),
        ],
        series: fullSeries(range, bucket, points),
        bucket,
      };
    }
    case 'referral_sources': {
      const [items, before] = await Promise.all([
        newClientsByReferralSource(db, organizationId, range),
        newAndLostByDay(db, organizationId, 'residential', previous),
      ]);
      return {
        value: items.reduce((sum, item) => sum + item.value, 0),
        previous_value: newAndLostTotals(before).new,
        figures: [],
        breakdown: items.map((item) => ({ label: item.label ?? NO_REFERRAL_SOURCE_LABEL, value: item.value })),
      };
    }
    case 'new_lost_residential':
    case 'new_lost_commercial': {
      const segment = segmentOf(key);
      const [days, earlier] = await Promise.all([
        newAndLostByDay(db, organizationId, segment, range),
        newAndLostByDay(db, organizationId, segment, previous),
      ]);
      const now = newAndLostTotals(days);
      const before = newAndLostTotals(earlier);
      return {
        value: now.new,
        previous_value: before.new,
        figures: [
          figure('new', 'New', now.new, before.new),
          figure('lost', 'Lost', now.lost, before.lost),
          figure('net', 'Net', now.new - now.lost, before.new - before.lost),
        ],
        // The trend draws net clients won per bucket.
        series: fullSeries(
          range,
          bucket,
          byBucket(
            days.map((day) => ({ day: day.day, value: day.new - day.lost })),
            bucket,
          ),
        ),
        bucket,
      };
    }
    case 'active_residential':
    case 'active_commercial': {
      // Counted on the range's last day, or today while the range runs.
      const counts = await sharedLifecycle(db, organizationId, segmentOf(key), range, previous, today);
      return { value: counts.untilToday.active_at_end, previous_value: counts.before.active_at_end, figures: [] };
    }
    case 'cancel_reasons_residential':
    case 'cancel_reasons_commercial': {
      const segment = segmentOf(key);
      const [items, earlier] = await Promise.all([
        countCancelReasons(db, organizationId, segment, range),
        countCancelReasons(db, organizationId, segment, previous),
      ]);
      const total = (rows: typeof items) => rows.reduce((sum, row) => sum + row.count, 0);
      return {
        value: total(items),
        previous_value: total(earlier),
        figures: [],
        breakdown: items.map((item) => ({ label: item.label, value: item.count })),
      };
    }
    case 'average_revenue_residential':
    case 'average_revenue_commercial': {
      const segment = segmentOf(key);
      const [lifecycle, sales] = await Promise.all([
        sharedLifecycle(db, organizationId, segment, range, previous, today),
        sharedSales(db, organizationId, range, previous),
      ]);
      const counts = [lifecycle.now, lifecycle.before];
      const average = (index: number) => {
        const clients = counts[index]!.active_during;
        return clients === 0 ? null : Math.round(sales[index]![segment] / clients);
      };
      return { value: average(0), previous_value: average(1), figures: [] };
    }
    case 'average_clients_per_tech':
    case 'average_clients_per_hour':
    case 'average_clients_per_route': {
      const [now, before] = await sharedProductivity(db, organizationId, range, previous, timeZone);
      const average = (counts: typeof now) =>
        key === 'average_clients_per_tech'
          ? ratioHundredths(counts.clients, counts.techs)
          : key === 'average_clients_per_hour'
            ? ratioHundredths(counts.completed_jobs * 3600, counts.worked_seconds)
            : ratioHundredths(counts.route_clients, counts.routes);
      return { value: average(now), previous_value: average(before), figures: [] };
    }
    case 'churn_rate':
    case 'lifetime_value': {
      const periods = [range, previous];
      const [residentialLifecycle, commercialLifecycle, sales] = await Promise.all([
        sharedLifecycle(db, organizationId, 'residential', range, previous, today),
        sharedLifecycle(db, organizationId, 'commercial', range, previous, today),
        // Churn needs no money: only lifetime value reads the sales.
        key === 'lifetime_value' ? sharedSales(db, organizationId, range, previous) : null,
      ]);
      const residentialCounts = [residentialLifecycle.now, residentialLifecycle.before];
      const commercialCounts = [commercialLifecycle.now, commercialLifecycle.before];
      const residential = periods.map((period, index) =>
        churnInputsOf(residentialCounts[index]!, sales?.[index]!.residential ?? 0, period),
      );
      const commercial = periods.map((period, index) =>
        churnInputsOf(commercialCounts[index]!, sales?.[index]!.commercial ?? 0, period),
      );
      const measure = key === 'churn_rate' ? churnBps : lifetimeValueCents;
      const both = (index: number) => {
        const r = residential[index]!;
        const c = commercial[index]!;
        return {
          activeAtStart: r.activeAtStart + c.activeAtStart,
          lost: r.lost + c.lost,
          activeDuring: r.activeDuring + c.activeDuring,
          revenueCents: r.revenueCents + c.revenueCents,
          days: daysIn(index === 0 ? range : previous),
        };
      };
      return {
        value: measure(both(0)),
        previous_value: measure(both(1)),
        figures: [
          figure('residential', 'Residential', measure(residential[0]!), measure(residential[1]!)),
          figure('commercial', 'Commercial', measure(commercial[0]!), measure(commercial[1]!)),
        ],
      };
    }
  }
}
