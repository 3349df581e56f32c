/**
 * The platform's per-staff pricing (spec §3 pricing plan, §9 billing): a plan has tiers by number of active staff;
 * the whole count is charged at the one tier it falls in (volume pricing). The last tier has no upper bound.
 */
import { formatCents, roundCents } from './money.ts';

export interface PriceTier {
  /** Highest staff count of this tier; null for the open-ended last tier. */
  up_to: number | null;
  /** Cents per staff per month. */
  unit_amount: number;
}

export interface PlatformCoupon {
  coupon_id: string;
  percent_off: number | null;
  /** Cents off the monthly total. */
  amount_off: number | null;
}

export function tierFor(tiers: readonly PriceTier[], activeUsers: number): PriceTier {
  const sorted = [...tiers].sort((a, b) => (a.up_to ?? Infinity) - (b.up_to ?? Infinity));
  const tier = sorted.find((candidate) => candidate.up_to === null || activeUsers <= candidate.up_to) ?? sorted.at(-1);
  if (!tier) throw new Error('A pricing plan needs at least one tier');
  return tier;
}

export const pricePerStaffCents = (tiers: readonly PriceTier[], activeUsers: number) =>
  tierFor(tiers, activeUsers).unit_amount;

/** '$X.XX/staff/month' (spec §9). */
export const perStaffLabel = (cents: number) => `${formatCents(cents)}/staff/month`;

/** The coupon's discount on a subtotal: percent or fixed, never more than the subtotal. */
export function couponDiscount(subtotalCents: number, coupon: PlatformCoupon | null): number {
  if (!coupon || subtotalCents <= 0) return 0;
  const discount = coupon.percent_off
    ? roundCents((subtotalCents * coupon.percent_off) / 100)
    : (coupon.amount_off ?? 0);
  return Math.min(subtotalCents, Math.max(0, discount));
}

export interface MonthlyCharge {
  active_users: number;
  unit_amount: number;
  subtotal: number;
  discount: number;
  total: number;
}

export function monthlyCharge(
  tiers: readonly PriceTier[],
  activeUsers: number,
  coupon: PlatformCoupon | null,
): MonthlyCharge {
  const unitAmount = pricePerStaffCents(tiers, activeUsers);
  const subtotal = unitAmount * activeUsers;
  const discount = couponDiscount(subtotal, coupon);
  return { active_users: activeUsers, unit_amount: unitAmount, subtotal, discount, total: subtotal - discount };
}
