/** /payroll_report and /productivity_report: what the API answers. */
import { z } from 'zod';
import { listMetaSchema } from '../list.ts';

/** Sums over finalized pay slips: minutes, and every part of gross pay in cents, which add up to the gross. */
const payTotalsSchema = z.object({
  periods: z.number(),
  regular_minutes: z.number(),
  overtime_minutes: z.number(),
  regular_pay_cents: z.number(),
  overtime_pay_cents: z.number(),
  piece_rate_pay_cents: z.number(),
  commission_cents: z.number(),
  salary_cents: z.number(),
  mileage_cents: z.number(),
  tips_cents: z.number(),
  bonus_cents: z.number(),
  reimbursement_cents: z.number(),
  /** Positive, as typed on the slip: it counts negative in the gross. */
  deduction_cents: z.number(),
  /** Corrections of earlier, already created pay runs. */
  prior_period_correction_cents: z.number(),
  gross_cents: z.number(),
});
export type PayTotals = z.infer<typeof payTotalsSchema>;

export const payrollReportRowSchema = payTotalsSchema.extend({ membership_id: z.number(), full_name: z.string() });
export type PayrollReportRow = z.infer<typeof payrollReportRowSchema>;
export const payrollReportResponseSchema = z.object({
  date_from: z.string(),
  date_to: z.string(),
  data: z.array(payrollReportRowSchema),
  meta: listMetaSchema,
  /** Every member in the range, not just this page. */
  totals: payTotalsSchema,
});
export type PayrollReportResponse = z.infer<typeof payrollReportResponseSchema>;

export const personSlipRowSchema = payTotalsSchema.omit({ periods: true }).extend({
  pay_slip_id: z.number(),
  pay_run_id: z.number(),
  start_date: z.string(),
  end_date: z.string(),
});
export type PersonSlipRow = z.infer<typeof personSlipRowSchema>;
export const payrollPersonResponseSchema = z.object({
  membership_id: z.number(),
  full_name: z.string(),
  date_from: z.string(),
  date_to: z.string(),
  slips: z.array(personSlipRowSchema),
  totals: payTotalsSchema,
});
export type PayrollPersonResponse = z.infer<typeof payrollPersonResponseSchema>;

/**
 * Productivity figures. Ratios are null when their divisor is zero. Per-hour money is cents per hour, the payroll
 * share basis points of revenue.
 */
const productivitySchema = z.object({
  jobs_completed: z.number(),
  worked_minutes: z.number(),
  job_revenue_cents: z.number(),
  gross_cents: z.number(),
  miles: z.number(),
  /** Jobs with both arrival and completion times, and their minutes on site. */
  timed_jobs: z.number(),
  on_site_minutes: z.number(),
  jobs_per_hour: z.number().nullable(),
  revenue_per_hour_cents: z.number().nullable(),
  payroll_share_basis_points: z.number().nullable(),
  average_minutes_per_job: z.number().nullable(),
  /** How the average was taken: on site (arrival to completion) or worked minutes spread over the jobs. */
  average_minutes_basis: z.enum(['on_site', 'worked']).nullable(),
  miles_per_job: z.number().nullable(),
});
export type ProductivityFigures = z.infer<typeof productivitySchema>;

export const productivityRowSchema = productivitySchema.extend({ membership_id: z.number(), full_name: z.string() });
export type ProductivityRow = z.infer<typeof productivityRowSchema>;
export const productivityReportResponseSchema = z.object({
  date_from: z.string(),
  date_to: z.string(),
  data: z.array(productivityRowSchema),
  meta: listMetaSchema,
  totals: productivitySchema,
});
export type ProductivityReportResponse = z.infer<typeof productivityReportResponseSchema>;

export const productivityPeriodSchema = productivitySchema.extend({ start_date: z.string(), end_date: z.string() });
export type ProductivityPeriod = z.infer<typeof productivityPeriodSchema>;
export const productivityPersonResponseSchema = z.object({
  membership_id: z.number(),
  full_name: z.string(),
  date_from: z.string(),
  date_to: z.string(),
  periods: z.array(productivityPeriodSchema),
  totals: productivitySchema,
});
export type ProductivityPersonResponse = z.infer<typeof productivityPersonResponseSchema>;

type ProductivitySums = Pick<
  ProductivityFigures,
  'jobs_completed' | 'worked_minutes' | 'job_revenue_cents' | 'gross_cents' | 'miles' | 'timed_jobs' | 'on_site_minutes'
>;

const ratio = (value: number, divisor: number, scale = 1) =>
  divisor > 0 ? Math.round((value * scale * 100) / divisor) / 100 : null;

/**
 * The ratios from the sums. Average minutes per job are on site (arrival to completion) over the jobs that have both
 * times; when no job has them, worked minutes over jobs completed.
 */
export function productivityFigures(sums: ProductivitySums): ProductivityFigures {
  const onSite = sums.timed_jobs > 0;
  const payrollShare = ratio(sums.gross_cents, sums.job_revenue_cents, 10_000);
  const revenuePerHour = ratio(sums.job_revenue_cents, sums.worked_minutes, 60);
  return {
    ...sums,
    jobs_per_hour: ratio(sums.jobs_completed, sums.worked_minutes, 60),
    revenue_per_hour_cents: revenuePerHour === null ? null : Math.round(revenuePerHour),
    payroll_share_basis_points: payrollShare === null ? null : Math.round(payrollShare),
    average_minutes_per_job: onSite
      ? ratio(sums.on_site_minutes, sums.timed_jobs)
      : ratio(sums.worked_minutes, sums.jobs_completed),
    average_minutes_basis: onSite ? 'on_site' : sums.jobs_completed > 0 ? 'worked' : null,
    miles_per_job: ratio(sums.miles, sums.jobs_completed),
  };
}
