/** How the planner's numbers read on screen. */
import { metersToMiles } from '@employee-portal/core/routing/geo';
import { WEEKDAY_NAMES } from '@employee-portal/core/scheduling/calendar-day';

export const weekdaysText = (weekdays: readonly number[]) => weekdays.map((day) => WEEKDAY_NAMES[day]).join(' + ');

/** Whole minutes, never '0 min' for a stop that adds a little. */
export const minutesText = (seconds: number) =>
  seconds > 0 && seconds < 60 ? '< 1 min' : `${Math.round(seconds / 60)} min`;

export const distanceText = (meters: number) =>
  `${(meters / 1000).toFixed(1)} km (${metersToMiles(meters).toFixed(1)} mi)`;

export function dayLengthText(seconds: number) {
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
