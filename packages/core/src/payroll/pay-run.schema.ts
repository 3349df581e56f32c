/** Pay runs (issue 18 item 4, /create_pay_slips): the requests. */
import { z } from 'zod';
import { calendarDate } from '../dashboard/time-range.ts';
import { id, requiredText } from '../fields.ts';
import { listQuerySchema } from '../list.ts';
import { messages } from '../messages/catalogue.ts';
import { payAdjustmentKinds } from './pay-slip.ts';

export const MAX_ADJUSTMENT_CENTS = 10_000_000;
/** Members computed per request while a draft is built, so the page can show progress on a large staff. */
export const PAY_RUN_BATCH_SIZE = 25;

export const payRunPeriodSchema = z
  .object({ start_date: calendarDate, end_date: calendarDate })
  .refine((period) => period.end_date >= period.start_date, {
    path: ['end_date'],
    error: messages.cannotBeBeforeFromDate,
  });
export type PayRunPeriodBody = z.input<typeof payRunPeriodSchema>;

export const payRunListQuerySchema = listQuerySchema.extend({
  status: z.enum(['draft', 'finalized'], { error: messages.notValid }).optional(),
});
export type PayRunListQuery = z.output<typeof payRunListQuerySchema>;

export const payRunComputeSchema = z.object({
  /** Index of the first member of the batch, in the run's member order. */
  offset: z
    .number({ error: messages.mustBeNumber })
    .int({ error: messages.mustBeWholeNumber })
    .min(0, { error: messages.notValid })
    .max(1_000_000, { error: messages.notValid })
    .default(0),
});
export type PayRunComputeBody = z.input<typeof payRunComputeSchema>;

export const payAdjustmentSchema = z.object({
  membership_id: id(),
  kind: z.enum(payAdjustmentKinds, { error: messages.required }),
  amount_cents: z
    .number({ error: messages.mustBeNumber })
    .int({ error: messages.mustBeWholeNumber })
    .positive({ error: messages.mustBePositive })
    .max(MAX_ADJUSTMENT_CENTS, { error: messages.notValid }),
  note: requiredText(300),
});
export type PayAdjustmentBody = z.input<typeof payAdjustmentSchema>;

export const payRunExportLayouts = ['generic', 'gusto', 'adp'] as const;
export type PayRunExportLayout = (typeof payRunExportLayouts)[number];
export const payRunExportLabels: Record<PayRunExportLayout, string> = {
  generic: 'Generic CSV',
  gusto: 'Gusto',
  adp: 'ADP Workforce Now',
};

export const payRunExportQuerySchema = z
  .object({
    layout: z.enum(payRunExportLayouts, { error: messages.notValid }).default('generic'),
    /** ADP's company code, the first column of its paydata file and part of the file's name. */
    company_code: z
      .string({ error: messages.notValid })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{2,3}$/, { error: messages.notValid })
      .optional(),
    batch_id: z
      .string({ error: messages.notValid })
      .trim()
      .regex(/^[A-Za-z0-9]{1,6}$/, { error: messages.notValid })
      .optional(),
  })
  .refine((query) => query.layout !== 'adp' || query.company_code !== undefined, {
    path: ['company_code'],
    error: messages.required,
  });
export type PayRunExportQuery = z.output<typeof payRunExportQuerySchema>;
