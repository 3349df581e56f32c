/**
 * /settings/billing_settings (issue 16): how subscriptions are invoiced, and the sales tax rates by zip or work area.
 * Rates travel as a percent (8.875) and are stored as thousandths of a percent (8875), so a rate such as New York
 * City's 8.875 % fits exactly: the invoice math works in thousandths of a percent.
 */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { id, nullableText, requiredText } from '../fields.ts';
import { listMetaSchema, listQuerySchema } from '../list.ts';
import { clientBillingModes } from './client-billing-period.ts';

/** The page's one-line explanation of each mode. */
export const billingModeExplanations: Record<(typeof clientBillingModes)[number], string> = {
  prepaid:
    'Invoiced on the first day of each billing period for the visits it plans; skipped visits are credited next.',
  postpaid: 'Invoiced the day after each billing period ends for the visits done and the skips that are charged.',
};

const wholeDays = (min: number, max: number) =>
  z
    .number({ error: messages.mustBeNumber })
    .int({ error: messages.mustBeWholeNumber })
    .min(min, { error: min === 1 ? messages.mustBePositive : messages.cannotBeNegative })
    .max(max, { error: `Must be less or equal ${max}` });

const MILLIPERCENT_PER_PERCENT = 1000;

/** A percent with at most three decimals (a millipercent is a thousandth of a percent). */
export const taxPercentField = () =>
  z
    .number({ error: messages.mustBeNumber })
    .min(0, { error: messages.cannotBeNegative })
    .max(100, { error: 'Must be less or equal 100' })
    // Scaled one digit further and rounded, so binary noise (1.005 * 1000 = 1004.999…) passes and a fourth decimal fails.
    .refine((percent) => Number.isInteger(Math.round(percent * MILLIPERCENT_PER_PERCENT * 100) / 100), {
      error: messages.notValid,
    });

export const taxPercentToMillipercent = (percent: number) => Math.round(percent * MILLIPERCENT_PER_PERCENT);
export const millipercentToTaxPercent = (millipercent: number) => millipercent / MILLIPERCENT_PER_PERCENT;
/** A stored rate as people write it: 8875 → '8.875%', 8250 → '8.25%', 5000 → '5%'. */
export const taxRatePercentText = (millipercent: number) =>
  `${millipercentToTaxPercent(millipercent)
    .toFixed(3)
    .replace(/\.?0+$/, '')}%`;

export const billingSettingsSchema = z.object({
  billing_mode: z.enum(clientBillingModes, { error: messages.required }),
  /** 1–31 (the 31st is each month's last day), or null to bill on each client's own start day. */
  fixed_billing_day: wholeDays(1, 31).nullable(),
  due_days: wholeDays(0, 365),
  autopay: z.boolean({ error: messages.notValid }),
  retry_days: z
    .array(wholeDays(1, 30), { error: messages.required })
    .min(1, { error: messages.required })
    .max(3, { error: 'At most 3 retry days' })
    .refine((days) => days.every((day, index) => index === 0 || day > days[index - 1]!), {
      error: 'Retry days must go up',
    }),
  default_tax_rate_percent: taxPercentField(),
  business_tax_id: nullableText(50),
  invoice_footer: nullableText(1000),
});
export type BillingSettingsBody = z.input<typeof billingSettingsSchema>;
export type BillingSettingsInput = z.output<typeof billingSettingsSchema>;

export const billingSettingsWireSchema = z.object({
  billing_mode: z.enum(clientBillingModes),
  fixed_billing_day: z.number().nullable(),
  due_days: z.number(),
  autopay: z.boolean(),
  retry_days: z.array(z.number()),
  default_tax_rate_percent: z.number(),
  business_tax_id: z.string().nullable(),
  invoice_footer: z.string().nullable(),
});
export type BillingSettingsWire = z.output<typeof billingSettingsWireSchema>;
export const billingSettingsResponseSchema = z.object({ billing_settings: billingSettingsWireSchema });

/** A rate for one zip or for one work area, never both. */
export const salesTaxRateSchema = z
  .object({
    name: requiredText(100),
    rate_percent: taxPercentField(),
    zip: z
      .string({ error: messages.zipDigits })
      .trim()
      .refine((zip) => zip === '' || /^\d{5}$/.test(zip), { error: messages.zipDigits })
      .transform((zip) => zip || null)
      .nullable()
      .default(null),
    work_area_id: id().nullable().default(null),
  })
  .superRefine((rate, context) => {
    if ((rate.zip === null) === (rate.work_area_id === null))
      context.addIssue({
        code: 'custom',
        path: [rate.zip === null ? 'zip' : 'work_area_id'],
        message: rate.zip === null ? messages.required : 'Choose a zip or a work area, not both',
      });
  });
export type SalesTaxRateBody = z.input<typeof salesTaxRateSchema>;
export type SalesTaxRateInput = z.output<typeof salesTaxRateSchema>;

export const salesTaxRateWireSchema = z.object({
  id: z.number(),
  name: z.string(),
  rate_percent: z.number(),
  zip: z.string().nullable(),
  work_area_id: z.number().nullable(),
  work_area_name: z.string().nullable(),
});
export type SalesTaxRateWire = z.output<typeof salesTaxRateWireSchema>;
export const salesTaxRateResponseSchema = z.object({ sales_tax_rate: salesTaxRateWireSchema });
export const salesTaxRateSorts = ['name', '-name', 'rate_percent', '-rate_percent', 'zip', '-zip'] as const;
export const salesTaxRateListQuerySchema = listQuerySchema.extend({
  sort: z.enum(salesTaxRateSorts, { error: messages.notValid }).optional(),
});
export const salesTaxRateListResponseSchema = z.object({ data: z.array(salesTaxRateWireSchema), meta: listMetaSchema });
