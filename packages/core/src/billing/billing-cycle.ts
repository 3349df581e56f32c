/**
 * Billing cycles (spec §9): monthly, charged at the end of the cycle for the staff who were active during it.
 * Staff active for part of a cycle are charged for the share of its days they were active.
 */
import { addMonths, differenceInCalendarDays, format, parseISO } from 'date-fns';
import { roundCents } from './money.ts';
import { couponDiscount, pricePerStaffCents, type PlatformCoupon, type PriceTier } from './platform-pricing.ts';

export interface BillingCycle {
  /** First day of the cycle (YYYY-MM-DD, the organization's calendar). */
  start: string;
  /** The billing date: the day the cycle ends and its invoice is charged. */
  end: string;
}

/** One month later on the calendar; the 31st becomes the month's last day (Jan 31 → Feb 28). */
export const oneMonthAfter = (date: string) => format(addMonths(parseISO(date), 1), 'yyyy-MM-dd');

export const cycleStartingOn = (date: string): BillingCycle => ({ start: date, end: oneMonthAfter(date) });

export const cycleDays = (cycle: BillingCycle) => differenceInCalendarDays(parseISO(cycle.end), parseISO(cycle.start));

/** Days of `cycle` a staff member active from `from` to `to` (exclusive, null = still active) counts for. */
export function activeDaysInCycle(cycle: BillingCycle, from: string, to: string | null): number {
  const start = from > cycle.start ? from : cycle.start;
  const end = to === null || to > cycle.end ? cycle.end : to;
  return Math.max(0, differenceInCalendarDays(parseISO(end), parseISO(start)));
}

export interface CycleInvoice {
  /** Staff counted for the tier: the most active at once is not tracked, so the tier follows the headcount billed. */
  active_users: number;
  unit_amount: number;
  staff_days: number;
  subtotal: number;
  discount: number;
  total: number;
}

/**
 * The invoice of one cycle: per-staff price × staff-days ÷ cycle days, rounded once, less the coupon.
 * `staffActiveDays` holds each billable staff member's active days in the cycle.
 */
export function cycleInvoice(
  tiers: readonly PriceTier[],
  cycle: BillingCycle,
  staffActiveDays: readonly number[],
  coupon: PlatformCoupon | null,
): CycleInvoice {
  const billed = staffActiveDays.filter((days) => days > 0);
  const unitAmount = pricePerStaffCents(tiers, Math.max(1, billed.length));
  const staffDays = billed.reduce((sum, days) => sum + days, 0);
  const subtotal = roundCents((unitAmount * staffDays) / cycleDays(cycle));
  const discount = couponDiscount(subtotal, coupon);
  return {
    active_users: billed.length,
    unit_amount: unitAmount,
    staff_days: staffDays,
    subtotal,
    discount,
    total: subtotal - discount,
  };
}
