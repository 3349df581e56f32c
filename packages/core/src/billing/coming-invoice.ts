/**
 * The invoice an organization will be charged next (spec §3 "Active subscription info", §9 billing): the running
 * period's, prorated the way the period's close will bill it, or, before subscribing, the first full month's.
 */
import type { ActiveSubscriptionInfo } from '../access/subscription-details.schema.ts';
import { cycleInvoice, oneMonthAfter, type BillingCycle } from './billing-cycle.ts';
import { monthlyCharge, type PlatformCoupon, type PriceTier } from './platform-pricing.ts';

export interface ComingInvoiceInput {
  plan: { pricing_plan_name: string; tiers: readonly PriceTier[] };
  coupon: PlatformCoupon | null;
  /** Active staff today: what a first invoice charges for. */
  activeUsers: number;
  today: string;
  /** The running period with each staff member's active days in it (the still active counted to its end). */
  runningCycle?: { cycle: BillingCycle; staffActiveDays: readonly number[] };
}

export function comingInvoice(input: ComingInvoiceInput): ActiveSubscriptionInfo {
  const { plan, coupon, runningCycle } = input;
  const charge = runningCycle
    ? cycleInvoice(plan.tiers, runningCycle.cycle, runningCycle.staffActiveDays, coupon)
    : monthlyCharge(plan.tiers, input.activeUsers, coupon);
  return {
    count_users: charge.active_users,
    unit_amount: charge.unit_amount,
    coupon: coupon?.coupon_id ?? null,
    coupon_amount: charge.discount,
    subtotal: charge.subtotal,
    invoice_total: charge.total,
    plan_name: plan.pricing_plan_name,
    billing_date: runningCycle ? runningCycle.cycle.end : oneMonthAfter(input.today),
    invoice: runningCycle ? 'next' : 'first',
  };
}
