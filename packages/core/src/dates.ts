/** Calendar days belong to the organization's time zone; instants are UTC. These two convert between them. */
import { TZDate } from '@date-fns/tz';
import { addDays, format, parseISO } from 'date-fns';

export function todayIn(timeZone: string, now: Date): string {
  return format(new TZDate(now.getTime(), timeZone), 'yyyy-MM-dd');
}

/** The instant a calendar day starts in `timeZone` (midnight there, whatever the daylight-saving offset). */
export function dayStartInstant(date: string, timeZone: string): Date {
  const parsed = parseISO(date);
  return new Date(new TZDate(parsed.getFullYear(), parsed.getMonth(), parsed.getDate(), timeZone).getTime());
}

/** Half-open instant range [start of `from`, start of the day after `to`). */
export function dayRangeInstants(range: { from: string; to: string }, timeZone: string) {
  return { start: dayStartInstant(range.from, timeZone), end: dayStartInstant(format(addDays(parseISO(range.to), 1), 'yyyy-MM-dd'), timeZone) };
}
