/** What the royalty endpoints answer. */
import { z } from 'zod';
import { listMetaSchema } from '../list.ts';

export const royaltyInvoiceStatuses = ['due', 'paid'] as const;
export type RoyaltyInvoiceStatus = (typeof royaltyInvoiceStatuses)[number];
export const royaltyPaymentStatuses = ['pending', 'succeeded', 'failed'] as const;

const lineSchema = z.object({
  kind: z.enum(['collected_revenue', 'royalty', 'ad_fund', 'minimum_top_up']),
  description: z.string(),
  basis_cents: z.number(),
  rate_bps: z.number().nullable(),
  amount_cents: z.number(),
  counts_towards_total: z.boolean(),
});

export const royaltyPaymentAnswerSchema = z.object({
  id: z.number(),
  royalty_invoice_id: z.number(),
  month: z.string(),
  status: z.enum(royaltyPaymentStatuses),
  amount_cents: z.number(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  processor_ref: z.string().nullable(),
  failure_message: z.string().nullable(),
  created_at: z.string(),
});
export type RoyaltyPaymentAnswer = z.infer<typeof royaltyPaymentAnswerSchema>;

export const royaltyInvoiceSummarySchema = z.object({
  id: z.number(),
  month: z.string(),
  franchise_name: z.string(),
  status: z.enum(royaltyInvoiceStatuses),
  collected_revenue_cents: z.number(),
  total_cents: z.number(),
  paid_cents: z.number(),
  balance_due_cents: z.number(),
  issued_at: z.string(),
  paid_at: z.string().nullable(),
});
export type RoyaltyInvoiceSummary = z.infer<typeof royaltyInvoiceSummarySchema>;

export const royaltyInvoiceResponseSchema = z.object({
  royalty_invoice: royaltyInvoiceSummarySchema.extend({
    organization_name: z.string(),
    royalty_bps: z.number(),
    ad_fund_bps: z.number(),
    monthly_minimum_cents: z.number(),
    royalty_cents: z.number(),
    ad_fund_cents: z.number(),
    minimum_top_up_cents: z.number(),
    lines: z.array(lineSchema),
    payments: z.array(royaltyPaymentAnswerSchema),
  }),
});
export type RoyaltyInvoiceResponse = z.infer<typeof royaltyInvoiceResponseSchema>;

export const royaltyHistoryResponseSchema = z.object({
  data: z.array(royaltyInvoiceSummarySchema),
  meta: listMetaSchema,
  franchise_name: z.string(),
  balance_due_cents: z.number(),
  payments: z.array(royaltyPaymentAnswerSchema),
  /** True for the franchisor organization: the page shows its members' roll-up too. */
  is_franchisor: z.boolean(),
});
export type RoyaltyHistoryResponse = z.infer<typeof royaltyHistoryResponseSchema>;

export const royaltyPaymentResponseSchema = z.object({
  royalty_payment: royaltyPaymentAnswerSchema.extend({
    organization_name: z.string(),
    franchise_name: z.string(),
    invoice_total_cents: z.number(),
  }),
});
export type RoyaltyPaymentResponse = z.infer<typeof royaltyPaymentResponseSchema>;

export const royaltyRollupResponseSchema = z.object({
  franchise_name: z.string(),
  months: z.array(
    z.object({
      month: z.string(),
      collected_revenue_cents: z.number(),
      royalty_cents: z.number(),
      ad_fund_cents: z.number(),
      total_cents: z.number(),
      paid_cents: z.number(),
      members: z.array(
        z.object({
          organization_id: z.number(),
          organization_name: z.string(),
          royalty_invoice_id: z.number(),
          status: z.enum(royaltyInvoiceStatuses),
          collected_revenue_cents: z.number(),
          total_cents: z.number(),
        }),
      ),
    }),
  ),
});
export type RoyaltyRollupResponse = z.infer<typeof royaltyRollupResponseSchema>;

export const generateRoyaltyInvoicesResponseSchema = z.object({ month: z.string(), created: z.number() });
