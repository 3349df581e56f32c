/**
 * When a client subscription is invoiced (issue 16, /settings/billing_settings): monthly periods anchored on a fixed
 * day of the month or on the client's own start day. Prepaid invoices go out on a period's first day for the visits
 * it plans; postpaid ones on the day after it ends, for the visits done. The first period runs from the start to the
 * next anchor day, and is prorated.
 */
import { addCalendarDays, addCalendarMonths } from '../scheduling/calendar-day.ts';

export const clientBillingModes = ['prepaid', 'postpaid'] as const;
export type ClientBillingMode = (typeof clientBillingModes)[number];

export interface ClientBillingPeriod {
  /** First day of the period (YYYY-MM-DD). */
  start: string;
  /** The day after its last day: the next period's start. */
  end: string;
}

const monthLength = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The anchor day in the month of `day`, clamped to that month's last day (the 31st bills on Feb 28). */
function anchorInMonthOf(day: string, anchorDay: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const date = Math.min(anchorDay, monthLength(year, month));
  return `${day.slice(0, 8)}${String(date).padStart(2, '0')}`;
}

/** The anchor day of the fixed-day setting, or the client's start day. */
export const billingAnchorDay = (setting: { fixed_day: number | null }, subscriptionStart: string) =>
  setting.fixed_day ?? Number(subscriptionStart.slice(8, 10));

/** The period holding `day`. */
export function billingPeriodContaining(day: string, anchorDay: number): ClientBillingPeriod {
  const thisMonth = anchorInMonthOf(day, anchorDay);
  const start =
    thisMonth <= day ? thisMonth : anchorInMonthOf(addCalendarMonths(thisMonth.slice(0, 8) + '01', -1), anchorDay);
  return { start, end: anchorInMonthOf(addCalendarMonths(start.slice(0, 8) + '01', 1), anchorDay) };
}

/** Periods from the subscription's start: the first is cut to begin on the start day. */
export function billingPeriods(subscriptionStart: string, anchorDay: number, count: number): ClientBillingPeriod[] {
  const periods: ClientBillingPeriod[] = [];
  let period = billingPeriodContaining(subscriptionStart, anchorDay);
  period = { start: subscriptionStart, end: period.end };
  for (let index = 0; index < count; index += 1) {
    periods.push(period);
    period = billingPeriodContaining(period.end, anchorDay);
  }
  return periods;
}

/** The day a period's invoice is made. */
export const invoiceDayOf = (period: ClientBillingPeriod, mode: ClientBillingMode) =>
  mode === 'prepaid' ? period.start : period.end;

/** The period's last day, for invoice texts ('Nov 5 – Dec 4'). */
export const lastDayOf = (period: ClientBillingPeriod) => addCalendarDays(period.end, -1);
