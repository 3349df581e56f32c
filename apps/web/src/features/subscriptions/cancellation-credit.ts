import { formatCents } from '@employee-portal/core/billing/money';
import type { CancellationCreditResponse } from '@employee-portal/core/subscriptions/subscription.responses';

const visits = (count: number) => `${count} prepaid visit${count === 1 ? '' : 's'}`;

/**
 * What the cancel dialog tells the office before cancelling: the credit the client gets for prepaid visits already
 * invoiced that will now not happen, and the drafts that drop them. Empty when nothing was billed ahead.
 */
export function cancellationCreditLines(answer: CancellationCreditResponse): string[] {
  const finalized = answer.invoices.filter((invoice) => invoice.status !== 'draft');
  const lines: string[] = [];
  if (answer.credit_cents > 0)
    lines.push(
      `${formatCents(answer.credit_cents)} will be credited to the client for ${finalized
        .map((invoice) => `${visits(invoice.visit_dates.length)} on invoice #${invoice.number}`)
        .join(' and ')} that will not happen.`,
    );
  for (const draft of answer.invoices.filter((invoice) => invoice.status === 'draft'))
    lines.push(
      `Draft invoice #${draft.number} drops ${visits(draft.visit_dates.length)}, so its total goes down by ${formatCents(draft.amount_cents)}.`,
    );
  return lines;
}
