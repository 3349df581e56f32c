import { todayIn } from '@employee-portal/core/dates';

/** Instants are shown in the organization's time zone, the day its business runs on (DESIGN §3). */
export function formatInstant(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
  } catch {
    // An unknown zone name must not blank the page; the browser's own zone is the next best thing.
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  }
}

/** A calendar instant's day as the organization sees it, e.g. for 'Trial ends'. */
export function formatDay(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(date);
  }
}

/**
 * A calendar day (YYYY-MM-DD: billing dates, periods) in the user's date_format setting (spec §3 user_settings,
 * default YYYY-MM-DD). Anything that is not such a day is shown as it came.
 */
export function formatCalendarDate(date: string, dateFormat: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  const [, year = '', month = '', day = ''] = match;
  switch (dateFormat) {
    case 'MM-DD-YYYY':
      return `${month}-${day}-${year}`;
    case 'MM/DD/YYYY':
      return `${month}/${day}/${year}`;
    case 'DD-MM-YYYY':
      return `${day}-${month}-${year}`;
    default:
      return `${year}-${month}-${day}`;
  }
}

/**
 * The day an instant (a payment made, a record created) falls on in the organization's time zone, in the user's
 * date_format like every calendar day.
 */
export function formatInstantDate(iso: string, timeZone: string, dateFormat: string | null | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let day: string;
  try {
    day = todayIn(timeZone, date);
  } catch {
    // An unknown zone name must not blank the page: the UTC day is the next best thing.
    day = date.toISOString().slice(0, 10);
  }
  return formatCalendarDate(day, dateFormat);
}
