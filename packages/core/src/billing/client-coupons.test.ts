import { describe, expect, it } from 'vitest';
import { messages } from '../messages/catalogue.ts';
import {
  couponCodeField,
  couponCoversInvoice,
  couponDiscountCents,
  couponRefusal,
  discountedCents,
  normalizeCouponCode,
} from './client-coupons.ts';

describe('client coupon math', () => {
  it('takes a percent off, rounded to the cent', () => {
    expect(couponDiscountCents(8667, { percent_off: 10, amount_off_cents: null })).toBe(867);
    expect(couponDiscountCents(8665, { percent_off: 10, amount_off_cents: null })).toBe(867); // 866.5 rounds up
    expect(couponDiscountCents(1999, { percent_off: 15, amount_off_cents: null })).toBe(300);
  });

  it('takes a fixed amount off, never more than the amount', () => {
    expect(couponDiscountCents(8667, { percent_off: null, amount_off_cents: 500 })).toBe(500);
    expect(couponDiscountCents(300, { percent_off: null, amount_off_cents: 500 })).toBe(300);
    expect(discountedCents(300, { percent_off: null, amount_off_cents: 500 })).toBe(0);
    expect(couponDiscountCents(0, { percent_off: 50, amount_off_cents: null })).toBe(0);
    expect(discountedCents(8667, null)).toBe(8667);
  });

  it('covers one invoice, N monthly invoices, or all of them', () => {
    expect([0, 1].map((index) => couponCoversInvoice({ duration: 'once', duration_months: null }, index))).toEqual([
      true,
      false,
    ]);
    expect([0, 2, 3].map((index) => couponCoversInvoice({ duration: 'repeating', duration_months: 3 }, index))).toEqual(
      [true, true, false],
    );
    expect(couponCoversInvoice({ duration: 'forever', duration_months: null }, 120)).toBe(true);
  });

  it('refuses expired and fully redeemed codes, and accepts them on their last day', () => {
    expect(
      couponRefusal({ expires_on: '2026-11-30', max_redemptions: null }, { today: '2026-11-30', redemptions: 0 }),
    ).toBeNull();
    expect(
      couponRefusal({ expires_on: '2026-11-30', max_redemptions: null }, { today: '2026-12-01', redemptions: 0 }),
    ).toBe('expired');
    expect(couponRefusal({ expires_on: null, max_redemptions: 2 }, { today: '2026-12-01', redemptions: 2 })).toBe(
      'fully_redeemed',
    );
    expect(couponRefusal({ expires_on: null, max_redemptions: 2 }, { today: '2026-12-01', redemptions: 1 })).toBeNull();
  });

  it('accepts codes of letters and numbers only', () => {
    expect(couponCodeField().safeParse('SPRING25').success).toBe(true);
    expect(couponCodeField().safeParse('SPRING-25').error?.issues[0]?.message).toBe(messages.lettersAndNumbersOnly);
    expect(couponCodeField().safeParse(' ').error?.issues[0]?.message).toBe(messages.required);
    expect(normalizeCouponCode(' spring25 ')).toBe('SPRING25');
  });
});
