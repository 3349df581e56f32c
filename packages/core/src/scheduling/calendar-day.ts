/**
 * Calendar days as 'YYYY-MM-DD' strings. Arithmetic runs on UTC midnights, so no process time zone or
 * daylight-saving change can shift a day; which day is "today" is decided once, in the organization's zone (todayIn).
 */
const DAY_MS = 86_400_000;

const toUtc = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date);
};
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addCalendarDays = (day: string, days: number) => fromUtc(toUtc(day) + days * DAY_MS);

export const daysBetween = (from: string, to: string) => Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (day: string) => new Date(toUtc(day)).getUTCDay();

/** Indexed as weekdayOf counts: 0 = Sunday. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const weekdayNameOf = (day: string) => WEEKDAY_NAMES[weekdayOf(day)]!;

/** The same day of the month `months` later, clamped to the month's end (Jan 31 + 1 month = Feb 28 or 29). */
export function addCalendarMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const targetMonthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(targetMonthIndex / 12);
  const targetMonth = targetMonthIndex % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return fromUtc(Date.UTC(targetYear, targetMonth, Math.min(date, lastDay)));
}

export const monthsBetween = (from: string, to: string) => {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
};

export const maxDay = (a: string, b: string) => (a >= b ? a : b);
export const minDay = (a: string, b: string) => (a <= b ? a : b);
