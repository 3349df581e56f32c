/**
 * /route_planning_report (issue 15 point 6): per tech and day, the route that was planned (stops, distance, drive
 * time in route order) against what happened (jobs completed, skipped or missed; the shift's times and miles).
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { idParam } from '../fields.ts';
import { calendarDate } from '../dashboard/time-range.ts';
import { listMetaSchema, listQuerySchema } from '../list.ts';
import { addCalendarDays, daysBetween } from '../scheduling/calendar-day.ts';
import { metersToMiles } from './geo.ts';

/** Every day of the range has its routes priced; about a quarter keeps that quick on a road engine too. */
export const MAX_ROUTE_REPORT_DAYS = 93;
export const routeReportRangeTooLong = `The range can be at most ${MAX_ROUTE_REPORT_DAYS} days`;
/** Without a From day the report shows the week through the To day (today by default). */
export const DEFAULT_ROUTE_REPORT_DAYS = 7;

export const routePlanningReportSorts = [
  '-date',
  'date',
  'tech',
  '-tech',
  'planned_distance',
  '-planned_distance',
] as const;
export type RoutePlanningReportSort = (typeof routePlanningReportSorts)[number];

/** What is wrong with a range, or null: a To day before From, or more days than the report prices. */
export function routeReportRangeError(range: { date_from?: string; date_to?: string }) {
  if (!range.date_from || !range.date_to) return null;
  if (range.date_to < range.date_from) return messages.cannotBeBeforeFromDate;
  return daysBetween(range.date_from, range.date_to) + 1 > MAX_ROUTE_REPORT_DAYS ? routeReportRangeTooLong : null;
}

const filters = {
  date_from: calendarDate.optional(),
  date_to: calendarDate.optional(),
  user_id: idParam().optional(),
};

const refuseBadRange = (query: { date_from?: string; date_to?: string }, context: z.RefinementCtx) => {
  const error = routeReportRangeError(query);
  if (error) context.addIssue({ code: 'custom', path: ['date_to'], message: error });
};

export const routePlanningReportQuerySchema = listQuerySchema
  .omit({ search: true })
  .extend({ ...filters, sort: z.enum(routePlanningReportSorts, { error: messages.notValid }).default('-date') })
  .superRefine(refuseBadRange);
export type RoutePlanningReportQuery = z.output<typeof routePlanningReportQuerySchema>;

export const routePlanningExportQuerySchema = z
  .object({ ...filters, sort: z.enum(routePlanningReportSorts, { error: messages.notValid }).default('-date') })
  .superRefine(refuseBadRange);
export type RoutePlanningExportQuery = z.output<typeof routePlanningExportQuerySchema>;

/** The range asked for: To defaults to today, From to the week ending on To. */
export function routeReportPeriod(query: { date_from?: string; date_to?: string }, today: string) {
  const date_to = query.date_to ?? (query.date_from && query.date_from > today ? query.date_from : today);
  return { date_from: query.date_from ?? addCalendarDays(date_to, 1 - DEFAULT_ROUTE_REPORT_DAYS), date_to };
}

/** 'HH:mm' of an instant on the organization's clock. */
export const clockTimeIn = (instant: Date | string, timeZone: string) =>
  format(new TZDate(new Date(instant).getTime(), timeZone), 'HH:mm');

/** Miles to one decimal, as the report shows and exports them. */
export const roundMiles = (miles: number) => Math.round(miles * 10) / 10;
export const plannedMiles = (meters: number) => roundMiles(metersToMiles(meters));

/** A span as 'h:mm' (drive and worked time in the table and the CSV). */
export function hoursAndMinutes(minutes: number) {
  const whole = Math.max(0, Math.round(minutes));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export const routePlanningRowSchema = z.object({
  date: z.string(),
  user_id: z.number(),
  tech_name: z.string(),
  /** Jobs assigned to the tech that day, cancelled ones left out. */
  planned_stops: z.number(),
  /** Stops without a map position: counted, but not on the priced route. */
  unlocated_stops: z.number(),
  /** Start → stops in route order → end. */
  planned_distance_m: z.number(),
  planned_drive_s: z.number(),
  completed: z.number(),
  skipped: z.number(),
  missed: z.number(),
  /** The day's shifts (by the day they started): the first start and last end, 'HH:mm' on the organization's clock. */
  shifts: z.number(),
  shift_start: z.string().nullable(),
  /** Null while a shift is still running. */
  shift_end: z.string().nullable(),
  worked_minutes: z.number(),
  /** Null when the tech worked no shift that day. */
  shift_miles: z.number().nullable(),
  /** Shift miles minus planned miles (one decimal): above zero the tech drove more than planned; null while running. */
  difference_miles: z.number().nullable(),
});
export type RoutePlanningRow = z.infer<typeof routePlanningRowSchema>;

export const routePlanningTotalsSchema = z.object({
  days: z.number(),
  planned_stops: z.number(),
  planned_distance_m: z.number(),
  planned_drive_s: z.number(),
  completed: z.number(),
  skipped: z.number(),
  missed: z.number(),
  worked_minutes: z.number(),
  shift_miles: z.number(),
  /** Over the days that had a shift, like each row's. */
  difference_miles: z.number(),
});
export type RoutePlanningTotals = z.infer<typeof routePlanningTotalsSchema>;

export const routePlanningReportResponseSchema = z.object({
  date_from: z.string(),
  date_to: z.string(),
  time_zone: z.string(),
  /** Whether the planned distances came from a road engine or the straight-line estimate. */
  distance_source: z.enum(['straight_line', 'road']),
  /** Everyone with a route or a shift in the range, for the tech filter. */
  techs: z.array(z.object({ id: z.number(), name: z.string() })),
  data: z.array(routePlanningRowSchema),
  totals: routePlanningTotalsSchema,
  meta: listMetaSchema,
});
export type RoutePlanningReportResponse = z.infer<typeof routePlanningReportResponseSchema>;
