/**
 * Issue 15's new-client planner, the pure part (research notes §1.4): each (weekday, tech) day is priced by the
 * cheapest insertion of the new stop into that tech's coming routes on that weekday, averaged over the occurrences;
 * a plan needing several days a week sums the days of one tech; the cheapest plans come first.
 */
import { addCalendarDays, weekdayOf } from '../scheduling/calendar-day.ts';
import { visitsBetween } from '../scheduling/next-cleanup.ts';
import { cadenceOf, requiredServiceDays, type ServiceFrequency } from '../scheduling/service-frequency.ts';
import type { Insertion } from './insertion.ts';

/** SG caps a route at 100 stops; a day that full takes no new client. */
export const PLANNER_ROUTE_STOP_CAP = 100;
/** The coming weeks whose routes the planner reads: four weeks see every-other-week and monthly visits fall. */
export const PLANNER_WEEKS = 4;
export const PLANNER_TOP_OPTIONS = 5;

/** One (weekday, tech) day, priced over the visit dates the new client would have on it (one way of falling). */
export interface PlannerDay {
  weekday: number;
  user_id: number;
  /** The visit dates the new client would get on this weekday within the window, first first. */
  dates: string[];
  /** Mean insertion cost over those dates. */
  added_s: number;
  added_m: number;
  /** The most stops the tech already has on one of those dates. */
  stops: number;
  /** The longest of those days once the new stop is in: drive plus service time, in seconds. */
  day_s: number;
}

export interface PlannerOption {
  weekdays: number[];
  user_id: number;
  added_s: number;
  added_m: number;
  /** Existing stops per chosen weekday, in the order of `weekdays`. */
  stops: number[];
  day_s: number[];
  /** The first visit date on each chosen weekday. */
  first_dates: string[];
}

/** The visit dates a client of this frequency would have on `weekday` between `from` and `to` (inclusive). */
export function plannerVisitDates(frequency: ServiceFrequency, weekday: number, from: string, to: string): string[] {
  const first = addCalendarDays(from, (weekday - weekdayOf(from) + 7) % 7);
  if (first > to) return [];
  if (frequency === 'one_time') return [first];
  return visitsBetween([{ service_type: 'recurring', start_date: first }], cadenceOf(frequency), { from, to }, null);
}

/**
 * The ways a client of this frequency can fall on `weekday` within the window, each a list of its visit dates: one
 * way for weekly service, two for every other week (this week or next), and each occurrence for monthly and
 * one-time service. Each way is priced on the weeks its visits fall (research notes §1.4).
 */
export function plannerDateSets(frequency: ServiceFrequency, weekday: number, from: string, to: string): string[][] {
  const occurrences = plannerVisitDates('once_a_week', weekday, from, to);
  const cadence = cadenceOf(frequency);
  const ways = cadence.kind === 'weekly' ? Math.min(cadence.intervalWeeks, occurrences.length) : occurrences.length;
  return occurrences
    .slice(0, ways)
    .map((first) => (cadence.kind === 'once' ? [first] : plannerVisitDates(frequency, weekday, first, to)));
}

/** How many weekdays the plan takes; one-time service takes one day. */
export const plannerDaysNeeded = (frequency: ServiceFrequency) => requiredServiceDays(frequency) ?? 1;

/** A day takes the new stop while it is under the route cap and, on a job-limited package, under the job limit. */
export function dayHasRoom(stops: number, jobLimit: number | null): boolean {
  if (stops + 1 > PLANNER_ROUTE_STOP_CAP) return false;
  return jobLimit === null || stops + 1 <= jobLimit;
}

/** The mean added drive over the occurrences, whole seconds and metres; rounded costs never make a stop save drive. */
export function averageInsertion(insertions: readonly Pick<Insertion, 'added_m' | 'added_s'>[]) {
  if (insertions.length === 0) throw new Error('No occurrence to average');
  const sum = (pick: (insertion: Pick<Insertion, 'added_m' | 'added_s'>) => number) =>
    insertions.reduce((total, insertion) => total + pick(insertion), 0);
  return {
    added_s: Math.max(0, Math.round(sum((insertion) => insertion.added_s) / insertions.length)),
    added_m: Math.max(0, Math.round(sum((insertion) => insertion.added_m) / insertions.length)),
  };
}

/** Every choice of `size` different weekdays from `weekdays`, each in ascending order. */
export function weekdayCombinations(weekdays: readonly number[], size: number): number[][] {
  const sorted = [...new Set(weekdays)].sort((a, b) => a - b);
  const result: number[][] = [];
  const pick = (from: number, chosen: number[]) => {
    if (chosen.length === size) {
      result.push(chosen);
      return;
    }
    for (let index = from; index < sorted.length; index += 1) pick(index + 1, [...chosen, sorted[index]!]);
  };
  if (size > 0) pick(0, []);
  return result;
}

/** One way of each weekday, every combination: [[a1, a2], [b1]] → [[a1, b1], [a2, b1]]. */
function eachWay(ways: readonly PlannerDay[][]): PlannerDay[][] {
  return ways.reduce<PlannerDay[][]>(
    (combined, options) => combined.flatMap((chosen) => options.map((day) => [...chosen, day])),
    [[]],
  );
}

/**
 * The plans of one tech each: `daysNeeded` different weekdays of theirs, costs summed, cheapest first (ties: fewer
 * existing stops, then the earlier first visit, then weekday and tech order), at most `limit`.
 */
export function rankPlannerOptions(days: readonly PlannerDay[], daysNeeded: number, limit = PLANNER_TOP_OPTIONS) {
  const byTech = new Map<number, PlannerDay[]>();
  for (const day of days) byTech.set(day.user_id, [...(byTech.get(day.user_id) ?? []), day]);
  const options: PlannerOption[] = [];
  for (const [user_id, techDays] of byTech) {
    const byWeekday = new Map<number, PlannerDay[]>();
    for (const day of techDays) byWeekday.set(day.weekday, [...(byWeekday.get(day.weekday) ?? []), day]);
    const choices = weekdayCombinations([...byWeekday.keys()], daysNeeded).flatMap((weekdays) =>
      eachWay(weekdays.map((weekday) => byWeekday.get(weekday)!)),
    );
    for (const chosen of choices) {
      options.push({
        weekdays: chosen.map((day) => day.weekday),
        user_id,
        added_s: chosen.reduce((total, day) => total + day.added_s, 0),
        added_m: chosen.reduce((total, day) => total + day.added_m, 0),
        stops: chosen.map((day) => day.stops),
        day_s: chosen.map((day) => day.day_s),
        first_dates: chosen.map((day) => day.dates[0]!),
      });
    }
  }
  const totalStops = (option: PlannerOption) => option.stops.reduce((total, stops) => total + stops, 0);
  const firstDate = (option: PlannerOption) => [...option.first_dates].sort()[0]!;
  return options
    .sort(
      (a, b) =>
        a.added_s - b.added_s ||
        totalStops(a) - totalStops(b) ||
        firstDate(a).localeCompare(firstDate(b)) ||
        a.weekdays.join().localeCompare(b.weekdays.join()) ||
        a.user_id - b.user_id,
    )
    .slice(0, limit);
}
