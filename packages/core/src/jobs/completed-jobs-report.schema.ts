/** /completed_jobs_report (issue 14 point 10): completed jobs of a period by tech, client or work area. */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { calendarDate } from '../dashboard/time-range.ts';
import { listMetaSchema, listQuerySchema } from '../list.ts';
import { addCalendarDays, addCalendarMonths } from '../scheduling/calendar-day.ts';

export const completedJobsGroupings = ['tech', 'client', 'work_area'] as const;
export type CompletedJobsGrouping = (typeof completedJobsGroupings)[number];
export const completedJobsGroupingLabels: Record<CompletedJobsGrouping, string> = {
  tech: 'Tech',
  client: 'Client',
  work_area: 'Work Area',
};

const reportFilters = {
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  group_by: z.enum(completedJobsGroupings, { error: messages.notValid }).default('tech'),
};
const fromNotAfterTo = (query: { from?: string; to?: string }) => !query.from || !query.to || query.to >= query.from;
const refinement = { path: ['to'], error: messages.cannotBeBeforeFromDate };

export const completedJobsReportQuerySchema = listQuerySchema
  .omit({ sort: true, search: true })
  .extend(reportFilters)
  .refine(fromNotAfterTo, refinement);
export type CompletedJobsReportQuery = z.output<typeof completedJobsReportQuerySchema>;
export const completedJobsExportQuerySchema = z.object(reportFilters).refine(fromNotAfterTo, refinement);
export type CompletedJobsExportQuery = z.output<typeof completedJobsExportQuerySchema>;

/** The period asked for; either end left out falls back to the current month (the reports' default). */
export function reportPeriod(query: { from?: string; to?: string }, today: string) {
  const monthStart = `${today.slice(0, 7)}-01`;
  return {
    from: query.from ?? monthStart,
    to: query.to ?? addCalendarDays(addCalendarMonths(monthStart, 1), -1),
  };
}

export const completedJobsRowSchema = z.object({
  /** The tech's user id, the client ('client:12' or 'commercial:3') or the work area's id; 'none' for the rest. */
  key: z.string(),
  name: z.string(),
  jobs: z.number(),
  /** Visit prices plus the cross-sells done on those visits. */
  revenue_cents: z.number(),
});
export type CompletedJobsRow = z.infer<typeof completedJobsRowSchema>;

export const completedJobsReportResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  group_by: z.enum(completedJobsGroupings),
  data: z.array(completedJobsRowSchema),
  totals: z.object({ jobs: z.number(), revenue_cents: z.number() }),
  meta: listMetaSchema,
});
export type CompletedJobsReportResponse = z.infer<typeof completedJobsReportResponseSchema>;
