/** Calendar days belong to the organization's time zone; instants are UTC. These two convert between them. */
import { TZDate } from '@date-fns/tz';
import { addDays, format, parseISO } from 'date-fns';
import type { RefinementCtx } from 'zod';
import { messages } from './messages/catalogue.ts';

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
  return {
    start: dayStartInstant(range.from, timeZone),
    end: dayStartInstant(format(addDays(parseISO(range.to), 1), 'yyyy-MM-dd'), timeZone),
  };
}

type DayFields = Record<string, string | null | undefined>;

/**
 * A day something is set to start or end on (a pause's start, a coupon's or gift certificate's expiry) cannot lie
 * before today in the organization: one rule and one wording for all of them. A day kept as it was saved may stay
 * (a pause already running, an expiry that has passed), so correcting another field never forces a new date.
 */
export function pastDayErrors(days: DayFields, today: string, saved: DayFields = {}): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, day] of Object.entries(days)) {
    if (day && day < today && day !== saved[field]) errors[field] = [messages.dateCannotBeInPast];
  }
  return errors;
}

/** pastDayErrors for a form's Zod schema: `schema.superRefine(refusePastDays(['expires_on'], today, saved))`. */
export const refusePastDays =
  <Field extends string>(fields: readonly Field[], today: string, saved: DayFields = {}) =>
  (values: { [Key in Field]?: string | null }, context: RefinementCtx) => {
    const days = Object.fromEntries(fields.map((field) => [field, values[field]]));
    for (const [field, texts] of Object.entries(pastDayErrors(days, today, saved))) {
      for (const text of texts) context.addIssue({ code: 'custom', path: [field], message: text });
    }
  };
