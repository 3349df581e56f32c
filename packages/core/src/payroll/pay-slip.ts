/**
 * One staff member's pay slip for one pay period, from their shifts, completed jobs, tips and adjustments.
 * Each money figure is rounded to the cent once; the gross is the sum of the rounded figures, so the slip adds up.
 */
import { roundCents } from '../billing/money.ts';
import { shiftDay } from '../shifts/shift-time.ts';
import { grossOfParts } from './gross-pay.ts';
import { minutesByDay, type OvertimeRule, periodMinutes, type WorkedShift } from './overtime.ts';

const BPS_WHOLE = 10_000;

export type PayAdjustmentKind = 'bonus' | 'deduction' | 'reimbursement';
export const payAdjustmentKinds = ['bonus', 'deduction', 'reimbursement'] as const;

/** The org's payroll settings a slip needs (structurally the payroll settings contract). */
export interface SlipSettings extends OvertimeRule {
  overtime_multiplier_bps: number;
  mileage_rate_cents: number;
  tips_to_tech: boolean;
}

/** A member's pay rules (structurally the staff pay rules contract); mileage 0 = the organization's rate. */
export interface SlipPayRules {
  hourly_rate_cents: number;
  per_job_rate_cents: number;
  per_dog_rate_cents: number;
  per_yard_rate_cents: number;
  commission_bps: number;
  salary_cents_per_year: number;
  mileage_rate_cents: number;
}

export interface PaidShift extends WorkedShift {
  miles: number;
}

export interface CompletedJob {
  service_date: string;
  /** Visit revenue. */
  price_cents: number;
  dog_count: number | null;
  /** A client or commercial location: one yard per location per service day. */
  location_key: string;
}

export interface SlipAdjustment {
  kind: PayAdjustmentKind;
  /** Positive; the kind gives the sign. */
  amount_cents: number;
  note: string;
}

export interface PaySlipInput {
  period: { start_date: string; end_date: string };
  periods_per_year: number;
  time_zone: string;
  settings: SlipSettings;
  rules: SlipPayRules;
  /** Every ended shift from the Monday of the period's first workweek to the period's end. */
  shifts: readonly PaidShift[];
  /** Jobs completed inside the period. */
  jobs: readonly CompletedJob[];
  /** Tips for visits inside the period. */
  tips_cents: readonly number[];
  adjustments: readonly SlipAdjustment[];
  /** What earlier finalized periods now pay differently (a shift corrected after they were locked). */
  prior_period_correction_cents: number;
}

export interface PaySlipFigures {
  worked_minutes: number;
  regular_minutes: number;
  overtime_minutes: number;
  regular_pay_cents: number;
  overtime_pay_cents: number;
  jobs_completed: number;
  job_revenue_cents: number;
  dogs: number;
  yards: number;
  piece_rate_pay_cents: number;
  commission_cents: number;
  salary_cents: number;
  miles: number;
  mileage_rate_cents: number;
  mileage_cents: number;
  tips_cents: number;
  bonus_cents: number;
  deduction_cents: number;
  reimbursement_cents: number;
  /** Everything the period itself earns: the gross less the correction of earlier periods. */
  earned_cents: number;
  prior_period_correction_cents: number;
  gross_cents: number;
}

const sumOf = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

const adjustmentTotal = (adjustments: readonly SlipAdjustment[], kind: PayAdjustmentKind) =>
  sumOf(adjustments.filter((entry) => entry.kind === kind).map((entry) => entry.amount_cents));

/** The salary one period pays: the yearly salary over the periods in a year, to the cent. */
const salaryShareCents = (salaryCentsPerYear: number, periodsPerYear: number) =>
  periodsPerYear > 0 ? roundCents(salaryCentsPerYear / periodsPerYear) : 0;

/**
 * Overtime at the FLSA "regular rate": the hourly, piece-rate and commission pay of the period over its hours
 * (tips, reimbursements and bonuses stay out), so a tech on piece rates or commission is paid the overtime premium
 * on those too, not only on the hourly rate. Overtime hours earn their hourly pay plus the premium share
 * (multiplier − 1) of the regular rate; for hourly-only pay that is the hourly rate × the multiplier. Salary is left
 * out: salaried members are treated as exempt. The rate is taken over the pay period, not each workweek.
 */
function overtimePayOf(
  minutes: { regular_minutes: number; overtime_minutes: number },
  hourlyRateCents: number,
  productionPayCents: number,
  multiplierBps: number,
) {
  const paidMinutes = minutes.regular_minutes + minutes.overtime_minutes;
  if (minutes.overtime_minutes === 0 || paidMinutes === 0) return 0;
  const straightTimeCents = (paidMinutes * hourlyRateCents) / 60 + productionPayCents;
  const premiumCents =
    (minutes.overtime_minutes * straightTimeCents * (multiplierBps - BPS_WHOLE)) / (paidMinutes * BPS_WHOLE);
  return (minutes.overtime_minutes * hourlyRateCents) / 60 + premiumCents;
}

export function computePaySlip(input: PaySlipInput): PaySlipFigures {
  const { period, settings, rules } = input;
  const days = minutesByDay(input.shifts, input.time_zone, settings);
  const minutes = periodMinutes(days, period);
  const jobRevenue = sumOf(input.jobs.map((job) => job.price_cents));
  const dogs = sumOf(input.jobs.map((job) => job.dog_count ?? 0));
  const yards = new Set(input.jobs.map((job) => `${job.service_date}|${job.location_key}`)).size;
  const pieceRatePay =
    input.jobs.length * rules.per_job_rate_cents + dogs * rules.per_dog_rate_cents + yards * rules.per_yard_rate_cents;
  const commission = roundCents((jobRevenue * rules.commission_bps) / BPS_WHOLE);

  const regularPay = roundCents((minutes.regular_minutes * rules.hourly_rate_cents) / 60);
  const overtimePay = roundCents(
    overtimePayOf(minutes, rules.hourly_rate_cents, pieceRatePay + commission, settings.overtime_multiplier_bps),
  );
  const salary = salaryShareCents(rules.salary_cents_per_year, input.periods_per_year);

  // Miles belong to the day the shift started: one odometer reading pair per shift cannot be split by hour.
  const miles = sumOf(
    input.shifts
      .filter((shift) => shift.ended_at !== null)
      .filter((shift) => {
        const day = shiftDay(shift.started_at, input.time_zone);
        return day >= period.start_date && day <= period.end_date;
      })
      .map((shift) => shift.miles),
  );
  const mileageRate = rules.mileage_rate_cents > 0 ? rules.mileage_rate_cents : settings.mileage_rate_cents;
  const mileage = miles * mileageRate;
  const tips = settings.tips_to_tech ? sumOf(input.tips_cents) : 0;

  const bonus = adjustmentTotal(input.adjustments, 'bonus');
  const deduction = adjustmentTotal(input.adjustments, 'deduction');
  const reimbursement = adjustmentTotal(input.adjustments, 'reimbursement');
  const earned = grossOfParts({
    regular_pay_cents: regularPay,
    overtime_pay_cents: overtimePay,
    piece_rate_pay_cents: pieceRatePay,
    commission_cents: commission,
    salary_cents: salary,
    mileage_cents: mileage,
    tips_cents: tips,
    bonus_cents: bonus,
    reimbursement_cents: reimbursement,
    deduction_cents: deduction,
    prior_period_correction_cents: 0,
  });

  return {
    worked_minutes: minutes.worked_minutes,
    regular_minutes: minutes.regular_minutes,
    overtime_minutes: minutes.overtime_minutes,
    regular_pay_cents: regularPay,
    overtime_pay_cents: overtimePay,
    jobs_completed: input.jobs.length,
    job_revenue_cents: jobRevenue,
    dogs,
    yards,
    piece_rate_pay_cents: pieceRatePay,
    commission_cents: commission,
    salary_cents: salary,
    miles,
    mileage_rate_cents: mileageRate,
    mileage_cents: mileage,
    tips_cents: tips,
    bonus_cents: bonus,
    deduction_cents: deduction,
    reimbursement_cents: reimbursement,
    earned_cents: earned,
    prior_period_correction_cents: input.prior_period_correction_cents,
    gross_cents: earned + input.prior_period_correction_cents,
  };
}

/** Totals row of a run: every figure summed. */
export function payRunTotals(slips: readonly PaySlipFigures[]): PaySlipFigures {
  const keys = Object.keys(slips[0] ?? emptyFigures) as (keyof PaySlipFigures)[];
  const totals = { ...emptyFigures };
  for (const key of keys) totals[key] = sumOf(slips.map((slip) => slip[key]));
  totals.mileage_rate_cents = 0;
  return totals;
}

export const emptyFigures: PaySlipFigures = {
  worked_minutes: 0,
  regular_minutes: 0,
  overtime_minutes: 0,
  regular_pay_cents: 0,
  overtime_pay_cents: 0,
  jobs_completed: 0,
  job_revenue_cents: 0,
  dogs: 0,
  yards: 0,
  piece_rate_pay_cents: 0,
  commission_cents: 0,
  salary_cents: 0,
  miles: 0,
  mileage_rate_cents: 0,
  mileage_cents: 0,
  tips_cents: 0,
  bonus_cents: 0,
  deduction_cents: 0,
  reimbursement_cents: 0,
  earned_cents: 0,
  prior_period_correction_cents: 0,
  gross_cents: 0,
};
