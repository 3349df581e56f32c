/**
 * Shift times are read and typed as wall-clock times of the organization's time zone, in the user's time_format
 * (spec §3 user_settings).
 */
import { formatClockTime, type TimeFormat, timeFormatOf } from '@employee-portal/core/date-time-format';
import { instantToZonedLocal, zonedLocalToInstant } from '@employee-portal/core/shifts/shift-time';
import { formatCalendarDate } from '../../lib/date-format.ts';
import { useDateFormat, useSessionStore, useTimeFormat } from '../../lib/session-store.ts';

export type { TimeFormat };

export interface TimeSettings {
  timeZone: string;
  timeFormat: TimeFormat;
  dateFormat: string | null;
}

export function useTimeSettings(): TimeSettings {
  const timeZone = useSessionStore((state) => state.user?.time_zone ?? 'UTC');
  const timeFormat = timeFormatOf(useTimeFormat());
  const dateFormat = useDateFormat();
  return { timeZone, timeFormat, dateFormat };
}

/** '2026-11-20T14:05:09' → '14:05:09' by default (or '02:05 PM', per the format). */
export const formatClock = (local: string, format: TimeFormat) => formatClockTime(local, format);

export const formatShiftTime = (instant: string, settings: TimeSettings) =>
  formatClock(instantToZonedLocal(instant, settings.timeZone), settings.timeFormat);

export function formatShiftDateTime(instant: string, settings: TimeSettings): string {
  const local = instantToZonedLocal(instant, settings.timeZone);
  return `${formatCalendarDate(local.slice(0, 10), settings.dateFormat)} ${formatClock(local, settings.timeFormat)}`;
}

/** An instant as the value of a datetime-local input ('YYYY-MM-DDTHH:mm') in the organization's zone. */
export const toLocalInput = (instant: string | null, timeZone: string) =>
  instant ? instantToZonedLocal(instant, timeZone).slice(0, 16) : '';

/** A datetime-local value back to an instant with offset; null for blank or unreadable input. */
export function fromLocalInput(local: string, timeZone: string): string | null {
  if (!local) return null;
  try {
    return zonedLocalToInstant(local, timeZone).toISOString();
  } catch {
    return null;
  }
}

/** 135 → '2h 15m'. */
export const formatMinutes = (minutes: number) =>
  `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;

/** Milliseconds as a running clock: '1:02:03'. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
