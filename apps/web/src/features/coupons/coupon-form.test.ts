import { describe, expect, it } from 'vitest';
import { couponSchema } from '@employee-portal/core/billing/client-coupons';
import { messages } from '@employee-portal/core/messages/catalogue';
import {
  couponFormSchema,
  couponFormSchemaFor,
  couponFormValues,
  emptyCouponForm,
  formFieldOfServerField,
  redemptionsText,
  wholeNumberFromText,
  type CouponFormValues,
} from './coupon-form.ts';
import type { Coupon } from './api/coupons.ts';

const form = (changes: Partial<CouponFormValues>): CouponFormValues => ({ ...emptyCouponForm, ...changes });
const errorsOf = (values: CouponFormValues) => {
  const result = couponFormSchema.safeParse(values);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the coupon form', () => {
  it('turns 25% for 3 months into the body the API reads', () => {
    const body = couponFormSchema.parse(
      form({
        code: 'spring25',
        description: ' Spring promo ',
        percent_off: '25',
        duration: 'repeating',
        duration_months: '3',
      }),
    );
    expect(body).toEqual({
      code: 'spring25',
      description: 'Spring promo',
      discount_type: 'percent',
      percent_off: 25,
      amount_off_cents: null,
      duration: 'repeating',
      duration_months: 3,
      max_redemptions: null,
      expires_on: null,
      is_active: true,
    });
    expect(couponSchema.parse(body)).toMatchObject({ code: 'SPRING25', percent_off: 25, duration_months: 3 });
  });

  it('sends an amount typed in dollars as cents, with the optional limit and expiry', () => {
    const body = couponFormSchema.parse(
      form({
        code: 'FIVE',
        discount_type: 'amount',
        amount_off: '$5.5',
        percent_off: '30',
        max_redemptions: '10',
        expires_on: '2027-01-31',
        is_active: false,
      }),
    );
    expect(body).toMatchObject({
      discount_type: 'amount',
      amount_off_cents: 550,
      percent_off: null,
      max_redemptions: 10,
      expires_on: '2027-01-31',
      is_active: false,
      duration_months: null,
    });
  });

  it('refuses codes with anything but letters and digits', () => {
    expect(errorsOf(form({ code: 'SPRING-25', percent_off: '25' }))).toEqual({ code: messages.lettersAndNumbersOnly });
    expect(errorsOf(form({ code: '', percent_off: '25' }))).toEqual({ code: messages.required });
  });

  it('shows the catalogue words under the discount, the months and the limit', () => {
    expect(errorsOf(form({ code: 'A', percent_off: '' }))).toEqual({ percent_off: messages.required });
    expect(errorsOf(form({ code: 'A', percent_off: '12.5' }))).toEqual({ percent_off: messages.mustBeWholeNumber });
    expect(errorsOf(form({ code: 'A', percent_off: '101' }))).toEqual({ percent_off: messages.notValid });
    expect(errorsOf(form({ code: 'A', discount_type: 'amount', amount_off: '5.555' }))).toEqual({
      amount_off: messages.currencyFormat,
    });
    expect(errorsOf(form({ code: 'A', discount_type: 'amount', amount_off: '0' }))).toEqual({
      amount_off: messages.mustBePositive,
    });
    expect(errorsOf(form({ code: 'A', percent_off: '5', duration: 'repeating', duration_months: 'x' }))).toEqual({
      duration_months: messages.mustBeNumber,
    });
    expect(errorsOf(form({ code: 'A', percent_off: '5', max_redemptions: '0' }))).toEqual({
      max_redemptions: messages.mustBePositive,
    });
  });

  it('reports a bad code and a missing percent together, so one submit shows both', () => {
    expect(errorsOf(form({ code: 'NO WAY', percent_off: '' }))).toEqual({
      code: messages.lettersAndNumbersOnly,
      percent_off: messages.required,
    });
  });

  it('starts the edit form from the saved coupon, and parses back to the same terms', () => {
    const coupon: Coupon = {
      id: 4,
      code: 'TENOFF',
      description: null,
      percent_off: null,
      amount_off_cents: 1000,
      duration: 'forever',
      duration_months: null,
      max_redemptions: 5,
      expires_on: '2027-03-01',
      is_active: true,
      redemptions: 2,
      status: 'active',
      created_at: '2026-11-22T10:00:00.000Z',
      summary: '$10.00 off forever',
    };
    const values = couponFormValues(coupon);
    expect(values).toMatchObject({
      discount_type: 'amount',
      amount_off: '10.00',
      max_redemptions: '5',
      description: '',
    });
    expect(couponFormSchema.parse(values)).toMatchObject({
      code: 'TENOFF',
      amount_off_cents: 1000,
      duration: 'forever',
      max_redemptions: 5,
      expires_on: '2027-03-01',
    });
    expect(redemptionsText(coupon)).toBe('2 / 5');
    expect(redemptionsText({ redemptions: 0, max_redemptions: null })).toBe('0 / no limit');
  });

  it('reads whole numbers from text', () => {
    expect(wholeNumberFromText(' 7 ', { min: 1, max: 10 })).toEqual({ value: 7 });
    expect(wholeNumberFromText('-1', { min: 1, max: 10 })).toEqual({ error: messages.mustBePositive });
    expect(formFieldOfServerField('amount_off_cents')).toBe('amount_off');
    expect(formFieldOfServerField('code')).toBe('code');
  });
});

describe('the coupon expiry', () => {
  const errorsOn = (today: string, values: CouponFormValues, saved: string | null = null) =>
    Object.fromEntries(
      (couponFormSchemaFor(today, saved).safeParse(values).error?.issues ?? []).map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]),
    );
  const valid = form({ code: 'SPRING', percent_off: '10' });

  it("refuses a day before today with 'Cannot be in the past', so no coupon is born expired", () => {
    expect(errorsOn('2026-11-22', { ...valid, expires_on: '2026-11-21' })).toEqual({
      expires_on: messages.dateCannotBeInPast,
    });
    expect(errorsOn('2026-11-22', { ...valid, expires_on: '2026-11-22' })).toEqual({});
    expect(errorsOn('2026-11-22', { ...valid, expires_on: '' })).toEqual({});
  });

  it('lets an edited coupon keep the expiry it was saved with', () => {
    expect(errorsOn('2026-11-22', { ...valid, expires_on: '2026-10-31' }, '2026-10-31')).toEqual({});
    expect(errorsOn('2026-11-22', { ...valid, expires_on: '2026-10-30' }, '2026-10-31')).toEqual({
      expires_on: messages.dateCannotBeInPast,
    });
  });
});
