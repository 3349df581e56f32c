/** Requests of the royalty payments pages (issue 20, spec /settings/royalty_payments and the two show pages). */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { listQuerySchema } from '../list.ts';
import { idParam } from '../fields.ts';

export const royaltyIdParamsSchema = z.object({ id: idParam() });

export const royaltyMonthSchema = z
  .string({ error: messages.required })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: messages.notValid });

export const royaltyHistoryQuerySchema = listQuerySchema.extend({
  sort: z.enum(['month', '-month', 'total', '-total', 'status', '-status'], { error: messages.notValid }).optional(),
});
export type RoyaltyHistoryQuery = z.output<typeof royaltyHistoryQuerySchema>;

/** The franchisor makes a month's invoices on demand (the scheduled run does the last whole month by itself). */
export const generateRoyaltyInvoicesSchema = z.object({ month: royaltyMonthSchema });
export type GenerateRoyaltyInvoicesBody = z.output<typeof generateRoyaltyInvoicesSchema>;

/** The Pay button sends one key per click-through, so a double click or a retry charges once. */
export const payRoyaltyInvoiceSchema = z.object({
  idempotency_key: z
    .string({ error: messages.required })
    .trim()
    .min(8, { error: messages.notValid })
    .max(100, { error: messages.notValid }),
});
export type PayRoyaltyInvoiceBody = z.output<typeof payRoyaltyInvoiceSchema>;
