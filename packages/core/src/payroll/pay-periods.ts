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

/** The stored start of a fixed bi-weekly cycle; anything but a 'YYYY-MM-DD' day is none (ISO week parity). */
export const storedBiWeeklyStart = (value: string | null | undefined): string | null =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;

export interface PayPeriod {
  start_date: string;
  end_date: string;
}

/**
 * Bi-weekly periods pair ISO weeks by parity (spec §9): weeks 1 and 2, 3 and 4, and so on, restarting with each ISO
 * year, so a 53-week year's week 53 is a period of one week. An organization whose payroll provider runs a fixed
 * cycle may instead pick the day one period started: periods then run every 14 days from it, across year ends.
 */
export const biWeeklyRule =
  'Bi-weekly pay periods pair ISO weeks by their number: weeks 1 and 2, 3 and 4, and so on. In a year with 53 ISO ' +
  'weeks, such as 2026, week 53 (from Monday, 28 December 2026) is a pay period of one week.';

export const fixedBiWeeklyRule = (start: string) =>
  `Bi-weekly pay periods run every 14 days from ${start}, whatever the week number.`;

/** The Monday that starts the ISO week of `day`. */
export const workweekOf = (day: string) => addCalendarDays(day, -((weekdayOf(day) + 6) % 7));

/** The ISO week number of the week that starts on `monday` (its Thursday decides the ISO year). */
function isoWeekNumberOf(monday: string): number {
  const thursday = addCalendarDays(monday, 3);
  return Math.floor(daysBetween(`${thursday.slice(0, 4)}-01-01`, thursday) / 7) + 1;
}

function biWeeklyPeriodContaining(day: string, fixedCycleStart: string | null): PayPeriod {
  if (fixedCycleStart) {
    const start = addCalendarDays(fixedCycleStart, Math.floor(daysBetween(fixedCycleStart, day) / 14) * 14);
    return { start_date: start, end_date: addCalendarDays(start, 13) };
  }
  const monday = workweekOf(day);
  const week = isoWeekNumberOf(monday);
  if (week === 53) return { start_date: monday, end_date: addCalendarDays(monday, 6) };
  const start = week % 2 === 1 ? monday : addCalendarDays(monday, -7);
  return { start_date: start, end_date: addCalendarDays(start, 13) };
}

const monthStart = (day: string) => `${day.slice(0, 8)}01`;
const monthEnd = (day: string) => addCalendarDays(addCalendarMonths(monthStart(day), 1), -1);

/**
 * `biWeeklyStart`: the day a fixed 14-day cycle started, when the organization chose one; null pairs ISO weeks.
 * Other kinds ignore it.
 */
export function payPeriodContaining(kind: PayPeriodKind, day: string, biWeeklyStart: string | null = null): PayPeriod {
  switch (kind) {
    case 'weekly': {
      const start = workweekOf(day);
      return { start_date: start, end_date: addCalendarDays(start, 6) };
    }
    case 'bi_weekly':
      return biWeeklyPeriodContaining(day, biWeeklyStart);
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

export const previousPayPeriod = (kind: PayPeriodKind, today: string, biWeeklyStart: string | null = null) =>
  payPeriodContaining(
    kind,
    addCalendarDays(payPeriodContaining(kind, today, biWeeklyStart).start_date, -1),
    biWeeklyStart,
  );

export const nextPayPeriod = (kind: PayPeriodKind, period: PayPeriod, biWeeklyStart: string | null = null) =>
  payPeriodContaining(kind, addCalendarDays(period.end_date, 1), biWeeklyStart);

const PERIODS_PER_YEAR: Record<PayPeriodKind, number> = { weekly: 52, bi_weekly: 26, twice_per_month: 24, monthly: 12 };

/**
 * How many periods like this one make a year, for a salary's share. A bi-weekly year's lone week 53 is a week, so it
 * earns a weekly share, not two weeks' pay for one week's work.
 */
export const payPeriodsPerYear = (kind: PayPeriodKind, period?: PayPeriod) =>
  kind === 'bi_weekly' && period && daysBetween(period.start_date, period.end_date) < 13
    ? PERIODS_PER_YEAR.weekly
    : PERIODS_PER_YEAR[kind];

/** A salaried member's pay for one period: the yearly salary split evenly, rounded to the cent. */
export const salaryPerPeriodCents = (salaryCentsPerYear: number, kind: PayPeriodKind, period?: PayPeriod) =>
  Math.round(salaryCentsPerYear / payPeriodsPerYear(kind, period));
