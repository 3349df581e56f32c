/** Pay runs (issue 18 item 4, /create_pay_slips): what the API answers. */
import { z } from 'zod';
import { listMetaSchema } from '../list.ts';
import { payAdjustmentKinds } from './pay-slip.ts';

export const payRunStatuses = ['draft', 'finalized'] as const;
export type PayRunStatus = (typeof payRunStatuses)[number];

const n = () => z.number();
export const paySlipFiguresSchema = z.object({
  worked_minutes: n(),
  regular_minutes: n(),
  overtime_minutes: n(),
  regular_pay_cents: n(),
  overtime_pay_cents: n(),
  jobs_completed: n(),
  job_revenue_cents: n(),
  dogs: n(),
  yards: n(),
  piece_rate_pay_cents: n(),
  commission_cents: n(),
  salary_cents: n(),
  miles: n(),
  mileage_rate_cents: n(),
  mileage_cents: n(),
  tips_cents: n(),
  bonus_cents: n(),
  deduction_cents: n(),
  reimbursement_cents: n(),
  earned_cents: n(),
  prior_period_correction_cents: n(),
  gross_cents: n(),
});

export const payAdjustmentWireSchema = z.object({
  id: z.number(),
  kind: z.enum(payAdjustmentKinds),
  amount_cents: z.number(),
  note: z.string(),
});
export type PayAdjustmentWire = z.infer<typeof payAdjustmentWireSchema>;

/** An earlier finalized period whose pay changed after it was locked, carried on this slip. */
export const payCorrectionWireSchema = z.object({
  pay_run_id: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  amount_cents: z.number(),
});
export type PayCorrectionWire = z.infer<typeof payCorrectionWireSchema>;

export const paySlipWireSchema = paySlipFiguresSchema.extend({
  id: z.number(),
  membership_id: z.number(),
  full_name: z.string(),
  adjustments: z.array(payAdjustmentWireSchema),
  corrections: z.array(payCorrectionWireSchema),
  emailed_at: z.string().nullable(),
});
export type PaySlipWire = z.infer<typeof paySlipWireSchema>;

export const payRunWireSchema = z.object({
  id: z.number(),
  pay_period: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  status: z.enum(payRunStatuses),
  finalized_at: z.string().nullable(),
  finalized_by_name: z.string().nullable(),
  slip_count: z.number(),
  gross_cents: z.number(),
});
export type PayRunWire = z.infer<typeof payRunWireSchema>;

export const payRunShowResponseSchema = z.object({
  run: payRunWireSchema,
  slips: z.array(paySlipWireSchema),
  totals: paySlipFiguresSchema,
});
export type PayRunShowResponse = z.infer<typeof payRunShowResponseSchema>;

export const payRunListResponseSchema = z.object({ data: z.array(payRunWireSchema), meta: listMetaSchema });
export type PayRunListResponse = z.infer<typeof payRunListResponseSchema>;

/** How far a draft's computation has come: the page calls again from `computed` until it reaches `total`. */
export const payRunProgressSchema = z.object({ run_id: z.number(), computed: z.number(), total: z.number() });
export type PayRunProgress = z.infer<typeof payRunProgressSchema>;

export const paySlipEmailResponseSchema = z.object({ emailed_at: z.string() });
