/**
 * Worked minutes by calendar day and overtime by workweek (Monday–Sunday ISO week of the organization's calendar).
 *
 * A minute counts on the day it was worked: a 22:00 → 06:00 shift puts 120 minutes on its first day and 360 on the
 * next, so each day's and each workweek's overtime sees the hours where they fell (FLSA counts hours in the workweek
 * they were worked). Only ended shifts count: a running shift has no pay yet.
 *
 * Overtime follows the workweek even when a pay period splits it: the week's earlier days count toward the weekly
 * threshold, and a run pays only the overtime falling on its own days. Daily overtime (when set) comes first; weekly
 * overtime then counts only the remaining regular minutes, so a minute is never overtime twice.
 */
import { addDays, format, parseISO } from 'date-fns';
import { dayStartInstant, todayIn } from '../dates.ts';
import { isoWeekOf } from '../shifts/shift-time.ts';

export interface WorkedShift {
  started_at: string;
  ended_at: string | null;
  breaks: readonly { started_at: string; ended_at: string | null }[];
}

export interface OvertimeRule {
  overtime_weekly_threshold_minutes: number;
  /** null: no daily overtime. */
  overtime_daily_threshold_minutes: number | null;
}

export interface DayMinutes {
  date: string;
  worked_minutes: number;
  regular_minutes: number;
  overtime_minutes: number;
}

const nextDay = (day: string) => format(addDays(parseISO(day), 1), 'yyyy-MM-dd');

/** The shift less its breaks, as [start, end) millisecond intervals; breaks are clipped to the shift. */
function workedIntervals(shift: WorkedShift): [number, number][] {
  if (shift.ended_at === null) return [];
  const start = Date.parse(shift.started_at);
  const end = Date.parse(shift.ended_at);
  const breaks = shift.breaks
    .filter((entry) => entry.ended_at !== null)
    .map((entry): [number, number] => [
      Math.max(start, Date.parse(entry.started_at)),
      Math.min(end, Date.parse(entry.ended_at!)),
    ])
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  const intervals: [number, number][] = [];
  let cursor = start;
  for (const [from, to] of breaks) {
    if (from > cursor) intervals.push([cursor, from]);
    cursor = Math.max(cursor, to);
  }
  if (end > cursor) intervals.push([cursor, end]);
  return intervals;
}

/** Worked milliseconds per calendar day of `timeZone`, intervals cut at each local midnight. */
function workedMsByDay(shifts: readonly WorkedShift[], timeZone: string) {
  const byDay = new Map<string, number>();
  for (const shift of shifts) {
    for (const [from, to] of workedIntervals(shift)) {
      let cursor = from;
      while (cursor < to) {
        const day = todayIn(timeZone, new Date(cursor));
        const midnight = dayStartInstant(nextDay(day), timeZone).getTime();
        const stop = Math.min(to, midnight);
        byDay.set(day, (byDay.get(day) ?? 0) + (stop - cursor));
        cursor = stop;
      }
    }
  }
  return byDay;
}

/**
 * Regular and overtime minutes of every day that had work, in calendar order. Give it every shift from the Monday
 * of the first workweek touched, so a split week counts its earlier days.
 */
export function minutesByDay(shifts: readonly WorkedShift[], timeZone: string, rule: OvertimeRule): DayMinutes[] {
  const days = [...workedMsByDay(shifts, timeZone)]
    .map(([date, ms]) => ({ date, worked_minutes: Math.floor(ms / 60_000) }))
    .filter((day) => day.worked_minutes > 0)
    .sort((a, b) => a.date.localeCompare(b.date));
  const weeklyRegular = new Map<string, number>();
  return days.map(({ date, worked_minutes }) => {
    const daily = rule.overtime_daily_threshold_minutes;
    const dailyOvertime = daily === null ? 0 : Math.max(0, worked_minutes - daily);
    const dayRegular = worked_minutes - dailyOvertime;
    const week = isoWeekOf(date).start;
    const before = weeklyRegular.get(week) ?? 0;
    const room = Math.max(0, rule.overtime_weekly_threshold_minutes - before);
    const weeklyOvertime = Math.max(0, dayRegular - room);
    weeklyRegular.set(week, before + dayRegular - weeklyOvertime);
    return {
      date,
      worked_minutes,
      regular_minutes: dayRegular - weeklyOvertime,
      overtime_minutes: dailyOvertime + weeklyOvertime,
    };
  });
}

/** The first day whose workweek a period touches: the Monday on or before its start. */
export const workweekStartOf = (day: string) => isoWeekOf(day).start;

/** Totals of the days inside [start_date, end_date]. */
export function periodMinutes(days: readonly DayMinutes[], period: { start_date: string; end_date: string }) {
  const inside = days.filter((day) => day.date >= period.start_date && day.date <= period.end_date);
  return {
    days: inside,
    worked_minutes: inside.reduce((sum, day) => sum + day.worked_minutes, 0),
    regular_minutes: inside.reduce((sum, day) => sum + day.regular_minutes, 0),
    overtime_minutes: inside.reduce((sum, day) => sum + day.overtime_minutes, 0),
  };
}
