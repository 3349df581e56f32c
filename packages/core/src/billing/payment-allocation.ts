/**
 * Where a payment's money goes (issue 16): a check or card payment is applied to the open invoices named, in the
 * order given (the page lists the oldest due first); what is left after every named balance is paid becomes the
 * client's credit, which the next invoice uses. Refunds never exceed what is left of a payment.
 */
import { daysBetween } from '../scheduling/calendar-day.ts';

export interface OpenBalance {
  invoice_id: number;
  balance_cents: number;
}

export interface PaymentAllocation {
  applied: { invoice_id: number; amount_cents: number }[];
  /** The overpayment, kept on the client's account. */
  credit_cents: number;
}

export function allocatePayment(amountCents: number, invoices: readonly OpenBalance[]): PaymentAllocation {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    throw new Error('A payment is a positive amount of cents');
  let left = amountCents;
  const applied: PaymentAllocation['applied'] = [];
  for (const invoice of invoices) {
    if (left === 0) break;
    const amount = Math.min(left, Math.max(0, invoice.balance_cents));
    if (amount === 0) continue;
    applied.push({ invoice_id: invoice.invoice_id, amount_cents: amount });
    left -= amount;
  }
  return { applied, credit_cents: left };
}

/** What can still be refunded of a payment after the refunds already made. */
export const refundableCents = (paidCents: number, refundedCents: readonly number[]) =>
  Math.max(0, paidCents - refundedCents.reduce((total, amount) => total + amount, 0));

/** Issue 16's open balance report: 0–30, 31–60, 61–90 and over 90 days past due (not yet due counts as 0). */
export const agingBuckets = ['days_0_30', 'days_31_60', 'days_61_90', 'over_90'] as const;
export type AgingBucket = (typeof agingBuckets)[number];

/** The open balance report's bucket for an invoice by how many days past its due day it is. */
export function agingBucketOf(dueDay: string, today: string): AgingBucket {
  const overdue = daysBetween(dueDay, today);
  if (overdue <= 30) return 'days_0_30';
  if (overdue <= 60) return 'days_31_60';
  if (overdue <= 90) return 'days_61_90';
  return 'over_90';
}
