/**
 * The organization's own coupons for its clients (issue 7): percent or fixed amount off, for one invoice, N months
 * or forever, with an optional redemption limit and expiry day. Discounts are whole cents and never exceed the amount.
 */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { requiredText } from '../fields.ts';
import { calendarDate } from '../dashboard/time-range.ts';
import { listQuerySchema } from '../list.ts';
import { formatCents, roundCents } from './money.ts';

export const couponDurations = ['once', 'repeating', 'forever'] as const;
export type CouponDuration = (typeof couponDurations)[number];

export interface ClientCoupon {
  code: string;
  percent_off: number | null;
  /** Cents off each discounted invoice. */
  amount_off_cents: number | null;
  duration: CouponDuration;
  /** For 'repeating': how many monthly invoices get the discount. */
  duration_months: number | null;
  max_redemptions: number | null;
  /** Last calendar day the code can be applied; null for no end. */
  expires_on: string | null;
}

/** Codes are letters and digits only ('Can contain only letters and numbers'); matching ignores case. */
export const couponCodeField = () =>
  requiredText(40).pipe(z.string().regex(/^[A-Za-z0-9]+$/, { error: messages.lettersAndNumbersOnly }));
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();

/** The discount on one invoice amount: percent rounded to the cent, or the fixed amount, capped at the amount. */
export function couponDiscountCents(
  amountCents: number,
  coupon: Pick<ClientCoupon, 'percent_off' | 'amount_off_cents'>,
): number {
  if (amountCents <= 0) return 0;
  const discount = coupon.percent_off
    ? roundCents((amountCents * coupon.percent_off) / 100)
    : (coupon.amount_off_cents ?? 0);
  return Math.min(amountCents, Math.max(0, discount));
}

/** Whether the n-th monthly invoice since the coupon was applied (0 = the first) still gets the discount. */
export function couponCoversInvoice(
  coupon: Pick<ClientCoupon, 'duration' | 'duration_months'>,
  invoiceIndex: number,
): boolean {
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
export function couponRefusal(
  coupon: Pick<ClientCoupon, 'expires_on' | 'max_redemptions'>,
  context: { today: string; redemptions: number },
): CouponRefusal | null {
  if (coupon.expires_on && context.today > coupon.expires_on) return 'expired';
  if (coupon.max_redemptions !== null && context.redemptions >= coupon.max_redemptions) return 'fully_redeemed';
  return null;
}

/** Monthly value after the coupon, for the first invoice: what the subscription form shows before saving. */
export const discountedCents = (
  amountCents: number,
  coupon: Pick<ClientCoupon, 'percent_off' | 'amount_off_cents'> | null,
) => amountCents - (coupon ? couponDiscountCents(amountCents, coupon) : 0);

const wholeNumber = (min: number, max: number, minMessage: string) =>
  z
    .number({ error: messages.mustBeNumber })
    .int({ error: messages.mustBeWholeNumber })
    .min(min, { error: minMessage })
    .max(max, { error: messages.notValid });

export const couponStatuses = ['active', 'expired', 'fully_redeemed', 'inactive'] as const;
export type CouponStatus = (typeof couponStatuses)[number];

export function couponStatus(
  coupon: Pick<ClientCoupon, 'expires_on' | 'max_redemptions'> & { is_active: boolean },
  context: { today: string; redemptions: number },
): CouponStatus {
  if (!coupon.is_active) return 'inactive';
  const refusal = couponRefusal(coupon, context);
  return refusal === 'expired' ? 'expired' : refusal === 'fully_redeemed' ? 'fully_redeemed' : 'active';
}

/** A coupon takes a percent or a fixed amount off; 'repeating' needs its number of months. */
export const couponSchema = z
  .object({
    code: couponCodeField(),
    description: z
      .string({ error: messages.notValid })
      .trim()
      .max(200, { error: messages.notValid })
      .nullable()
      .default(null),
    discount_type: z.enum(['percent', 'amount'], { error: messages.required }),
    percent_off: wholeNumber(1, 100, messages.mustBePositive).nullable().default(null),
    amount_off_cents: wholeNumber(1, 10_000_000, messages.mustBePositive).nullable().default(null),
    duration: z.enum(couponDurations, { error: messages.required }),
    duration_months: wholeNumber(1, 120, messages.mustBePositive).nullable().default(null),
    max_redemptions: wholeNumber(1, 1_000_000, messages.mustBePositive).nullable().default(null),
    expires_on: calendarDate.nullable().default(null),
    is_active: z.boolean({ error: messages.notValid }).default(true),
  })
  .superRefine((coupon, context) => {
    if (coupon.discount_type === 'percent' && coupon.percent_off === null)
      context.addIssue({ code: 'custom', path: ['percent_off'], message: messages.required });
    if (coupon.discount_type === 'amount' && coupon.amount_off_cents === null)
      context.addIssue({ code: 'custom', path: ['amount_off_cents'], message: messages.required });
    if (coupon.duration === 'repeating' && coupon.duration_months === null)
      context.addIssue({ code: 'custom', path: ['duration_months'], message: messages.required });
  })
  .transform(({ discount_type, ...coupon }) => ({
    ...coupon,
    code: normalizeCouponCode(coupon.code),
    percent_off: discount_type === 'percent' ? coupon.percent_off : null,
    amount_off_cents: discount_type === 'amount' ? coupon.amount_off_cents : null,
    duration_months: coupon.duration === 'repeating' ? coupon.duration_months : null,
  }));
export type CouponBody = z.input<typeof couponSchema>;
export type CouponInput = z.output<typeof couponSchema>;

export const couponWireSchema = z.object({
  id: z.number(),
  code: z.string(),
  description: z.string().nullable(),
  percent_off: z.number().nullable(),
  amount_off_cents: z.number().nullable(),
  duration: z.enum(couponDurations),
  duration_months: z.number().nullable(),
  max_redemptions: z.number().nullable(),
  expires_on: z.string().nullable(),
  is_active: z.boolean(),
  redemptions: z.number(),
  status: z.enum(couponStatuses),
  created_at: z.string(),
});
export type CouponWire = z.output<typeof couponWireSchema>;

/** Words for a coupon: '10% off for 3 months', '$5.00 off once'. */
export function describeCoupon(
  coupon: Pick<ClientCoupon, 'percent_off' | 'amount_off_cents' | 'duration' | 'duration_months'>,
): string {
  const off = coupon.percent_off ? `${coupon.percent_off}% off` : `${formatCents(coupon.amount_off_cents ?? 0)} off`;
  const how =
    coupon.duration === 'once'
      ? 'once'
      : coupon.duration === 'forever'
        ? 'forever'
        : `for ${coupon.duration_months} month${coupon.duration_months === 1 ? '' : 's'}`;
  return `${off} ${how}`;
}

export const couponListQuerySchema = listQuerySchema.extend({
  status: z.enum(couponStatuses, { error: messages.notValid }).optional(),
  sort: z.enum(['code', '-code', 'created_at', '-created_at'], { error: messages.notValid }).default('-created_at'),
});
export const couponLookupQuerySchema = z.object({
  code: z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(40, { error: messages.couponCodeInvalid }),
});
