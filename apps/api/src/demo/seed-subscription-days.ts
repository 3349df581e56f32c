/** The demo subscriptions' calendar: which frequency each location gets and on which weekdays it is served. */
import { addCalendarDays, weekdayOf, type ServiceDay } from '@employee-portal/core';
import type { SeededRandom } from './demo-data/seeded-random.ts';
import type { DemoFrequency } from './seed-pricing.ts';

const WEEKDAYS = [1, 2, 3, 4, 5];
const TWICE_A_WEEK: [number, number][] = [
  [1, 4],
  [2, 5],
  [1, 3],
  [3, 5],
];

/** Of every twenty locations: twelve weekly, three twice a week, two every two weeks, two monthly, one one-time job. */
export const FREQUENCY_MIX: DemoFrequency[] = [
  ...Array<DemoFrequency>(12).fill('once_a_week'),
  ...Array<DemoFrequency>(3).fill('twice_a_week'),
  ...Array<DemoFrequency>(2).fill('every_two_weeks'),
  ...Array<DemoFrequency>(2).fill('once_a_month'),
  'one_time',
];

/** A one-time job some weeks ago, or one coming up soon (always after the client signed up). */
export function oneTimeDay(rng: SeededRandom, today: string, createdDay: string) {
  const past = addCalendarDays(today, -rng.int(3, 60));
  return rng.chance(0.5) && past > createdDay ? past : addCalendarDays(today, rng.int(2, 14));
}

export function weekdaysFor(frequency: DemoFrequency, rng: SeededRandom): number[] {
  if (frequency === 'twice_a_week') return rng.pick(TWICE_A_WEEK);
  return [rng.pick(WEEKDAYS)];
}

const onOrAfterWeekday = (day: string, weekday: number) => addCalendarDays(day, (weekday - weekdayOf(day) + 7) % 7);

/** Recurring days start on their weekday from the subscription's start; monthly keeps the start's day (at most the 28th). */
export function serviceDaysFor(frequency: DemoFrequency, start: string, weekdays: number[]): ServiceDay[] {
  if (frequency === 'one_time') return [{ service_type: 'one_time', start_date: start }];
  if (frequency === 'once_a_month') {
    const dayOfMonth = Number(start.slice(8, 10));
    return [
      { service_type: 'recurring', start_date: dayOfMonth > 28 ? addCalendarDays(start, 28 - dayOfMonth) : start },
    ];
  }
  return weekdays.map((weekday) => ({
    service_type: 'recurring' as const,
    start_date: onOrAfterWeekday(start, weekday),
  }));
}
