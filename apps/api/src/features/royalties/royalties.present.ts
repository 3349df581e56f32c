/** Royalty rows to wire shapes, typed by core's answers. */
import {
  calculateRoyaltyInvoice,
  type RoyaltyInvoiceResponse,
  type RoyaltyInvoiceSummary,
  type RoyaltyPaymentAnswer,
} from '@employee-portal/core';
import type { RoyaltyInvoiceRow, RoyaltyPaymentRow } from './royalties.repository.ts';

export function presentRoyaltyInvoiceSummary(
  invoice: RoyaltyInvoiceRow,
  paidCents: number,
  franchiseName: string,
): RoyaltyInvoiceSummary {
  return {
    id: invoice.id,
    month: invoice.month,
    franchise_name: franchiseName,
    status: invoice.status,
    collected_revenue_cents: invoice.collected_revenue_cents,
    total_cents: invoice.total_cents,
    paid_cents: paidCents,
    balance_due_cents: invoice.status === 'paid' ? 0 : Math.max(0, invoice.total_cents - paidCents),
    issued_at: invoice.created_at.toISOString(),
    paid_at: invoice.paid_at?.toISOString() ?? null,
  };
}

export const presentRoyaltyPayment = (payment: RoyaltyPaymentRow, month: string): RoyaltyPaymentAnswer => ({
  id: payment.id,
  royalty_invoice_id: payment.royalty_invoice_id,
  month,
  status: payment.status,
  amount_cents: payment.amount_cents,
  card_brand: payment.card_brand,
  card_last4: payment.card_last4,
  processor_ref: payment.processor_ref,
  failure_message: payment.failure_message,
  created_at: payment.created_at.toISOString(),
});

/** The lines are worked out again from the invoice's own copy of the terms, so they match its stored figures. */
export function presentRoyaltyInvoice(
  invoice: RoyaltyInvoiceRow,
  paidCents: number,
  names: { franchise: string; organization: string },
  payments: RoyaltyPaymentAnswer[],
): RoyaltyInvoiceResponse['royalty_invoice'] {
  const { lines } = calculateRoyaltyInvoice(invoice, invoice.collected_revenue_cents);
  return {
    ...presentRoyaltyInvoiceSummary(invoice, paidCents, names.franchise),
    organization_name: names.organization,
    royalty_bps: invoice.royalty_bps,
    ad_fund_bps: invoice.ad_fund_bps,
    monthly_minimum_cents: invoice.monthly_minimum_cents,
    royalty_cents: invoice.royalty_cents,
    ad_fund_cents: invoice.ad_fund_cents,
    minimum_top_up_cents: invoice.minimum_top_up_cents,
    lines,
    payments,
  };
}
