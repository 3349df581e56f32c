import { describe, expect, it } from 'vitest';
import { messages } from './messages/catalogue.ts';
import { pastDayErrors, refusePastDays } from './dates.ts';
import { couponSchema } from './billing/client-coupons.ts';
import { pauseSchema } from './subscriptions/subscription.schema.ts';
import { editGiftCertificateSchema, sellGiftCertificateSchema } from './subscriptions/gift-certificate.schema.ts';

const TODAY = '2026-11-22';
const issues = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

const coupon = { code: 'SPRING', discount_type: 'percent', percent_off: 10, duration: 'once' } as const;
const sale = { amount_cents: 5000, purchaser_name: 'Pat', recipient_name: 'Robin' };

describe('days that must not lie in the past', () => {
  it("say 'Cannot be in the past' for a day before today, and nothing for today or later", () => {
    expect(pastDayErrors({ from: '2026-11-21' }, TODAY)).toEqual({ from: [messages.dateCannotBeInPast] });
    expect(pastDayErrors({ from: TODAY, expires_on: '2027-01-01', none: null }, TODAY)).toEqual({});
  });

  it('let a past day stay when it is the one already saved', () => {
    expect(pastDayErrors({ expires_on: '2026-01-01' }, TODAY, { expires_on: '2026-01-01' })).toEqual({});
    expect(pastDayErrors({ expires_on: '2026-01-02' }, TODAY, { expires_on: '2026-01-01' })).toEqual({
      expires_on: [messages.dateCannotBeInPast],
    });
  });

  it('use the one wording for a pause start, a coupon expiry and a gift certificate expiry', () => {
    expect(
      issues(
        pauseSchema.superRefine(refusePastDays(['from'], TODAY)).safeParse({ from: '2026-11-01', to: '2026-12-01' }),
      ),
    ).toEqual([`from: ${messages.dateCannotBeInPast}`]);
    expect(
      issues(
        couponSchema
          .superRefine(refusePastDays(['expires_on'], TODAY))
          .safeParse({ ...coupon, expires_on: '2026-11-21' }),
      ),
    ).toEqual([`expires_on: ${messages.dateCannotBeInPast}`]);
    expect(
      issues(
        sellGiftCertificateSchema
          .superRefine(refusePastDays(['expires_on'], TODAY))
          .safeParse({ ...sale, expires_on: '2025-12-31' }),
      ),
    ).toEqual([`expires_on: ${messages.dateCannotBeInPast}`]);
    expect(
      couponSchema.superRefine(refusePastDays(['expires_on'], TODAY)).safeParse({ ...coupon, expires_on: TODAY })
        .success,
    ).toBe(true);
  });
});

describe('required days left empty', () => {
  it("read 'This field is required', not 'Not valid'", () => {
    expect(issues(pauseSchema.safeParse({ from: '', to: '' }))).toEqual([
      `from: ${messages.required}`,
      `to: ${messages.required}`,
    ]);
    expect(issues(pauseSchema.safeParse({}))).toEqual([`from: ${messages.required}`, `to: ${messages.required}`]);
  });

  it("keep 'Not valid' for a day that is typed but is no day", () => {
    expect(issues(pauseSchema.safeParse({ from: '2026-02-30', to: '12/01/2026' }))).toEqual([
      `from: ${messages.notValid}`,
      `to: ${messages.notValid}`,
    ]);
    expect(issues(couponSchema.safeParse({ ...coupon, expires_on: '2026-13-01' }))).toEqual([
      `expires_on: ${messages.notValid}`,
    ]);
    expect(issues(editGiftCertificateSchema.safeParse({ ...sale, expires_on: 'soon' }))).toEqual([
      `expires_on: ${messages.notValid}`,
    ]);
  });
});
