/**
 * Every date and time on screen goes through here, in the signed-in user's date_format and time_format (spec §3
 * user_settings; §9 defaults YYYY-MM-DD and HH:mm:ss) and the organization's time zone (DESIGN §3).
 */
import { useMemo } from 'react';
import {
  formatCalendarDate,
  formatDateValue,
  formatInstantDate,
  formatInstantDateTime,
  formatInstantTime,
} from '@employee-portal/core/date-time-format';
import { useDateFormat, useSessionStore, useTimeFormat } from './session-store.ts';

export { formatCalendarDate, formatInstantDate };

export interface DateFormatters {
  /** A calendar day ('YYYY-MM-DD') as it is, or the day an instant falls on in the organization. */
  formatDate: (value: string) => string;
  /** An instant's day and time in the organization. */
  formatDateTime: (iso: string) => string;
  /** An instant's time of day in the organization. */
  formatTime: (iso: string) => string;
}

/** The formatters for one person's settings (null: not set, the defaults) in the organization's time zone. */
export function dateFormattersFor(settings: {
  timeZone: string;
  dateFormat: string | null;
  timeFormat: string | null;
}): DateFormatters {
  const { timeZone, dateFormat, timeFormat } = settings;
  return {
    formatDate: (value) => formatDateValue(value, timeZone, dateFormat),
    formatDateTime: (iso) => formatInstantDateTime(iso, timeZone, { dateFormat, timeFormat }),
    formatTime: (iso) => formatInstantTime(iso, timeZone, timeFormat),
  };
}

/** The formatters bound to the signed-in user's settings: a page shows the new format as soon as it is saved. */
export function useDateFormatters(): DateFormatters {
  const timeZone = useSessionStore((state) => state.user?.time_zone ?? 'UTC');
  const dateFormat = useDateFormat();
  const timeFormat = useTimeFormat();
  return useMemo(() => dateFormattersFor({ timeZone, dateFormat, timeFormat }), [timeZone, dateFormat, timeFormat]);
}
