/** When a location is next cleaned: the earliest coming visit of its service days, skipping paused ranges. */
import { addCalendarDays, addCalendarMonths, daysBetween, maxDay, monthsBetween } from './calendar-day.ts';
import type { Cadence } from './service-frequency.ts';

export type ServiceType = 'recurring' | 'one_time';

export interface ServiceDay {
  service_type: ServiceType;
  /** The first visit; recurring visits repeat on its weekday (weekly) or day of the month (monthly). */
  start_date: string;
}

/** Half-open: visits on `from` up to the day before `to` are skipped; the visit on `to` happens. */
export interface PauseRange {
  from: string;
  to: string;
}

/** The first visit of one service day on or after `day`. */
export function firstVisitOnOrAfter(serviceDay: ServiceDay, cadence: Cadence, day: string): string | null {
  const start = serviceDay.start_date;
  if (serviceDay.service_type === 'one_time' || cadence.kind === 'once') return start >= day ? start : null;
  if (day <= start) return start;
  if (cadence.kind === 'weekly') {
    const period = 7 * cadence.intervalWeeks;
    return addCalendarDays(start, Math.ceil(daysBetween(start, day) / period) * period);
  }
  // Monthly visits are counted from the start each time, so a 31st falls back to a short month's end and comes back.
  let months = Math.max(0, monthsBetween(start, day) - 1);
  while (addCalendarMonths(start, months) < day) months += 1;
  return addCalendarMonths(start, months);
}

export const isWithinPause = (day: string, pause: PauseRange | null | undefined) =>
  !!pause && day >= pause.from && day < pause.to;

/** The next visit from `today` on, over all service days; a paused range moves it to the first visit after the pause. */
export function nextCleanupDate(input: {
  serviceDays: readonly ServiceDay[];
  cadence: Cadence;
  today: string;
  pause?: PauseRange | null;
}): string | null {
  const candidates = input.serviceDays
    .map((serviceDay) => {
      const regular = firstVisitOnOrAfter(serviceDay, input.cadence, input.today);
      if (!regular || !isWithinPause(regular, input.pause)) return regular;
      return firstVisitOnOrAfter(serviceDay, input.cadence, maxDay(input.pause!.to, input.today));
    })
    .filter((day): day is string => day !== null)
    .sort();
  return candidates[0] ?? null;
}

/** Every visit within [from, to], for calendars and route planning. */
export function visitsBetween(
  serviceDays: readonly ServiceDay[],
  cadence: Cadence,
  range: { from: string; to: string },
  pause?: PauseRange | null,
): string[] {
  const visits: string[] = [];
  for (const serviceDay of serviceDays) {
    let visit = firstVisitOnOrAfter(serviceDay, cadence, range.from);
    while (visit && visit <= range.to) {
      if (!isWithinPause(visit, pause)) visits.push(visit);
      visit =
        serviceDay.service_type === 'one_time' || cadence.kind === 'once'
          ? null
          : firstVisitOnOrAfter(serviceDay, cadence, addCalendarDays(visit, 1));
    }
  }
  return [...new Set(visits)].sort();
}

/**
 * Recurring days for a plan needing `needed` weekdays, keeping the weekdays a subscription already has: extra ones are
 * dropped, missing ones spread evenly over the week after the first (Monday twice a week adds Thursday). Every day
 * starts on or after `from`.
 */
export function recurringDaysFor(needed: number, current: readonly ServiceDay[], from: string): ServiceDay[] {
  const firstOnOrAfter = (day: string) =>
    day >= from ? day : addCalendarDays(day, Math.ceil(daysBetween(day, from) / 7) * 7);
  const kept = [
    ...new Set(current.filter((day) => day.service_type === 'recurring').map((day) => firstOnOrAfter(day.start_date))),
  ]
    .sort()
    .slice(0, needed);
  const anchor = kept[0] ?? from;
  const weekdays = new Set(kept.map((day) => daysBetween(anchor, day) % 7));
  for (let step = 1; kept.length < needed && step < 7 * needed; step += 1) {
    const offset = Math.floor((7 * step) / needed) % 7;
    if (weekdays.has(offset)) continue;
    weekdays.add(offset);
    kept.push(addCalendarDays(anchor, offset));
  }
  return kept.sort().map((start_date) => ({ service_type: 'recurring', start_date }));
}

/** What a subscription's jobs say about its coming visits; the API reads it from the jobs table. */
export interface JobCalendar {
  /** The earliest job from today on not yet done, skipped, missed or cancelled (on its day, moved or not). */
  next_open_job: string | null;
  /** The last day the schedule has made a job for: the subscription's pattern speaks only after it. */
  planned_through: string | null;
}

/**
 * The next visit as the dispatch board will make it: the next job still to do (a job moved from the 8th to the 9th
 * moves it to the 9th; a skipped or completed one no longer counts), and, past the last day jobs were made for, the
 * subscription's own pattern with its pause. `scheduled` is the same before any pause is applied: the visit a pause
 * skips, which the pause note is about.
 */
export function nextCleanupWithJobs(input: {
  serviceDays: readonly ServiceDay[];
  cadence: Cadence;
  today: string;
  /** The subscription's start: no visit before it. */
  startDate: string;
  pause?: PauseRange | null;
  jobs: JobCalendar | null;
}): { next: string | null; scheduled: string | null } {
  const from = maxDay(input.today, input.startDate);
  const through = input.jobs?.planned_through ?? null;
  const patternFrom = through && through >= from ? addCalendarDays(through, 1) : from;
  const pattern = { serviceDays: input.serviceDays, cadence: input.cadence };
  const earliest = (...days: (string | null | undefined)[]) =>
    days.filter((day): day is string => !!day).sort()[0] ?? null;
  const next = earliest(
    input.jobs?.next_open_job,
    nextCleanupDate({ ...pattern, today: patternFrom, pause: input.pause }),
  );
  // A pause inside the days jobs were made for left no jobs there: the pattern says which visit it skips.
  const skipped = input.pause ? nextCleanupDate({ ...pattern, today: maxDay(from, input.pause.from) }) : null;
  return {
    next,
    scheduled: earliest(
      next,
      nextCleanupDate({ ...pattern, today: patternFrom }),
      skipped && isWithinPause(skipped, input.pause) ? skipped : null,
    ),
  };
}
