/**
 * Payments the organization's books recorded elsewhere (a check entered in QuickBooks, issue 17). Kept as a check,
 * the nearest method we have, and spread over the named invoices like any payment. The key makes it happen once:
 * the same outside payment arriving twice (a webhook and the change feed) finds the first.
 */
import type { AppDeps } from '../../platform/deps.ts';
import { applyPayment, type ClientRef } from '../invoices/index.ts';
import { claimPaymentKey, findPaymentByKey } from './payments.repository.ts';

/** Thrown inside the transaction so nothing of a payment that cannot be applied stays. */
class NotApplicable extends Error {}

export interface AccountingPaymentInput {
  client: ClientRef;
  amount_cents: number;
  /** Our open invoices it pays, in order; what is left becomes the client's credit. */
  invoice_ids: readonly number[];
  received_on: string;
  note: string;
  /** Unique per organization, e.g. `quickbooks:<their payment id>`. */
  idempotency_key: string;
}

/** Answers the payment's id and whether this call recorded it (false: it was recorded before). */
export async function recordAccountingPayment(
  deps: AppDeps,
  organizationId: number,
  input: AccountingPaymentInput,
): Promise<{ payment_id: number; recorded: boolean } | null> {
  const earlier = await findPaymentByKey(deps.db, organizationId, input.idempotency_key);
  if (earlier) return { payment_id: earlier.id, recorded: false };
  const now = deps.clock.now();
  const recorded = await deps.db
    .transaction(async (tx) => {
      const payment = await claimPaymentKey(tx, {
        organization_id: organizationId,
        ...input.client,
        method: 'check',
        source: 'office',
        status: 'succeeded',
        amount_cents: input.amount_cents,
        received_on: input.received_on,
        note: input.note,
        idempotency_key: input.idempotency_key,
        created_at: now,
      });
      if (!payment) return null;
      const applied = await applyPayment(tx, organizationId, input.client, {
        payment_id: payment.id,
        amount_cents: input.amount_cents,
        invoice_ids: input.invoice_ids,
        created_by_user_id: null,
        now,
      });
      if (!applied) throw new NotApplicable();
      return payment.id;
    })
    .catch((error: unknown) => {
      if (error instanceof NotApplicable) return 'refused' as const;
      throw error;
    });
  if (recorded === 'refused') return null;
  if (recorded !== null) return { payment_id: recorded, recorded: true };
  const winner = await findPaymentByKey(deps.db, organizationId, input.idempotency_key);
  return winner ? { payment_id: winner.id, recorded: false } : null;
}
