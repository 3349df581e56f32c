/**
 * A draft's math stored: totals over its lines (core's invoiceTotals) and the lines with their amounts. Apart from
 * finalizing, so that what only recomputes a draft does not load the payments that finalizing reaches.
 */
import { invoiceTotals, type InvoiceTotals } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import type { invoiceLines } from './invoices.table.ts';
import { replaceLines, type InvoiceLineRow, type InvoiceRow } from './invoices.repository.ts';

type Scope = { organization_id: number; id: number };

/**
 * The invoice's math over its lines, with the credit it may use (0 for a draft's preview: credit is taken at
 * finalize). A gift certificate amount a draft was given (by the billing run) stays, up to what the invoice comes to.
 */
export function totalsOf(
  invoice: Pick<
    InvoiceRow,
    | 'coupon_percent_off'
    | 'coupon_amount_off_cents'
    | 'coupon_id'
    | 'tax_rate_millipercent'
    | 'tax_exempt'
    | 'gift_certificate_applied_cents'
  >,
  lines: readonly Pick<InvoiceLineRow, 'quantity' | 'unit_cents' | 'taxable' | 'discountable'>[],
  availableCredit: number,
): InvoiceTotals {
  const hasCoupon = invoice.coupon_percent_off !== null || invoice.coupon_amount_off_cents !== null;
  return invoiceTotals({
    lines,
    coupon: hasCoupon
      ? { percent_off: invoice.coupon_percent_off, amount_off_cents: invoice.coupon_amount_off_cents }
      : null,
    tax_rate_millipercent: invoice.tax_rate_millipercent,
    tax_exempt: invoice.tax_exempt,
    available_credit_cents: availableCredit,
    available_gift_certificate_cents: invoice.gift_certificate_applied_cents,
  });
}

export const storedTotals = (totals: InvoiceTotals) => ({
  subtotal_cents: totals.subtotal_cents,
  discount_cents: totals.discount_cents,
  tax_cents: totals.tax_cents,
  total_cents: totals.total_cents,
  credit_applied_cents: totals.credit_applied_cents,
  gift_certificate_applied_cents: totals.gift_certificate_applied_cents,
  amount_due_cents: totals.amount_due_cents,
});

export type NewLine = Omit<typeof invoiceLines.$inferInsert, 'organization_id' | 'invoice_id'>;

/** Stores each line's amount and coupon share as the totals computed them. */
export async function storeLines(tx: Db, scope: Scope, lines: readonly NewLine[], totals: InvoiceTotals) {
  await replaceLines(
    tx,
    scope,
    lines.map((line, index) => ({
      ...line,
      position: index + 1,
      amount_cents: totals.line_cents[index]!,
      discount_cents: totals.line_discount_cents[index]!,
    })),
  );
}
