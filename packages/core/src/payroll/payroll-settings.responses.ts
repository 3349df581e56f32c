/** Answers of the payroll settings page and GET /pay_periods. */
import { z } from 'zod';
import { payPeriodKinds } from './pay-periods.ts';

export const payPeriodSchema = z.object({ start_date: z.string(), end_date: z.string() });
export const payPeriodResponseSchema = z.object({ pay_period: payPeriodSchema });
export type PayPeriodResponse = z.infer<typeof payPeriodResponseSchema>;

export const payrollSettingsAnswerSchema = z.object({
  pay_period: z.enum(payPeriodKinds),
  bi_weekly_start: z.string().nullable(),
  overtime_weekly_threshold_minutes: z.number(),
  overtime_daily_threshold_minutes: z.number().nullable(),
  overtime_multiplier_bps: z.number(),
  mileage_rate_cents: z.number(),
  tips_to_tech: z.boolean(),
});

export const staffPayRulesAnswerSchema = z.object({
  membership_id: z.number(),
  full_name: z.string(),
  role_name: z.string().nullable(),
  hourly_rate_cents: z.number(),
  per_job_rate_cents: z.number(),
  per_dog_rate_cents: z.number(),
  per_yard_rate_cents: z.number(),
  commission_bps: z.number(),
  salary_cents_per_year: z.number(),
  mileage_rate_cents: z.number(),
  gusto_employee_id: z.string().nullable(),
  adp_file_number: z.string().nullable(),
});
export type StaffPayRules = z.infer<typeof staffPayRulesAnswerSchema>;

export const payrollSettingsResponseSchema = z.object({
  payroll_settings: payrollSettingsAnswerSchema,
  staff_pay_rules: z.array(staffPayRulesAnswerSchema),
});
export type PayrollSettingsResponse = z.infer<typeof payrollSettingsResponseSchema>;

export const staffPayRulesResponseSchema = z.object({ staff_pay_rules: staffPayRulesAnswerSchema });
export type StaffPayRulesResponse = z.infer<typeof staffPayRulesResponseSchema>;
