/** Requests of the KPI reports and the dashboard layout. */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { daysBetween } from '../scheduling/calendar-day.ts';
import { calendarDate } from './time-range.ts';
import { dashboardWidgetKeys } from './widgets.ts';

/** Spec §7 /kpi_reports/*: an inclusive range of the organization's calendar days as `from` and `to`. */
export const kpiReportQuerySchema = z
  .object({ from: calendarDate, to: calendarDate })
  .refine((range) => range.to >= range.from, { path: ['to'], error: messages.cannotBeBeforeFromDate });

/** At most this many cohort months in one request: each is a few index reads, but a page shows two years. */
export const MAX_COHORT_MONTHS = 24;

export const cohortsQuerySchema = z
  .object({ segment: z.enum(['residential', 'commercial']), from: calendarDate, to: calendarDate })
  .refine((range) => range.to >= range.from, { path: ['to'], error: messages.cannotBeBeforeFromDate })
  .refine((range) => range.to < range.from || daysBetween(range.from, range.to) <= MAX_COHORT_MONTHS * 31, {
    path: ['to'],
    error: messages.notValid,
  });

/** One widget's place on a dashboard: shown in list order unless hidden. */
export const dashboardLayoutItemSchema = z.object({ key: z.enum(dashboardWidgetKeys), hidden: z.boolean() });

/** PUT /dashboard/layout and /dashboard/layout/default: the widgets in order, each at most once. */
export const dashboardLayoutBodySchema = z.object({
  widgets: z
    .array(dashboardLayoutItemSchema)
    .max(dashboardWidgetKeys.length)
    .refine((items) => new Set(items.map((item) => item.key)).size === items.length, { error: messages.notValid }),
});
export type DashboardLayoutBody = z.infer<typeof dashboardLayoutBodySchema>;
