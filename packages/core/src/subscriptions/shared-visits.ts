/**
 * One location, one visit a day: two live subscriptions of a location (active or paused; a cancelled one plans
 * nothing) may not plan a visit on the same day, or the dispatch board sends a tech there twice. Worked out from the
 * days the jobs themselves are made from (plannedVisitDays: frequency and its weekly, two-weekly or monthly cadence,
 * every service day with its start, one-time dates, the subscription's start and its pause), from today on.
 */
import { addCalendarMonths, maxDay, weekdayNameOf } from '../scheduling/calendar-day.ts';
import { plannedVisitDays, type PlannedSubscription } from '../jobs/job-plan.ts';
import { sameDayVisitMessage } from '../messages/catalogue.ts';

/**
 * How far past the latest start (or pause end) the days are compared. A monthly day meets a weekly or two-weekly
 * weekday, if it ever does, within two years (a day of the month moves 1 or 2 places in the 14-day cycle a year, and
 * a year's months already cover 11 of its 14 places); a third year covers the short months' last days and leap years.
 */
export const SHARED_VISIT_LOOK_AHEAD_MONTHS = 36;

const latestDayOf = (subscription: PlannedSubscription) =>
  [subscription.start_date, ...subscription.service_days.map((day) => day.start_date), subscription.pause?.to ?? '']
    .sort()
    .at(-1)!;

/**
 * The first day from `today` on that `after` visits, `before` did not (a change is refused only for the visits it
 * adds, so a location that already had two subscriptions on one day can still change tech, price or pause), and one
 * of `others` visits too; with that other subscription. Null when the change adds no shared visit.
 */
export function firstNewSharedVisit<Other extends PlannedSubscription>(input: {
  before: PlannedSubscription | null;
  after: PlannedSubscription;
  others: readonly Other[];
  today: string;
}): { day: string; other: Other } | null {
  const { before, after, others, today } = input;
  const live = others.filter((other) => other.status !== 'cancelled');
  if (after.status === 'cancelled' || live.length === 0) return null;
  const latest = [after, ...live, ...(before ? [before] : [])].map(latestDayOf).reduce(maxDay, today);
  const window = { from: today, to: addCalendarMonths(latest, SHARED_VISIT_LOOK_AHEAD_MONTHS) };
  const already = new Set(before ? plannedVisitDays(before, window) : []);
  const added = plannedVisitDays(after, window).filter((day) => !already.has(day));
  if (added.length === 0) return null;
  let first: { day: string; other: Other } | null = null;
  for (const other of live) {
    const visited = new Set(plannedVisitDays(other, window));
    const day = added.find((candidate) => visited.has(candidate));
    if (day && (!first || day < first.day)) first = { day, other };
  }
  return first;
}

/** The refusal's words: the day, the weekday and the other subscription's plan. */
export const sharedVisitMessage = (day: string, otherPlan: string) =>
  sameDayVisitMessage({ weekday: weekdayNameOf(day), day, plan: otherPlan });
