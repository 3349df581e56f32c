/** Monthly values in words: the breakdown the subscription page and the quotes show, and a change's difference. */
import { formatCents } from '@employee-portal/core/billing/money';
import type { SubscriptionValue } from '@employee-portal/core/subscriptions/subscription-value';

/** 'Plan $130.00 + add-ons $10.00 − coupon $14.00 = $126.00'. */
export const valueBreakdown = (value: SubscriptionValue) =>
  `Plan ${formatCents(value.plan_monthly_cents)} + add-ons ${formatCents(value.cross_sells_monthly_cents)} − coupon ${formatCents(value.discount_cents)} = ${formatCents(value.monthly_value_cents)}`;

/** '+$12.00', '−$5.00' or 'no change'. */
export function differenceText(fromCents: number, toCents: number): string {
  const difference = toCents - fromCents;
  if (difference === 0) return 'no change';
  return `${difference > 0 ? '+' : '−'}${formatCents(Math.abs(difference))}`;
}
