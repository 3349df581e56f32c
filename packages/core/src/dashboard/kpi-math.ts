/**
 * The arithmetic every KPI shares, kept pure so the API's SQL and the web's labels agree on one definition.
 * Ranges are inclusive calendar days of the organization (YYYY-MM-DD).
 */
import { addCalendarDays, daysBetween } from '../scheduling/calendar-day.ts';
import type { DateRange } from './time-range.ts';

/** Average days in a month (365.25 / 12): turns a period's churn into a monthly one. */
export const DAYS_PER_MONTH = 30.4375;

export const daysIn = (range: DateRange) => daysBetween(range.from, range.to) + 1;

/** The period of the same number of days that ends the day before `range` starts: what "change" compares with. */
export function previousPeriodOf(range: DateRange): DateRange {
  const to = addCalendarDays(range.from, -1);
  return { from: addCalendarDays(to, -(daysIn(range) - 1)), to };
}

/**
 * Change from `previous` to `value` in basis points of `previous` (+2500 = 25 % up), rounded half away from zero.
 * Null when there is nothing to compare with: either figure missing, or a previous figure of 0.
 */
export function changeBps(value: number | null, previous: number | null): number | null {
  if (value === null || previous === null || previous === 0) return null;
  const bps = ((value - previous) * 10_000) / Math.abs(previous);
  return Math.sign(bps) * Math.round(Math.abs(bps));
}

/** a / b in basis points (rounded), or null when b is 0. */
export const ratioBps = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part * 10_000) / whole);

/** a / b in hundredths (1250 = 12.50), or null when b is 0: averages that are not money. */
export const ratioHundredths = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part * 100) / whole);

/** How finely a widget's trend line is drawn: days up to two months, ISO weeks up to half a year, months beyond. */
export type SeriesBucket = 'day' | 'week' | 'month';
export function seriesBucketFor(range: DateRange): SeriesBucket {
  const days = daysIn(range);
  if (days <= 62) return 'day';
  if (days <= 186) return 'week';
  return 'month';
}

/** The inputs of churn and lifetime value for one segment and period, all counted in SQL. */
export interface ChurnInputs {
  /** Clients active when the period starts (active the day before its first day and not lost before it). */
  activeAtStart: number;
  /** Clients lost on a day of the period. */
  lost: number;
  /** Clients active on at least one day of the period. */
  activeDuring: number;
  /** Revenue of the segment in the period, in cents (finalized invoices issued in it, without sales tax). */
  revenueCents: number;
  days: number;
}

/** Churn of the period: lost ÷ active at its start, in basis points; null when nobody was active at the start. */
export const churnBps = (inputs: Pick<ChurnInputs, 'lost' | 'activeAtStart'>) =>
  ratioBps(inputs.lost, inputs.activeAtStart);

/** The period's churn spread over its months (days ÷ 30.4375), in basis points. */
export function monthlyChurnBps(inputs: Pick<ChurnInputs, 'lost' | 'activeAtStart' | 'days'>): number | null {
  if (inputs.activeAtStart === 0 || inputs.days <= 0) return null;
  return Math.round((inputs.lost * 10_000 * DAYS_PER_MONTH) / (inputs.activeAtStart * inputs.days));
}

/** Revenue per client active during the period, per month of the period, in cents. */
export function averageMonthlyRevenueCents(
  inputs: Pick<ChurnInputs, 'revenueCents' | 'activeDuring' | 'days'>,
): number | null {
  if (inputs.activeDuring === 0 || inputs.days <= 0) return null;
  return Math.round((inputs.revenueCents * DAYS_PER_MONTH) / (inputs.activeDuring * inputs.days));
}

/**
 * Lifetime value: average monthly revenue per client ÷ monthly churn, in cents. The months cancel, so it is computed
 * unrounded as revenue × active at start ÷ (active during × lost). Null when nobody was lost (churn 0: an unbounded
 * lifetime) or nobody was active.
 */
export function lifetimeValueCents(inputs: ChurnInputs): number | null {
  if (inputs.lost === 0 || inputs.activeAtStart === 0 || inputs.activeDuring === 0) return null;
  return Math.round((inputs.revenueCents * inputs.activeAtStart) / (inputs.activeDuring * inputs.lost));
}
