/**
 * The Estimated Charges panel (spec §2): the current cycle's invoice as it stands (prorated for staff who joined
 * or left during it) and the next cycle's invoice at today's staff count.
 */
import { cycleDays, cycleInvoice, cycleStartingOn, oneMonthAfter, type BillingCycle } from './billing-cycle.ts';
import { monthlyCharge, type PlatformCoupon, type PriceTier } from './platform-pricing.ts';

export interface EstimateInput {
  plan: { pricing_plan_name: string; tiers: readonly PriceTier[] };
  coupon: PlatformCoupon | null;
  activeUsers: number;
  today: string;
  /** The running cycle with each staff member's active days in it; absent when subscribing now. */
  currentCycle?: { cycle: BillingCycle; staffActiveDays: readonly number[] };
}

export interface EstimatedCharges {
  prorated: {
    active_users: number;
    plan_name: string;
    unit_amount: number;
    coupon_code: string | null;
    billing_date: string;
    subtotal: number;
    discount: number;
    total: number;
  };
  next: { active_users: number; plan_name: string; coupon_code: string | null; billing_date: string; total: number };
}

export function estimateCharges(input: EstimateInput): EstimatedCharges {
  const cycle = input.currentCycle?.cycle ?? cycleStartingOn(input.today);
  // Subscribing now: every current staff member is active for the whole first cycle.
  const staffActiveDays =
    input.currentCycle?.staffActiveDays ?? Array.from({ length: input.activeUsers }, () => cycleDays(cycle));
  const current = cycleInvoice(input.plan.tiers, cycle, staffActiveDays, input.coupon);
  const next = monthlyCharge(input.plan.tiers, input.activeUsers, input.coupon);
  const couponCode = input.coupon?.coupon_id ?? null;
  return {
    prorated: {
      active_users: current.active_users,
      plan_name: input.plan.pricing_plan_name,
      unit_amount: current.unit_amount,
      coupon_code: couponCode,
      billing_date: cycle.end,
      subtotal: current.subtotal,
      discount: current.discount,
      total: current.total,
    },
    next: {
      active_users: input.activeUsers,
      plan_name: input.plan.pricing_plan_name,
      coupon_code: couponCode,
      billing_date: input.currentCycle ? oneMonthAfter(cycle.end) : oneMonthAfter(input.today),
      total: next.total,
    },
  };
}
