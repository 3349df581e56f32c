/**
 * Pay periods (spec §9): weekly on ISO weeks, bi-weekly on pairs of ISO weeks, twice per month (1st–15th and
 * 16th–month end) and monthly. Days are 'YYYY-MM-DD' strings in the organization's calendar; periods are inclusive.
 * Periods of one kind tile the calendar: each one's end is the day before the next one's start.
 */
import { addCalendarDays, addCalendarMonths, daysBetween, weekdayOf } from '../scheduling/calendar-day.ts';

export const payPeriodKinds = ['weekly', 'bi_weekly', 'twice_per_month', 'monthly'] as const;
export type PayPeriodKind = (typeof payPeriodKinds)[number];

export const payPeriodLabels: Record<PayPeriodKind, string> = {
  weekly: 'Weekly',
  bi_weekly: 'Bi-weekly',
  twice_per_month: 'Twice per month',
  monthly: 'Monthly',
};

/** The pay period an organization stored in its settings; weekly until one is chosen (or for anything unknown). */
export const storedPayPeriodKind = (value: string | null | undefined): PayPeriodKind =>
  payPeriodKinds.find((kind) => kind === value) ?? 'weekly';

export interface PayPeriod {
  start_date: string;
  end_date: string;
}

/**
 * Bi-weekly pairs run on one unbroken two-week cycle counted from Monday 2024-01-01 (ISO week 1 of 2024). Pairing by
 * ISO week number alone would leave week 53 of a 53-week year (2026's starts on 28 December) without a partner;
 * the cycle pairs it with week 1 of the next year, so pairs are (odd, even) week numbers through 2026 and
 * (even, odd) from 2027 until the next 53-week year flips them back.
 */
export const BI_WEEKLY_ANCHOR = '2024-01-01';

export const biWeeklyRule =
  'Bi-weekly pay periods are two ISO weeks long and follow one unbroken two-week cycle that started on Monday, ' +
  '1 January 2024 (weeks 1 and 2 of 2024, then 3 and 4, and so on). In a year with 53 ISO weeks, such as 2026, ' +
  'week 53 (from Monday, 28 December 2026) is paired with week 1 of the next year, so no day is ever left out or ' +
  'paid twice.';

/** The Monday that starts the ISO week of `day`. */
export const workweekOf = (day: string) => addCalendarDays(day, -((weekdayOf(day) + 6) % 7));

const monthStart = (day: string) => `${day.slice(0, 8)}01`;
const monthEnd = (day: string) => addCalendarDays(addCalendarMonths(monthStart(day), 1), -1);

export function payPeriodContaining(kind: PayPeriodKind, day: string): PayPeriod {
  switch (kind) {
    case 'weekly': {
      const start = workweekOf(day);
      return { start_date: start, end_date: addCalendarDays(start, 6) };
    }
    case 'bi_weekly': {
      const weeksSinceAnchor = daysBetween(BI_WEEKLY_ANCHOR, workweekOf(day)) / 7;
      const start = addCalendarDays(BI_WEEKLY_ANCHOR, Math.floor(weeksSinceAnchor / 2) * 14);
      return { start_date: start, end_date: addCalendarDays(start, 13) };
    }
    case 'twice_per_month': {
      const fifteenth = `${day.slice(0, 8)}15`;
      return day <= fifteenth
        ? { start_date: monthStart(day), end_date: fifteenth }
        : { start_date: addCalendarDays(fifteenth, 1), end_date: monthEnd(day) };
    }
    case 'monthly':
      return { start_date: monthStart(day), end_date: monthEnd(day) };
  }
}

export const previousPayPeriod = (kind: PayPeriodKind, today: string) =>
  payPeriodContaining(kind, addCalendarDays(payPeriodContaining(kind, today).start_date, -1));

export const nextPayPeriod = (kind: PayPeriodKind, period: PayPeriod) =>
  payPeriodContaining(kind, addCalendarDays(period.end_date, 1));

const PERIODS_PER_YEAR: Record<PayPeriodKind, number> = { weekly: 52, bi_weekly: 26, twice_per_month: 24, monthly: 12 };

export const payPeriodsPerYear = (kind: PayPeriodKind) => PERIODS_PER_YEAR[kind];

/** A salaried member's pay for one period: the yearly salary split evenly, rounded to the cent. */
export const salaryPerPeriodCents = (salaryCentsPerYear: number, kind: PayPeriodKind) =>
  Math.round(salaryCentsPerYear / payPeriodsPerYear(kind));
