/**
 * Folds the range's jobs and shifts into one record per tech and day: what was planned (the stops in route order)
 * and what happened (job outcomes, the day's shifts with their worked time and miles). A shift belongs to the day it
 * started on the organization's calendar, as in the shift reports.
 */
import { clockTimeIn, shiftDay, shiftMiles, shiftWork, type RouteStop } from '@employee-portal/core';
import type { PlannedStop, WorkedShift } from './route-planning-report.repository.ts';

export interface TechDay {
  key: string;
  date: string;
  user_id: number;
  planned_stops: number;
  /** The stops with a map position, in route order: the priced route. */
  located: RouteStop[];
  completed: number;
  skipped: number;
  missed: number;
  shifts: number;
  shift_start: string | null;
  shift_end: string | null;
  worked_minutes: number;
  shift_miles: number;
  /** The instants behind shift_start and shift_end, to pick the first and last. */
  firstStart: Date | null;
  lastEnd: Date | null;
  running: boolean;
}

interface Sources {
  stops: readonly PlannedStop[];
  shifts: readonly WorkedShift[];
  breaks: readonly { shift_id: number; started_at: string; ended_at: string | null }[];
  timeZone: string;
  now: Date;
}

const emptyDay = (date: string, userId: number): TechDay => ({
  key: `${date}|${userId}`,
  date,
  user_id: userId,
  planned_stops: 0,
  located: [],
  completed: 0,
  skipped: 0,
  missed: 0,
  shifts: 0,
  shift_start: null,
  shift_end: null,
  worked_minutes: 0,
  shift_miles: 0,
  firstStart: null,
  lastEnd: null,
  running: false,
});

export function collectTechDays({ stops, shifts, breaks, timeZone, now }: Sources): TechDay[] {
  const days = new Map<string, TechDay>();
  const dayOf = (date: string, userId: number) => {
    const key = `${date}|${userId}`;
    const found = days.get(key) ?? emptyDay(date, userId);
    days.set(key, found);
    return found;
  };
  for (const stop of stops) {
    const day = dayOf(stop.service_date, stop.user_id);
    day.planned_stops += 1;
    if (stop.lat !== null && stop.lng !== null) day.located.push({ id: stop.id, lat: stop.lat, lng: stop.lng });
    if (stop.status === 'completed') day.completed += 1;
    if (stop.status === 'skipped') day.skipped += 1;
    if (stop.status === 'missed') day.missed += 1;
  }
  const breaksOf = new Map<number, { started_at: string; ended_at: string | null }[]>();
  for (const entry of breaks) breaksOf.set(entry.shift_id, [...(breaksOf.get(entry.shift_id) ?? []), entry]);
  for (const shift of shifts) {
    const day = dayOf(shiftDay(shift.started_at, timeZone), shift.user_id);
    const work = shiftWork(
      {
        started_at: shift.started_at.toISOString(),
        ended_at: shift.ended_at?.toISOString() ?? null,
        breaks: breaksOf.get(shift.id) ?? [],
      },
      now,
    );
    day.shifts += 1;
    day.worked_minutes += work.worked_minutes;
    day.shift_miles += shiftMiles(shift);
    if (!day.firstStart || shift.started_at < day.firstStart) day.firstStart = shift.started_at;
    if (shift.ended_at === null) day.running = true;
    else if (!day.lastEnd || shift.ended_at > day.lastEnd) day.lastEnd = shift.ended_at;
  }
  for (const day of days.values()) {
    day.shift_start = day.firstStart ? clockTimeIn(day.firstStart, timeZone) : null;
    day.shift_end = !day.running && day.lastEnd ? clockTimeIn(day.lastEnd, timeZone) : null;
  }
  return [...days.values()];
}
