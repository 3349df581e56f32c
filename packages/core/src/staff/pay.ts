/**
 * A member's pay settings: rates in integer cents and commission in basis points (1 % = 100 bps), so no float
 * ever holds money. Forms type dollars and percents; these convert both ways and do the pay arithmetic.
 */
import { roundCents } from '../billing/money.ts';

export const MAX_RATE_CENTS = 10_000_000;
export const MAX_COMMISSION_BPS = 10_000;
const BPS_PER_PERCENT = 100;
const BPS_WHOLE = 10_000;

export interface PaySettings {
  hourly_rate_cents: number;
  per_job_rate_cents: number;
  commission_bps: number;
  mileage_rate_cents: number;
}

export const noPay: PaySettings = {
  hourly_rate_cents: 0,
  per_job_rate_cents: 0,
  commission_bps: 0,
  mileage_rate_cents: 0,
};

/** '12.5' → 1250 bps; null for anything with more than 2 decimals or outside 0–100 %. */
export function percentToBps(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?\s*%?$/.exec(text.trim());
  if (!match) return null;
  const bps = Number(match[1]) * BPS_PER_PERCENT + Number((match[2] ?? '').padEnd(2, '0'));
  return bps <= MAX_COMMISSION_BPS ? bps : null;
}

/** 1250 → '12.5' (no trailing zeros: a percent reads naturally that way). */
export const bpsToPercentText = (bps: number) => String(bps / BPS_PER_PERCENT);

/** Worked minutes at an hourly rate, rounded to the cent once, at the end. */
export const hourlyPayCents = (workedMinutes: number, hourlyRateCents: number) =>
  roundCents((workedMinutes * hourlyRateCents) / 60);

export const mileagePayCents = (miles: number, mileageRateCents: number) => miles * mileageRateCents;

export const perJobPayCents = (jobs: number, perJobRateCents: number) => jobs * perJobRateCents;

export const commissionCents = (salesCents: number, commissionBps: number) =>
  roundCents((salesCents * commissionBps) / BPS_WHOLE);

/** What time and mileage earn a member under their pay settings (jobs and commission come from the payroll issue). */
export function timeAndMileagePay(
  work: { worked_minutes: number; miles: number },
  pay: Pick<PaySettings, 'hourly_rate_cents' | 'mileage_rate_cents'>,
) {
  const hourly = hourlyPayCents(work.worked_minutes, pay.hourly_rate_cents);
  const mileage = mileagePayCents(work.miles, pay.mileage_rate_cents);
  return { hourly_pay_cents: hourly, mileage_pay_cents: mileage, total_cents: hourly + mileage };
}
