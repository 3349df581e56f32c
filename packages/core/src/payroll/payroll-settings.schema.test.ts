import { describe, expect, it } from 'vitest';
import { messages } from '../messages/catalogue.ts';
import {
  defaultPayrollSettings,
  payPeriodQuerySchema,
  payrollSettingsSchema,
  staffPayRulesSchema,
} from './payroll-settings.schema.ts';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('payroll settings schema', () => {
  it('defaults to weekly pay, overtime over 40 hours at 1.5×, no daily overtime, tips to the tech', () => {
    expect(defaultPayrollSettings).toEqual({
      pay_period: 'weekly',
      bi_weekly_start: null,
      overtime_weekly_threshold_minutes: 2400,
      overtime_daily_threshold_minutes: null,
      overtime_multiplier_bps: 15000,
      mileage_rate_cents: 0,
      tips_to_tech: true,
    });
  });

  it('refuses an unknown period, a multiplier outside 1× to 3× and fractions of a cent', () => {
    const result = payrollSettingsSchema.safeParse({
      pay_period: 'daily',
      bi_weekly_start: '2027-02-30',
      overtime_multiplier_bps: 30001,
      mileage_rate_cents: 0.5,
      overtime_daily_threshold_minutes: -1,
    });
    expect(errorsOf(result)).toEqual({
      pay_period: messages.notValid,
      bi_weekly_start: messages.notValid,
      overtime_multiplier_bps: 'Must be less or equal 30000',
      mileage_rate_cents: messages.mustBeWholeNumber,
      overtime_daily_threshold_minutes: messages.cannotBeNegative,
    });
  });

  it('takes every kind of member pay, all required, and the payroll providers’ ids when given', () => {
    const rules = {
      hourly_rate_cents: 1850,
      per_job_rate_cents: 0,
      per_dog_rate_cents: 50,
      per_yard_rate_cents: 150,
      commission_bps: 500,
      salary_cents_per_year: 6_500_000,
      mileage_rate_cents: 0,
    };
    expect(staffPayRulesSchema.parse(rules)).toEqual({ ...rules, gusto_employee_id: null, adp_file_number: null });
    expect(staffPayRulesSchema.safeParse({ ...rules, salary_cents_per_year: undefined }).success).toBe(false);
    expect(staffPayRulesSchema.parse({ ...rules, gusto_employee_id: ' ab12C ', adp_file_number: '' })).toMatchObject({
      gusto_employee_id: 'ab12C',
      adp_file_number: null,
    });
    expect(
      errorsOf(staffPayRulesSchema.safeParse({ ...rules, adp_file_number: '12-4', gusto_employee_id: 'ABCDEFG' })),
    ).toEqual({ adp_file_number: messages.mustBeWholeNumber, gusto_employee_id: 'Must be less or equal 6 characters' });
  });

  it('takes a pay period query only for a real calendar day', () => {
    expect(payPeriodQuerySchema.safeParse({ pay_period: 'monthly', date: '2028-02-29' }).success).toBe(true);
    expect(errorsOf(payPeriodQuerySchema.safeParse({ pay_period: 'monthly', date: '2027-02-29' }))).toEqual({
      date: messages.notValid,
    });
  });
});
