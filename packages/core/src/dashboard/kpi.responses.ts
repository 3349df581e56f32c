/** Answers of GET /dashboard/kpis/:key, /kpi_reports/* and /kpi_reports/cohorts. */
import { z } from 'zod';
import { dashboardWidgetKeys } from './widgets.ts';

const day = z.string();
const rangeSchema = z.object({ from: day, to: day });

/** One point of a trend line: the bucket's first day, its label and its figure (in the KPI's unit). */
export const kpiSeriesPointSchema = z.object({ period: day, label: z.string(), value: z.number() });
/** One bar: a label (a referral source, a service plan, a cancel reason) and its figure, largest first. */
export const kpiBreakdownItemSchema = z.object({ label: z.string(), value: z.number() });
/** A named figure beside the headline (New / Lost / Net, Residential / Commercial), compared the same way. */
export const kpiFigureSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number().nullable(),
  previous_value: z.number().nullable(),
  change_bps: z.number().nullable(),
});

/**
 * The one shape every dashboard widget answers. `value` is in `unit` (see kpiDefinitions) and null when the figure
 * has no meaning (an average over nobody, churn with nobody active at the start). `previous_value` is the same
 * figure over `previous_range`, the period of the same length just before; `change_bps` compares them.
 */
export const kpiResponseSchema = z.object({
  widget: z.enum(dashboardWidgetKeys),
  unit: z.enum(['count', 'cents', 'bps', 'hundredths']),
  range: rangeSchema,
  previous_range: rangeSchema,
  value: z.number().nullable(),
  previous_value: z.number().nullable(),
  change_bps: z.number().nullable(),
  figures: z.array(kpiFigureSchema),
  /** Trend widgets: the range in day, week or month buckets (`bucket`), every bucket present, zero when empty. */
  series: z.array(kpiSeriesPointSchema).optional(),
  bucket: z.enum(['day', 'week', 'month']).optional(),
  /** Bar widgets: by label over the range, largest first. */
  breakdown: z.array(kpiBreakdownItemSchema).optional(),
});
export type KpiResponse = z.infer<typeof kpiResponseSchema>;

/** GET /kpi_reports/churn_rate_{segment}: one segment's churn over the range, with what it is made of. */
export const churnReportSchema = z.object({
  from: day,
  to: day,
  active_at_start: z.number(),
  new: z.number(),
  lost: z.number(),
  active_at_end: z.number(),
  /** lost ÷ active_at_start; null when nobody was active at the start. */
  churn_bps: z.number().nullable(),
  /** churn_bps spread over the range's months (days ÷ 30.4375). */
  monthly_churn_bps: z.number().nullable(),
});
export type ChurnReport = z.infer<typeof churnReportSchema>;

/** GET /kpi_reports/lifetime_value_{segment}. */
export const lifetimeValueReportSchema = churnReportSchema.extend({
  revenue_cents: z.number(),
  active_during: z.number(),
  /** revenue ÷ active_during ÷ months of the range. */
  average_monthly_revenue_cents: z.number().nullable(),
  /** average monthly revenue ÷ monthly churn; null when nobody was lost. */
  lifetime_value_cents: z.number().nullable(),
});
export type LifetimeValueReport = z.infer<typeof lifetimeValueReportSchema>;

export const churnResidentialResponseSchema = z.object({ residential: churnReportSchema });
export const churnCommercialResponseSchema = z.object({ commercial: churnReportSchema });
export const lifetimeValueResidentialResponseSchema = z.object({ residential: lifetimeValueReportSchema });
export const lifetimeValueCommercialResponseSchema = z.object({ commercial: lifetimeValueReportSchema });

/** Months after a cohort's first day at which retention and revenue are read. */
export const cohortCheckpoints = [1, 3, 6, 12] as const;

export const cohortCheckpointSchema = z.object({
  after_months: z.number(),
  /** The day read: the cohort month's first day plus `after_months` months. */
  on: day,
  /** False when that day has not come yet: the figures below are then null. */
  reached: z.boolean(),
  active: z.number().nullable(),
  /** active ÷ the cohort's new clients. */
  active_share_bps: z.number().nullable(),
  /** Revenue of the cohort's clients from the cohort month's first day until the day read, per new client. */
  revenue_per_client_cents: z.number().nullable(),
});

export const cohortSchema = z.object({
  /** First day of the month the cohort's clients started in. */
  month: day,
  new_clients: z.number(),
  checkpoints: z.array(cohortCheckpointSchema),
  /** Why the cohort's lost clients left (reason of the subscription cancelled last), most frequent first, at most 3. */
  top_cancel_reasons: z.array(z.object({ label: z.string(), count: z.number() })),
});
export type Cohort = z.infer<typeof cohortSchema>;

/** GET /kpi_reports/cohorts?segment=&from=&to=: the months of `from`..`to`, oldest first. */
export const cohortsResponseSchema = z.object({
  segment: z.enum(['residential', 'commercial']),
  cohorts: z.array(cohortSchema),
});
export type CohortsResponse = z.infer<typeof cohortsResponseSchema>;
