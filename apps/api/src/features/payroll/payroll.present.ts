import {
  type PaySlipFigures,
  type PaySlipWire,
  type PayRunShowResponse,
  type PayRunWire,
  payRunTotals,
} from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import {
  adjustmentsOfSlips,
  type PayAdjustmentRow,
  type PaySlipRow,
  runSummaryOf,
  slipsOfRun,
} from './payroll.repository.ts';

type RunSummary = NonNullable<Awaited<ReturnType<typeof runSummaryOf>>>;

export const presentRun = (row: RunSummary): PayRunWire => ({
  ...row,
  finalized_at: row.finalized_at?.toISOString() ?? null,
});

export const figuresOf = (slip: PaySlipRow): PaySlipFigures => ({
  worked_minutes: slip.worked_minutes,
  regular_minutes: slip.regular_minutes,
  overtime_minutes: slip.overtime_minutes,
  regular_pay_cents: slip.regular_pay_cents,
  overtime_pay_cents: slip.overtime_pay_cents,
  jobs_completed: slip.jobs_completed,
  job_revenue_cents: slip.job_revenue_cents,
  dogs: slip.dogs,
  yards: slip.yards,
  piece_rate_pay_cents: slip.piece_rate_pay_cents,
  commission_cents: slip.commission_cents,
  salary_cents: slip.salary_cents,
  miles: slip.miles,
  mileage_rate_cents: slip.mileage_rate_cents,
  mileage_cents: slip.mileage_cents,
  tips_cents: slip.tips_cents,
  bonus_cents: slip.bonus_cents,
  deduction_cents: slip.deduction_cents,
  reimbursement_cents: slip.reimbursement_cents,
  earned_cents: slip.earned_cents,
  prior_period_correction_cents: slip.prior_period_correction_cents,
  gross_cents: slip.gross_cents,
});

export const presentSlip = (slip: PaySlipRow, adjustments: readonly PayAdjustmentRow[]): PaySlipWire => ({
  ...figuresOf(slip),
  id: slip.id,
  membership_id: slip.membership_id,
  full_name: slip.full_name,
  adjustments: adjustments.map(({ id, kind, amount_cents, note }) => ({ id, kind, amount_cents, note })),
  corrections: slip.breakdown.corrections,
  emailed_at: slip.emailed_at?.toISOString() ?? null,
});

/** The run with every slip and the totals row. */
export async function showRun(db: Db, organizationId: number, runId: number): Promise<PayRunShowResponse> {
  const run = await runSummaryOf(db, organizationId, runId);
  if (!run) throw notFound();
  const slips = await slipsOfRun(db, organizationId, runId);
  const adjustments = await adjustmentsOfSlips(
    db,
    organizationId,
    slips.map((slip) => slip.id),
  );
  return {
    run: presentRun(run),
    slips: slips.map((slip) => presentSlip(slip, adjustments.get(slip.id) ?? [])),
    totals: payRunTotals(slips.map(figuresOf)),
  };
}
