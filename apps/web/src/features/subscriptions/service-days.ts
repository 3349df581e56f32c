/**
 * Service days as the subscription forms edit them: weekdays for recurring plans (each stored as its first date on or
 * after the start), dates for one-time plans, and the words the pages show for them.
 */
import { addCalendarDays, WEEKDAY_NAMES, weekdayOf } from '@employee-portal/core/scheduling/calendar-day';
import type { ServiceDay } from '@employee-portal/core/scheduling/next-cleanup';
import { formatCalendarDate } from '../../lib/date-format.ts';

/** 0 = Sunday … 6 = Saturday, as core's weekdayOf counts; listed Monday first, as a week is planned. */
export const WEEKDAYS_MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

/** The first day on or after `day` that falls on `weekday`. */
export const firstWeekdayOnOrAfter = (day: string, weekday: number) =>
  addCalendarDays(day, (weekday - weekdayOf(day) + 7) % 7);

/**
 * Recurring service days for the chosen weekdays, each starting on its first date on or after `startDate`. A weekday
 * the subscription already has keeps its own start, so changing one day leaves the others' cadence alone.
 */
export function recurringServiceDays(
  weekdays: readonly number[],
  startDate: string,
  kept: readonly ServiceDay[] = [],
): ServiceDay[] {
  return [...new Set(weekdays)]
    .map(
      (weekday) =>
        kept.find((day) => day.service_type === 'recurring' && weekdayOf(day.start_date) === weekday) ?? {
          service_type: 'recurring' as const,
          start_date: firstWeekdayOnOrAfter(startDate, weekday),
        },
    )
    .sort((a, b) => a.start_date.localeCompare(b.start_date));
}

/** One-time visits on the given dates (blank and repeated dates dropped), in date order. */
export const oneTimeServiceDays = (dates: readonly string[]): ServiceDay[] =>
  [...new Set(dates.filter((date) => date !== ''))]
    .sort()
    .map((start_date) => ({ service_type: 'one_time' as const, start_date }));

export const weekdaysOf = (serviceDays: readonly ServiceDay[]) =>
  serviceDays.filter((day) => day.service_type === 'recurring').map((day) => weekdayOf(day.start_date));

export const oneTimeDatesOf = (serviceDays: readonly ServiceDay[]) =>
  serviceDays.filter((day) => day.service_type === 'one_time').map((day) => day.start_date);

/** 'Tuesday, Friday' for recurring days (Monday first); dates in the user's format for one-time visits. */
export function serviceDaysText(serviceDays: readonly ServiceDay[], dateFormat: string | null | undefined): string {
  const weekdays = new Set(weekdaysOf(serviceDays));
  const recurring = WEEKDAYS_MONDAY_FIRST.filter((weekday) => weekdays.has(weekday)).map(
    (weekday) => WEEKDAY_NAMES[weekday],
  );
  const dates = oneTimeDatesOf(serviceDays)
    .sort()
    .map((date) => formatCalendarDate(date, dateFormat));
  const words = [...recurring, ...dates];
  return words.length > 0 ? words.join(', ') : 'No service days';
}
