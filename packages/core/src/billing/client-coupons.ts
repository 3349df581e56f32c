/**
 * The organization's own coupons for its clients (issue 7): percent or fixed amount off, for one invoice, N months
 * or forever, with an optional redemption limit and expiry day. Discounts are whole cents and never exceed the amount.
 */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { requiredText } from '../fields.ts';
import { roundCents } from './money.ts';

export const couponDurations = ['once', 'repeating', 'forever'] as const;
export type CouponDuration = (typeof couponDurations)[number];

export interface ClientCoupon {
  code: string;
  percent_off: number | null;
  /** Cents off each discounted invoice. */
  amount_off: number | null;
  duration: CouponDuration;
  /** For 'repeating': how many monthly invoices get the discount. */
  duration_months: number | null;
  max_redemptions: number | null;
  /** Last calendar day the code can be applied; null for no end. */
  expires_on: string | null;
}

/** Codes are letters and digits only ('Can contain only letters and numbers'); matching ignores case. */
export const couponCodeField = () => requiredText(40).pipe(z.string().regex(/^[A-Za-z0-9]+$/, { error: messages.lettersAndNumbersOnly }));
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();

/** The discount on one invoice amount: percent rounded to the cent, or the fixed amount, capped at the amount. */
export function couponDiscountCents(amountCents: number, coupon: Pick<ClientCoupon, 'percent_off' | 'amount_off'>): number {
  if (amountCents <= 0) return 0;
  const discount = coupon.percent_off ? roundCents((amountCents * coupon.percent_off) / 100) : (coupon.amount_off ?? 0);
  return Math.min(amountCents, Math.max(0, discount));
}

/** Whether the n-th monthly invoice since the coupon was applied (0 = the first) still gets the discount. */
export function couponCoversInvoice(coupon: Pick<ClientCoupon, 'duration' | 'duration_months'>, invoiceIndex: number): boolean {
  switch (coupon.duration) {
    case 'once':
      return invoiceIndex === 0;
    case 'repeating':
      return invoiceIndex < (coupon.duration_months ?? 0);
    case 'forever':
      return true;
  }
}

export type CouponRefusal = 'expired' | 'fully_redeemed';

/** Why a code cannot be applied today, or null when it can ('Coupon Code is not valid' either way on the form). */
export function couponRefusal(coupon: Pick<ClientCoupon, 'expires_on' | 'max_redemptions'>, context: { today: string; redemptions: number }): CouponRefusal | null {
  if (coupon.expires_on && context.today > coupon.expires_on) return 'expired';
  if (coupon.max_redemptions !== null && context.redemptions >= coupon.max_redemptions) return 'fully_redeemed';
  return null;
}

/** Monthly value after the coupon, for the first invoice: what the subscription form shows before saving. */
export const discountedCents = (amountCents: number, coupon: Pick<ClientCoupon, 'percent_off' | 'amount_off'> | null) => amountCents - (coupon ? couponDiscountCents(amountCents, coupon) : 0);
