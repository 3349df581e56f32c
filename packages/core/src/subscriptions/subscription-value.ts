/** What a subscription is worth a month, in cents: its plan, its add-ons and its coupon. */
import { couponCoversInvoice, couponDiscountCents, type ClientCoupon } from '../billing/client-coupons.ts';
import { monthsBetween } from '../scheduling/calendar-day.ts';
import { monthlyValueCents, type ServiceFrequency } from '../scheduling/service-frequency.ts';
import type { CrossSellFrequency } from './cross-sell.schema.ts';
import type { PriceBasis } from './pricing.schema.ts';

export interface SubscriptionValue {
  plan_monthly_cents: number;
  cross_sells_monthly_cents: number;
  discount_cents: number;
  /** What the client pays a month after the coupon. */
  monthly_value_cents: number;
}

export interface ValuedSubscription {
  price_cents: number;
  price_basis: PriceBasis;
  frequency: ServiceFrequency;
  custom_days_per_week: number | null;
  cross_sells: readonly { price_cents: number; frequency: CrossSellFrequency }[];
  coupon:
    | (Pick<ClientCoupon, 'percent_off' | 'amount_off_cents' | 'duration' | 'duration_months'> & { applied_on: string })
    | null;
}

/** A per-month price is its own monthly value; a per-visit price counts the plan's visits (52 weeks over 12 months). */
export const planMonthlyCents = (
  subscription: Pick<ValuedSubscription, 'price_cents' | 'price_basis' | 'frequency' | 'custom_days_per_week'>,
) =>
  subscription.price_basis === 'per_month'
    ? subscription.price_cents
    : monthlyValueCents(subscription.price_cents, subscription.frequency, subscription.custom_days_per_week);

/** Add-ons bought every visit follow the plan's visits; monthly ones count once; one-off ones are not recurring value. */
function crossSellMonthlyCents(
  crossSell: ValuedSubscription['cross_sells'][number],
  subscription: ValuedSubscription,
): number {
  if (crossSell.frequency === 'monthly') return crossSell.price_cents;
  if (crossSell.frequency === 'once') return 0;
  return monthlyValueCents(crossSell.price_cents, subscription.frequency, subscription.custom_days_per_week);
}

/**
 * The month containing `today`: the coupon discounts it while its duration still covers that month (counted in whole
 * months since it was applied).
 */
export function subscriptionValue(subscription: ValuedSubscription, today: string): SubscriptionValue {
  const planCents = planMonthlyCents(subscription);
  const crossSellsCents = subscription.cross_sells.reduce(
    (sum, crossSell) => sum + crossSellMonthlyCents(crossSell, subscription),
    0,
  );
  const subtotal = planCents + crossSellsCents;
  const coupon = subscription.coupon;
  const covered = coupon !== null && couponCoversInvoice(coupon, Math.max(0, monthsBetween(coupon.applied_on, today)));
  const discount = covered ? couponDiscountCents(subtotal, coupon) : 0;
  return {
    plan_monthly_cents: planCents,
    cross_sells_monthly_cents: crossSellsCents,
    discount_cents: discount,
    monthly_value_cents: subtotal - discount,
  };
}
