/**
 * Shift times are instants; people type and read them as wall-clock times of the organization's time zone.
 * A shift belongs to the calendar day (and ISO week) it started on, there.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, format, getISOWeek, getISOWeekYear, parseISO, startOfISOWeek } from 'date-fns';
import { todayIn } from '../dates.ts';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** '2026-11-01T00:30' in 'America/Denver' → the instant; whatever the daylight-saving offset was then. */
export function zonedLocalToInstant(local: string, timeZone: string): Date {
  const match = LOCAL.exec(local);
  if (!match) throw new Error(`Not a local date-time: ${local}`);
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return new Date(new TZDate(year, month - 1, day, hour, minute, second, timeZone).getTime());
}

/** The wall-clock time of an instant in `timeZone`: 'YYYY-MM-DDTHH:mm:ss'. */
export const instantToZonedLocal = (instant: Date | string, timeZone: string) =>
  format(new TZDate(new Date(instant).getTime(), timeZone), "yyyy-MM-dd'T'HH:mm:ss");

/** The organization's calendar day a shift started on: a 22:00 → 06:00 shift belongs to its first day. */
export const shiftDay = (startedAt: Date | string, timeZone: string) => todayIn(timeZone, new Date(startedAt));

export interface IsoWeek {
  /** '2026-W45' */
  week: string;
  /** Monday and Sunday of the week, as calendar days. */
  start: string;
  end: string;
}

export function isoWeekOf(day: string): IsoWeek {
  const date = parseISO(day);
  const monday = startOfISOWeek(date);
  return {
    week: `${getISOWeekYear(date)}-W${String(getISOWeek(date)).padStart(2, '0')}`,
    start: format(monday, 'yyyy-MM-dd'),
    end: format(addDays(monday, 6), 'yyyy-MM-dd'),
  };
}

/** Inclusive count of calendar days in a range. */
export const daysInRange = (from: string, to: string) =>
  Math.round((parseISO(to).getTime() - parseISO(from).getTime()) / 86_400_000) + 1;
