/** Payouts (issue 16, /payouts and /payout/:id/show): the processor's transfers to the bank, with their payments. */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { calendarDate } from '../dashboard/time-range.ts';
import { listMetaSchema, listQuerySchema } from '../list.ts';

export const payoutStatuses = ['pending', 'in_transit', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];
export const payoutStatusLabels: Record<PayoutStatus, string> = {
  pending: 'Pending',
  in_transit: 'In Transit',
  paid: 'Paid',
  failed: 'Failed',
};

/** What reaches the bank: the processor keeps its fees and takes back what was refunded. */
export const payoutNetCents = (figures: { gross_cents: number; fee_cents: number; refund_cents: number }) =>
  figures.gross_cents - figures.fee_cents - figures.refund_cents;

/** A payout whose stored net is not gross less fees and refunds is shown as not adding up, never silently fixed. */
export const payoutAddsUp = (payout: {
  gross_cents: number;
  fee_cents: number;
  refund_cents: number;
  net_cents: number;
}) => payoutNetCents(payout) === payout.net_cents;

export const payoutSorts = [
  '-arrival_date',
  'arrival_date',
  '-net_cents',
  'net_cents',
  '-gross_cents',
  'gross_cents',
] as const;

const filters = {
  sort: z.enum(payoutSorts, { error: messages.notValid }).default('-arrival_date'),
  date_from: calendarDate.optional(),
  date_to: calendarDate.optional(),
  status: z.enum(payoutStatuses, { error: messages.notValid }).optional(),
};
const toNotBeforeFrom = <T extends { date_from?: string; date_to?: string }>(query: T) =>
  !query.date_from || !query.date_to || query.date_to >= query.date_from;

export const payoutListQuerySchema = listQuerySchema
  .extend(filters)
  .refine(toNotBeforeFrom, { path: ['date_to'], error: messages.cannotBeBeforeFromDate });
export type PayoutListQuery = z.output<typeof payoutListQuerySchema>;

export const payoutExportQuerySchema = listQuerySchema
  .omit({ page: true, per_page: true })
  .extend(filters)
  .refine(toNotBeforeFrom, { path: ['date_to'], error: messages.cannotBeBeforeFromDate });
export type PayoutExportQuery = z.output<typeof payoutExportQuerySchema>;

const figures = {
  gross_cents: z.number(),
  fee_cents: z.number(),
  refund_cents: z.number(),
  net_cents: z.number(),
  payment_count: z.number(),
};

export const payoutWireSchema = z.object({
  id: z.number(),
  processor: z.enum(['stripe', 'card_connect']),
  processor_ref: z.string(),
  status: z.enum(payoutStatuses),
  arrival_date: z.string(),
  ...figures,
});
export type PayoutWire = z.infer<typeof payoutWireSchema>;

export const payoutTotalsSchema = z.object(figures);
export type PayoutTotals = z.infer<typeof payoutTotalsSchema>;

export const payoutListResponseSchema = z.object({
  data: z.array(payoutWireSchema),
  meta: listMetaSchema,
  totals: payoutTotalsSchema,
});
export type PayoutListResponse = z.infer<typeof payoutListResponseSchema>;

export const payoutPaymentWireSchema = z.object({
  id: z.number(),
  received_on: z.string(),
  client_name: z.string(),
  invoice_numbers: z.array(z.string()),
  amount_cents: z.number(),
  fee_cents: z.number(),
  refunded_cents: z.number(),
  net_cents: z.number(),
});
export type PayoutPaymentWire = z.infer<typeof payoutPaymentWireSchema>;

export const payoutShowResponseSchema = z.object({
  payout: payoutWireSchema,
  payments: z.array(payoutPaymentWireSchema),
  /** The payments' own sums, for the page's check against the payout's figures. */
  payments_totals: z.object({ amount_cents: z.number(), fee_cents: z.number(), net_cents: z.number() }),
  adds_up: z.boolean(),
});
export type PayoutShowResponse = z.infer<typeof payoutShowResponseSchema>;
