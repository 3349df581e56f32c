/**
 * Dashboard time ranges (spec §2): each widget picks one; Current Month is the default. Dates are calendar days
 * (YYYY-MM-DD) in the organization's time zone; `to` is inclusive.
 */
import { z } from 'zod';
import {
  addDays,
  addMonths,
  addQuarters,
  addYears,
  endOfMonth,
  endOfQuarter,
  endOfYear,
  format,
  parseISO,
  startOfMonth,
  startOfQuarter,
  startOfYear,
  subDays,
} from 'date-fns';
import { messages } from '../messages/catalogue.ts';

export const primaryTimeRanges = [
  { value: 'current_month', label: 'Current Month' },
  { value: 'past_month', label: 'Past Month' },
  { value: 'current_quarter', label: 'Current Quarter' },
  { value: 'past_quarter', label: 'Past Quarter' },
  { value: 'current_year', label: 'Current Year' },
  { value: 'past_year', label: 'Past Year' },
  { value: 'custom', label: 'Custom Time Range' },
] as const;

/** Shown after 'More Options' is chosen. */
export const moreTimeRanges = [
  { value: 'last_7_days', label: 'Last 7 Days' },
  { value: 'last_30_days', label: 'Last 30 Days' },
  { value: 'last_90_days', label: 'Last 90 Days' },
  { value: 'last_12_months', label: 'Last 12 Months' },
] as const;

export const MORE_OPTIONS_LABEL = 'More Options';
export const DEFAULT_TIME_RANGE = 'current_month';

export type TimeRangeChoice = (typeof primaryTimeRanges)[number]['value'] | (typeof moreTimeRanges)[number]['value'];
export const timeRangeChoices = [...primaryTimeRanges, ...moreTimeRanges].map((option) => option.value) as [
  TimeRangeChoice,
  ...TimeRangeChoice[],
];

export interface DateRange {
  from: string;
  to: string;
}

export const calendarDate = z
  .string({ error: messages.required })
  // A date input left empty sends '': that is a missing day, not a malformed one.
  .min(1, { error: messages.required, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: messages.notValid, abort: true })
  .refine((value) => !Number.isNaN(parseISO(value).getTime()) && format(parseISO(value), 'yyyy-MM-dd') === value, {
    error: messages.notValid,
  });

export const dateRangeSchema = z
  .object({ date_from: calendarDate, date_to: calendarDate })
  .refine((range) => range.date_to >= range.date_from, { path: ['date_to'], error: messages.cannotBeBeforeFromDate });

export const savedTimeRangeSchema = z.object({
  choice: z.enum(timeRangeChoices),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
});
export type SavedTimeRange = z.infer<typeof savedTimeRangeSchema>;

const day = (date: Date) => format(date, 'yyyy-MM-dd');
const span = (from: Date, to: Date): DateRange => ({ from: day(from), to: day(to) });

/** The dates a choice covers on `today` (the organization's calendar day). */
export function resolveTimeRange(saved: SavedTimeRange, today: string): DateRange {
  const now = parseISO(today);
  switch (saved.choice) {
    case 'current_month':
      return span(startOfMonth(now), endOfMonth(now));
    case 'past_month':
      return span(startOfMonth(addMonths(now, -1)), endOfMonth(addMonths(now, -1)));
    case 'current_quarter':
      return span(startOfQuarter(now), endOfQuarter(now));
    case 'past_quarter':
      return span(startOfQuarter(addQuarters(now, -1)), endOfQuarter(addQuarters(now, -1)));
    case 'current_year':
      return span(startOfYear(now), endOfYear(now));
    case 'past_year':
      return span(startOfYear(addYears(now, -1)), endOfYear(addYears(now, -1)));
    case 'last_7_days':
      return span(subDays(now, 6), now);
    case 'last_30_days':
      return span(subDays(now, 29), now);
    case 'last_90_days':
      return span(subDays(now, 89), now);
    case 'last_12_months':
      return span(addDays(addYears(now, -1), 1), now);
    case 'custom':
      return saved.from && saved.to && saved.to >= saved.from
        ? { from: saved.from, to: saved.to }
        : span(startOfMonth(now), endOfMonth(now));
  }
}

export function timeRangeLabel(saved: SavedTimeRange): string {
  if (saved.choice === 'custom' && saved.from && saved.to) return `${saved.from} – ${saved.to}`;
  return (
    [...primaryTimeRanges, ...moreTimeRanges].find((option) => option.value === saved.choice)?.label ?? 'Current Month'
  );
}
