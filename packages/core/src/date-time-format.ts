/**
 * How dates and times are shown (spec §3 user_settings date_format and time_format, §9 defaults YYYY-MM-DD and
 * HH:mm:ss). Calendar days are shown as they are; instants as the wall clock of the organization's time zone.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

export const DATE_FORMATS = ['YYYY-MM-DD', 'MM-DD-YYYY', 'MM/DD/YYYY', 'DD-MM-YYYY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const TIME_FORMATS = ['HH:mm:ss', 'HH:mm', 'hh:mm:ss A', 'hh:mm A'] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];

export const DEFAULT_DATE_FORMAT: DateFormat = 'YYYY-MM-DD';
export const DEFAULT_TIME_FORMAT: TimeFormat = 'HH:mm:ss';

/** A stored setting, or the default for anything unknown or missing. */
export const dateFormatOf = (value: string | null | undefined): DateFormat =>
  DATE_FORMATS.find((entry) => entry === value) ?? DEFAULT_DATE_FORMAT;
export const timeFormatOf = (value: string | null | undefined): TimeFormat =>
  TIME_FORMATS.find((entry) => entry === value) ?? DEFAULT_TIME_FORMAT;

/** An example of each choice, so a person picks by what they will see. */
export const dateFormatLabels: Record<DateFormat, string> = {
  'YYYY-MM-DD': 'YYYY-MM-DD (2026-12-31)',
  'MM-DD-YYYY': 'MM-DD-YYYY (12-31-2026)',
  'MM/DD/YYYY': 'MM/DD/YYYY (12/31/2026)',
  'DD-MM-YYYY': 'DD-MM-YYYY (31-12-2026)',
};
export const timeFormatLabels: Record<TimeFormat, string> = {
  'HH:mm:ss': '24-hour with seconds (14:05:09)',
  'HH:mm': '24-hour (14:05)',
  'hh:mm:ss A': '12-hour with seconds (02:05:09 PM)',
  'hh:mm A': '12-hour (02:05 PM)',
};

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** A calendar day ('YYYY-MM-DD') in the date format; anything that is not such a day is shown as it came. */
export function formatCalendarDate(date: string, dateFormat: string | null | undefined): string {
  const match = CALENDAR_DAY.exec(date);
  if (!match) return date;
  const [, year = '', month = '', day = ''] = match;
  switch (dateFormatOf(dateFormat)) {
    case 'MM-DD-YYYY':
      return `${month}-${day}-${year}`;
    case 'MM/DD/YYYY':
      return `${month}/${day}/${year}`;
    case 'DD-MM-YYYY':
      return `${day}-${month}-${year}`;
    case 'YYYY-MM-DD':
      return `${year}-${month}-${day}`;
  }
}

/** A wall-clock time ('…THH:mm:ss', a datetime-local value or a bare 'HH:mm:ss') in the time format. */
export function formatClockTime(local: string, timeFormat: string | null | undefined): string {
  const clock = local.includes('T') ? local.slice(local.indexOf('T') + 1) : local;
  const [hours = '00', minutes = '00', seconds = '00'] = clock.slice(0, 8).split(':');
  const chosen = timeFormatOf(timeFormat);
  const withSeconds = chosen.includes('ss');
  if (chosen.startsWith('HH')) return withSeconds ? `${hours}:${minutes}:${seconds}` : `${hours}:${minutes}`;
  const hour = Number(hours);
  const twelve = String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0');
  const text = withSeconds ? `${twelve}:${minutes}:${seconds}` : `${twelve}:${minutes}`;
  return `${text} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** An instant as 'YYYY-MM-DDTHH:mm:ss' on the organization's wall clock; null when it is not an instant. */
function wallClockOf(iso: string, timeZone: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  try {
    return format(new TZDate(date.getTime(), timeZone), "yyyy-MM-dd'T'HH:mm:ss");
  } catch {
    // An unknown zone name must not blank the page: UTC is the next best thing.
    return date.toISOString().slice(0, 19);
  }
}

/** The day an instant (a payment made, a record created) falls on in the organization, in the date format. */
export function formatInstantDate(iso: string, timeZone: string, dateFormat: string | null | undefined): string {
  const local = wallClockOf(iso, timeZone);
  return local ? formatCalendarDate(local, dateFormat) : iso;
}

/** An instant's time of day in the organization, in the time format. */
export function formatInstantTime(iso: string, timeZone: string, timeFormat: string | null | undefined): string {
  const local = wallClockOf(iso, timeZone);
  return local ? formatClockTime(local, timeFormat) : iso;
}

/** An instant as its day and time in the organization: '2026-12-31 14:05:09' by default. */
export function formatInstantDateTime(
  iso: string,
  timeZone: string,
  formats: { dateFormat: string | null | undefined; timeFormat: string | null | undefined },
): string {
  const local = wallClockOf(iso, timeZone);
  return local ? `${formatCalendarDate(local, formats.dateFormat)} ${formatClockTime(local, formats.timeFormat)}` : iso;
}

/**
 * A day or an instant, whichever the value is: a bare 'YYYY-MM-DD' is a calendar day and shown as it is; an instant
 * is shown as its day in the organization.
 */
export const formatDateValue = (value: string, timeZone: string, dateFormat: string | null | undefined) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? formatCalendarDate(value, dateFormat)
    : formatInstantDate(value, timeZone, dateFormat);
