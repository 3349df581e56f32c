/**
 * My Shift Report's range and how much of each ISO week (Monday to Sunday) it covers. Overtime is counted by the
 * week, so a week row that silently left out some of its days would show a tech too few hours against the 40.
 */
import { type PayPeriodKind, previousPayPeriod, workweekOf } from '../payroll/pay-periods.ts';

export interface DayRange {
  date_from: string;
  date_to: string;
}

/**
 * Without a range asked for: the previous pay period (the one just paid) and the current one so far, from the
 * Monday of the week the earlier one starts in, so every week shows whole. Weekly and bi-weekly periods start on a
 * Monday already (a fixed 14-day cycle need not); the others reach back to theirs.
 */
export function defaultShiftReportRange(
  payPeriod: PayPeriodKind,
  today: string,
  biWeeklyStart: string | null = null,
): DayRange {
  return { date_from: workweekOf(previousPayPeriod(payPeriod, today, biWeeklyStart).start_date), date_to: today };
}

/**
 * The range a report shows for the days asked: a missing end is today (or the start, when that is later); a missing
 * start is the default for that end day.
 */
export function shiftReportRange(
  asked: Partial<DayRange>,
  payPeriod: PayPeriodKind,
  today: string,
  biWeeklyStart: string | null = null,
): DayRange {
  const date_to = asked.date_to ?? (asked.date_from && asked.date_from > today ? asked.date_from : today);
  return {
    date_from: asked.date_from ?? defaultShiftReportRange(payPeriod, date_to, biWeeklyStart).date_from,
    date_to,
  };
}

export interface WeekCoverage {
  /** The week's days the range counts. */
  counted_from: string;
  counted_to: string;
  /** Days of the week that could hold shifts are outside the range: the row shows part of the week. */
  partial: boolean;
}

/** The part of a week a range counts. Days after today hold no shifts yet: a week cut at today is not partial. */
export function weekCoverage(week: { start: string; end: string }, range: DayRange, today: string): WeekCoverage {
  const counted_from = range.date_from > week.start ? range.date_from : week.start;
  const counted_to = range.date_to < week.end ? range.date_to : week.end;
  return {
    counted_from,
    counted_to,
    partial: counted_from > week.start || (counted_to < week.end && counted_to < today),
  };
}
