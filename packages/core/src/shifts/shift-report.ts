/**
 * Mileage of a shift and the hours/breaks/miles totals the shift reports show, by day and by ISO week of the
 * organization's calendar. A running shift or break counts up to `now`.
 */
import { messages } from '../messages/catalogue.ts';
import { breakMinutes, workedMinutes, type ShiftErrors } from './shift-rules.ts';
import { isoWeekOf, shiftDay } from './shift-time.ts';

export interface ShiftMileage {
  start_odometer: number | null;
  end_odometer: number | null;
  miles_driven: number | null;
}

/** Odometer readings win when both exist; otherwise the miles the tech typed; otherwise none. */
export function shiftMiles(mileage: ShiftMileage): number {
  const { start_odometer: start, end_odometer: end } = mileage;
  if (start !== null && end !== null && end >= start) return end - start;
  return mileage.miles_driven ?? 0;
}

export function mileageErrors(mileage: ShiftMileage): ShiftErrors {
  const { start_odometer: start, end_odometer: end, miles_driven: miles } = mileage;
  if (start === null || end === null) return {};
  if (end < start) return { end_odometer: [messages.endOdometerBelowStart] };
  if (miles !== null && miles !== end - start) return { miles_driven: [messages.milesMustMatchOdometer] };
  return {};
}

/** An ended shift records how far the tech drove: the end odometer or the miles driven, at least one of them. */
export function endMileageErrors(mileage: Pick<ShiftMileage, 'end_odometer' | 'miles_driven'>): ShiftErrors {
  if (mileage.end_odometer !== null || mileage.miles_driven !== null) return {};
  return { end_odometer: [messages.endOdometerOrMilesRequired], miles_driven: [messages.endOdometerOrMilesRequired] };
}

export interface ReportShift {
  started_at: string;
  ended_at: string | null;
  breaks: readonly { started_at: string; ended_at: string | null }[];
  miles: number;
}

export interface WorkTotals {
  shifts: number;
  worked_minutes: number;
  break_minutes: number;
  miles: number;
}

export const emptyTotals = (): WorkTotals => ({ shifts: 0, worked_minutes: 0, break_minutes: 0, miles: 0 });

/** Worked and break minutes of one shift, through core's shift rules. */
export function shiftWork(shift: Omit<ReportShift, 'miles'>, now: Date) {
  const times = {
    start: shift.started_at,
    end: shift.ended_at,
    breaks: shift.breaks.map((entry) => ({ start: entry.started_at, end: entry.ended_at })),
  };
  return { worked_minutes: workedMinutes(times, now), break_minutes: breakMinutes(times, now) };
}

export function addShift(totals: WorkTotals, shift: ReportShift, now: Date): WorkTotals {
  const work = shiftWork(shift, now);
  return {
    shifts: totals.shifts + 1,
    worked_minutes: totals.worked_minutes + work.worked_minutes,
    break_minutes: totals.break_minutes + work.break_minutes,
    miles: totals.miles + shift.miles,
  };
}

export interface ShiftSummary {
  days: (WorkTotals & { date: string })[];
  weeks: (WorkTotals & { week: string; start: string; end: string })[];
  totals: WorkTotals;
}

/** Days and weeks that had shifts, in calendar order; each shift counted once, on the day it started. */
export function summarizeShifts(shifts: readonly ReportShift[], timeZone: string, now: Date): ShiftSummary {
  const days = new Map<string, WorkTotals>();
  const weeks = new Map<string, WorkTotals & { week: string; start: string; end: string }>();
  let totals = emptyTotals();
  for (const shift of shifts) {
    const day = shiftDay(shift.started_at, timeZone);
    const week = isoWeekOf(day);
    days.set(day, addShift(days.get(day) ?? emptyTotals(), shift, now));
    weeks.set(week.week, { ...week, ...addShift(weeks.get(week.week) ?? emptyTotals(), shift, now) });
    totals = addShift(totals, shift, now);
  }
  return {
    days: [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, dayTotals]) => ({ date, ...dayTotals })),
    weeks: [...weeks.values()].sort((a, b) => a.start.localeCompare(b.start)),
    totals,
  };
}
