import { describe, expect, it } from 'vitest';
import { messages } from '../messages/catalogue.ts';
import {
  billingSettingsSchema,
  millipercentToTaxPercent,
  salesTaxRateSchema,
  taxPercentToMillipercent,
} from './billing-settings.schema.ts';

const valid = {
  billing_mode: 'postpaid',
  fixed_billing_day: 31,
  due_days: 0,
  autopay: true,
  retry_days: [1, 3, 7],
  default_tax_rate_percent: 8.25,
  business_tax_id: ' 12-345 ',
  invoice_footer: '',
};
const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('billing settings', () => {
  it('takes a fixed day up to 31, or none for the start day, and blanks as null', () => {
    expect(billingSettingsSchema.parse(valid)).toMatchObject({
      fixed_billing_day: 31,
      business_tax_id: '12-345',
      invoice_footer: null,
    });
    expect(billingSettingsSchema.parse({ ...valid, fixed_billing_day: null }).fixed_billing_day).toBeNull();
  });

  it('refuses days, retry days and rates out of range', () => {
    expect(
      problems(
        billingSettingsSchema.safeParse({
          ...valid,
          fixed_billing_day: 32,
          due_days: -1,
          retry_days: [3, 1],
          default_tax_rate_percent: 8.8755,
          billing_mode: 'monthly',
        }),
      ),
    ).toEqual({
      fixed_billing_day: 'Must be less or equal 31',
      due_days: messages.cannotBeNegative,
      retry_days: 'Retry days must go up',
      default_tax_rate_percent: messages.notValid,
      billing_mode: messages.required,
    });
    expect(problems(billingSettingsSchema.safeParse({ ...valid, retry_days: [] }))).toEqual({
      retry_days: messages.required,
    });
    expect(problems(billingSettingsSchema.safeParse({ ...valid, retry_days: [1, 2, 3, 4] }))).toEqual({
      retry_days: 'At most 3 retry days',
    });
    expect(problems(billingSettingsSchema.safeParse({ ...valid, retry_days: [31] }))).toEqual({
      'retry_days.0': 'Must be less or equal 30',
    });
  });

  it('takes a rate with three decimals, such as New York City’s 8.875 %, and refuses a fourth', () => {
    for (const percent of [8.875, 0.001, 7.125, 100, 0]) {
      expect(
        billingSettingsSchema.safeParse({ ...valid, default_tax_rate_percent: percent }).success,
        `${percent}`,
      ).toBe(true);
    }
    for (const percent of [8.8755, 0.0001, 4.1234]) {
      expect(problems(billingSettingsSchema.safeParse({ ...valid, default_tax_rate_percent: percent }))).toEqual({
        default_tax_rate_percent: messages.notValid,
      });
    }
  });

  it('stores a percent as thousandths of a percent and gives it back unchanged', () => {
    expect(taxPercentToMillipercent(8.875)).toBe(8875);
    expect(taxPercentToMillipercent(8.25)).toBe(8250);
    expect(taxPercentToMillipercent(0.07)).toBe(70);
    expect(taxPercentToMillipercent(0.001)).toBe(1);
    // 1.005 * 1000 is 1004.999… in binary floating point; it must still store 1005.
    expect(taxPercentToMillipercent(1.005)).toBe(1005);
    expect(millipercentToTaxPercent(8875)).toBe(8.875);
    expect(millipercentToTaxPercent(taxPercentToMillipercent(4.712))).toBe(4.712);
  });
});

describe('sales tax rates', () => {
  it('take a 5-digit zip or a work area, one of them', () => {
    expect(salesTaxRateSchema.parse({ name: 'Denver', rate_percent: 8.81, zip: '80202' })).toEqual({
      name: 'Denver',
      rate_percent: 8.81,
      zip: '80202',
      work_area_id: null,
    });
    expect(problems(salesTaxRateSchema.safeParse({ name: 'Denver', rate_percent: 8, zip: '8020' }))).toEqual({
      zip: messages.zipDigits,
    });
    expect(problems(salesTaxRateSchema.safeParse({ name: '', rate_percent: 8 }))).toEqual({
      name: messages.required,
      zip: messages.required,
    });
    expect(
      problems(salesTaxRateSchema.safeParse({ name: 'A', rate_percent: 8, zip: '80202', work_area_id: 3 })),
    ).toEqual({
      work_area_id: 'Choose a zip or a work area, not both',
    });
  });
});
