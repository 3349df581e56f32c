/**
 * The coupon dialog's form: what is typed (text for numbers, dollars for amounts) checked with the catalogue's words,
 * and turned into the body core's couponSchema reads (whole percent, integer cents).
 */
import { z } from 'zod';
import {
  couponCodeField,
  type CouponBody,
  type CouponDuration,
  type CouponStatus,
} from '@employee-portal/core/billing/client-coupons';
import { refusePastDays } from '@employee-portal/core/dates';
import { messages } from '@employee-portal/core/messages/catalogue';
import { centsToDollarsText, dollarsToCents } from '@employee-portal/core/billing/money';
import type { Coupon } from './api/coupons.ts';

export const MAX_AMOUNT_OFF_CENTS = 10_000_000;

/** A whole number typed as text, or the message to show under the field. */
export function wholeNumberFromText(
  text: string,
  range: { min: number; max: number },
): { value: number } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: messages.required };
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return { error: messages.mustBeNumber };
  const value = Number(trimmed);
  if (!Number.isInteger(value)) return { error: messages.mustBeWholeNumber };
  if (value < range.min) return { error: messages.mustBePositive };
  if (value > range.max) return { error: messages.notValid };
  return { value };
}

const PERCENT = { min: 1, max: 100 };
const MONTHS = { min: 1, max: 120 };
const REDEMPTIONS = { min: 1, max: 1_000_000 };

export const couponFormSchema = z
  .object({
    code: couponCodeField(),
    description: z.string().trim().max(200, { error: messages.notValid }),
    discount_type: z.enum(['percent', 'amount'], { error: messages.required }),
    percent_off: z.string(),
    amount_off: z.string(),
    duration: z.enum(['once', 'repeating', 'forever'], { error: messages.required }),
    duration_months: z.string(),
    max_redemptions: z.string(),
    expires_on: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, { error: messages.notValid }),
    is_active: z.boolean(),
  })
  .superRefine((form, context) => {
    const check = (
      path: 'percent_off' | 'duration_months' | 'max_redemptions',
      range: { min: number; max: number },
    ) => {
      const parsed = wholeNumberFromText(form[path], range);
      if ('error' in parsed) context.addIssue({ code: 'custom', path: [path], message: parsed.error });
    };
    if (form.discount_type === 'percent') check('percent_off', PERCENT);
    if (form.discount_type === 'amount') {
      const cents = form.amount_off.trim() === '' ? undefined : dollarsToCents(form.amount_off);
      const message =
        cents === undefined
          ? messages.required
          : cents === null
            ? messages.currencyFormat
            : cents <= 0
              ? messages.mustBePositive
              : cents > MAX_AMOUNT_OFF_CENTS
                ? messages.notValid
                : null;
      if (message) context.addIssue({ code: 'custom', path: ['amount_off'], message });
    }
    if (form.duration === 'repeating') check('duration_months', MONTHS);
    if (form.max_redemptions.trim() !== '') check('max_redemptions', REDEMPTIONS);
  })
  .transform(
    (form): CouponBody => ({
      code: form.code,
      description: form.description || null,
      discount_type: form.discount_type,
      percent_off: form.discount_type === 'percent' ? Number(form.percent_off.trim()) : null,
      amount_off_cents: form.discount_type === 'amount' ? dollarsToCents(form.amount_off) : null,
      duration: form.duration,
      duration_months: form.duration === 'repeating' ? Number(form.duration_months.trim()) : null,
      max_redemptions: form.max_redemptions.trim() === '' ? null : Number(form.max_redemptions.trim()),
      expires_on: form.expires_on || null,
      is_active: form.is_active,
    }),
  );

export type CouponFormValues = z.input<typeof couponFormSchema>;
/**
 * The dialog's schema on the organization's `today`: a new or changed expiry before it reads 'Cannot be in the past'
 * (the coupon would be born expired); an edited coupon may keep the expiry it was saved with.
 */
export const couponFormSchemaFor = (today: string, savedExpiry: string | null = null) =>
  couponFormSchema.superRefine(refusePastDays(['expires_on'], today, { expires_on: savedExpiry }));
/** The form's fields the API may name in a 422 answer (amount_off_cents is shown under amount_off). */
export const COUPON_FORM_FIELDS = [
  'code',
  'description',
  'percent_off',
  'amount_off',
  'duration',
  'duration_months',
  'max_redemptions',
  'expires_on',
] as const;

export const emptyCouponForm: CouponFormValues = {
  code: '',
  description: '',
  discount_type: 'percent',
  percent_off: '',
  amount_off: '',
  duration: 'once',
  duration_months: '',
  max_redemptions: '',
  expires_on: '',
  is_active: true,
};

/** An existing coupon as the edit form starts. */
export function couponFormValues(coupon: Coupon): CouponFormValues {
  return {
    code: coupon.code,
    description: coupon.description ?? '',
    discount_type: coupon.amount_off_cents !== null ? 'amount' : 'percent',
    percent_off: coupon.percent_off !== null ? String(coupon.percent_off) : '',
    amount_off: coupon.amount_off_cents !== null ? centsToDollarsText(coupon.amount_off_cents) : '',
    duration: coupon.duration,
    duration_months: coupon.duration_months !== null ? String(coupon.duration_months) : '',
    max_redemptions: coupon.max_redemptions !== null ? String(coupon.max_redemptions) : '',
    expires_on: coupon.expires_on ?? '',
    is_active: coupon.is_active,
  };
}

/** A 422 answer names the wire field; the form shows the amount under the dollars it typed. */
export const formFieldOfServerField = (field: string) => (field === 'amount_off_cents' ? 'amount_off' : field);

export const DURATION_LABELS: Record<CouponDuration, string> = {
  once: 'Once',
  repeating: 'For N months',
  forever: 'Forever',
};

export const COUPON_STATUS_LABELS: Record<CouponStatus, string> = {
  active: 'Active',
  expired: 'Expired',
  fully_redeemed: 'Fully redeemed',
  inactive: 'Inactive',
};
export const COUPON_STATUS_COLORS = {
  active: 'success',
  expired: 'warning',
  fully_redeemed: 'info',
  inactive: 'default',
} as const satisfies Record<CouponStatus, string>;

/** '3 / 10', or '3 / no limit'. */
export const redemptionsText = (coupon: Pick<Coupon, 'redemptions' | 'max_redemptions'>) =>
  `${coupon.redemptions} / ${coupon.max_redemptions ?? 'no limit'}`;
