/** Issue 18 item 5, /payroll_report and /productivity_report: the requests. */
import { z } from 'zod';
import { calendarDate } from '../dashboard/time-range.ts';
import { listQuerySchema } from '../list.ts';
import { moneyReportRangeError } from '../billing/money-reports.schema.ts';
import { addCalendarMonths } from '../scheduling/calendar-day.ts';

/** Without a range the payroll reports show the last three months up to the organization's today. */
export function payrollReportRange(query: { date_from?: string; date_to?: string }, today: string) {
  const date_to = query.date_to ?? (query.date_from && query.date_from > today ? query.date_from : today);
  return { date_from: query.date_from ?? addCalendarMonths(date_to, -3), date_to };
}

const refuseBadRange = (query: { date_from?: string; date_to?: string }, context: z.RefinementCtx) => {
  const error = moneyReportRangeError(query);
  if (error) context.addIssue({ code: 'custom', path: ['date_to'], message: error });
};

const range = { date_from: calendarDate.optional(), date_to: calendarDate.optional() };

const payrollReportColumns = ['name', 'periods', 'hours', 'overtime', 'gross'] as const;
export const payrollReportSorts = payrollReportColumns.flatMap((column) => [column, `-${column}`] as const);
export type PayrollReportSort = (typeof payrollReportSorts)[number];

export const payrollReportQuerySchema = listQuerySchema
  .omit({ sort: true })
  .extend({ ...range, sort: z.enum(payrollReportSorts).default('name') })
  .superRefine(refuseBadRange);
export type PayrollReportQuery = z.output<typeof payrollReportQuerySchema>;
export const payrollReportExportQuerySchema = z
  .object({ ...range, sort: z.enum(payrollReportSorts).default('name') })
  .superRefine(refuseBadRange);

const productivityColumns = ['name', 'jobs', 'hours', 'revenue'] as const;
export const productivityReportSorts = productivityColumns.flatMap((column) => [column, `-${column}`] as const);
export type ProductivityReportSort = (typeof productivityReportSorts)[number];
export const productivityReportQuerySchema = listQuerySchema
  .omit({ sort: true })
  .extend({ ...range, sort: z.enum(productivityReportSorts).default('name') })
  .superRefine(refuseBadRange);
export type ProductivityReportQuery = z.output<typeof productivityReportQuerySchema>;

/** One person's periods over time: from `date_from` (the first period shown) to today. */
export const personReportQuerySchema = z.object(range).superRefine(refuseBadRange);
export type PersonReportQuery = z.output<typeof personReportQuerySchema>;
