/**
 * /settings/payroll_settings (issue 18): the organization's pay period and overtime, mileage and tip rules, and each
 * member's pay rules. Money is integer cents, shares are basis points (1 % = 100), the overtime multiplier too
 * (15000 = 1.5×) and overtime thresholds are minutes, so no float ever holds pay.
 */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { idParam } from '../fields.ts';
import { MAX_COMMISSION_BPS, MAX_RATE_CENTS } from '../staff/pay.ts';
import { payPeriodKinds } from './pay-periods.ts';

const MINUTES_PER_WEEK = 7 * 24 * 60;
const MINUTES_PER_DAY = 24 * 60;
export const MIN_OVERTIME_MULTIPLIER_BPS = 10_000;
export const MAX_OVERTIME_MULTIPLIER_BPS = 30_000;
/** A year's salary may be far above an hourly rate's cap: up to ten million dollars. */
export const MAX_SALARY_CENTS_PER_YEAR = 1_000_000_000;

const wholeNumber = (max: number) =>
  z
    .number({ error: messages.mustBeNumber })
    .int({ error: messages.mustBeWholeNumber })
    .min(0, { error: messages.cannotBeNegative })
    .max(max, { error: `Must be less or equal ${max}` });

export const PAYROLL_ID_MAX_LENGTH = 6;

/** An id a payroll provider gave a member: blank is none (null). */
export const payrollIdField = (pattern: RegExp, patternMessage: string) =>
  z
    .string({ error: messages.notValid })
    .trim()
    .max(PAYROLL_ID_MAX_LENGTH, { error: `Must be less or equal ${PAYROLL_ID_MAX_LENGTH} characters` })
    .refine((text) => text === '' || pattern.test(text), { error: patternMessage })
    .transform((text) => (text === '' ? null : text))
    .nullable();

export const gustoEmployeeIdField = () => payrollIdField(/^[A-Za-z0-9]+$/, messages.lettersAndNumbersOnly);
export const adpFileNumberField = () => payrollIdField(/^\d+$/, messages.mustBeWholeNumber);

export const payPeriodKindField = () => z.enum(payPeriodKinds, { error: messages.notValid });

const calendarDayField = () =>
  z
    .string({ error: messages.required })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: messages.notValid })
    .refine(
      (day) => {
        const parsed = new Date(`${day}T00:00:00Z`);
        return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
      },
      { error: messages.notValid },
    );

export const payrollSettingsSchema = z.object({
  pay_period: payPeriodKindField().default('weekly'),
  /**
   * The day one bi-weekly period started, for payroll providers that run a fixed 14-day cycle; null (the default)
   * pairs ISO weeks by number.
   */
  bi_weekly_start: calendarDayField().nullable().default(null),
  /** Minutes worked in one ISO workweek beyond which time is overtime: 40 hours by default. */
  overtime_weekly_threshold_minutes: wholeNumber(MINUTES_PER_WEEK).default(2400),
  /** Minutes in one day beyond which time is overtime; null when only the weekly rule applies. */
  overtime_daily_threshold_minutes: wholeNumber(MINUTES_PER_DAY).nullable().default(null),
  overtime_multiplier_bps: z
    .number({ error: messages.mustBeNumber })
    .int({ error: messages.mustBeWholeNumber })
    .min(MIN_OVERTIME_MULTIPLIER_BPS, { error: `Must be greater or equal ${MIN_OVERTIME_MULTIPLIER_BPS}` })
    .max(MAX_OVERTIME_MULTIPLIER_BPS, { error: `Must be less or equal ${MAX_OVERTIME_MULTIPLIER_BPS}` })
    .default(15_000),
  /** Per mile; a member's own rate, when set, wins. */
  mileage_rate_cents: wholeNumber(MAX_RATE_CENTS).default(0),
  /** Tips clients leave pass to the visit's tech on the pay slip. */
  tips_to_tech: z.boolean({ error: messages.notValid }).default(true),
});
export type PayrollSettings = z.output<typeof payrollSettingsSchema>;
export type PayrollSettingsBody = z.input<typeof payrollSettingsSchema>;
export const defaultPayrollSettings: PayrollSettings = payrollSettingsSchema.parse({});

/** One member's pay rules; every kind of pay adds up, so a member may have an hourly rate and a commission. */
export const staffPayRulesSchema = z.object({
  hourly_rate_cents: wholeNumber(MAX_RATE_CENTS),
  per_job_rate_cents: wholeNumber(MAX_RATE_CENTS),
  per_dog_rate_cents: wholeNumber(MAX_RATE_CENTS),
  /** Per distinct client location serviced on one service date: a second job at the same yard that day pays nothing. */
  per_yard_rate_cents: wholeNumber(MAX_RATE_CENTS),
  /** Share of the revenue of the member's visits. */
  commission_bps: wholeNumber(MAX_COMMISSION_BPS),
  /** Paid each period as salary_cents_per_year / payPeriodsPerYear, rounded to the cent. */
  salary_cents_per_year: wholeNumber(MAX_SALARY_CENTS_PER_YEAR),
  /** 0 = the organization's rate. */
  mileage_rate_cents: wholeNumber(MAX_RATE_CENTS),
  /** Gusto's employee id (six characters), so its payroll upload matches people by id rather than by name. */
  gusto_employee_id: gustoEmployeeIdField().default(null),
  /** ADP Workforce Now's File # (up to six digits): its paydata import finds the employee by it. */
  adp_file_number: adpFileNumberField().default(null),
});
export type StaffPayRulesBody = z.input<typeof staffPayRulesSchema>;

export const staffPayRulesParamsSchema = z.object({ membership_id: idParam() });

export const payPeriodQuerySchema = z.object({
  pay_period: payPeriodKindField(),
  date: calendarDayField(),
});
export type PayPeriodQuery = z.output<typeof payPeriodQuerySchema>;
