/**
 * One card payment, however it starts (the office, autopay, the pay page): the idempotency key is taken first with a
 * 'pending' payment row (the unique index lets one request have it), the processor is called with the same key, and
 * the answer is written with the ledger's applyPayment in one transaction. A second request with the key waits for
 * the first one's answer instead of charging.
 */
import type { AppDeps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db/client.ts';
import { organizationToday } from '../../platform/auth/organization-facts.ts';
import type { OrganizationRow } from '../../platform/auth/session.repository.ts';
import type { ConnectedAccount } from '../../platform/providers/client-payments/index.ts';
import type { CardToSave } from '../../platform/providers/client-payments/client-payments.ts';
import { refusal } from '../../platform/http/errors.ts';
import { applyPayment, clientRefOf, type ClientRef } from '../invoices/index.ts';
import type { PaymentSource } from './payments.table.ts';
import {
  claimPaymentKey,
  findPaymentByKey,
  updatePayment,
  type PaymentRow,
  type SavedCardRow,
} from './payments.repository.ts';

/** The organization's processor: its CardConnect site, else its Stripe connected account. */
export function connectedAccountOf(
  deps: Pick<AppDeps, 'config'>,
  organization: Pick<OrganizationRow, 'card_connect_site' | 'stripe_account_id'>,
): ConnectedAccount {
  if (organization.card_connect_site)
    return { processor: 'card_connect', merchant_id: organization.card_connect_site, stripe_account_id: null };
  if (organization.stripe_account_id || deps.config.payments.mode === 'test')
    return { processor: 'stripe', merchant_id: null, stripe_account_id: organization.stripe_account_id };
  throw refusal(
    409,
    'processor_not_connected',
    'Card payments are not set up yet: connect a payment processor under Payment Providers.',
  );
}

export type CardInHand = { saved: SavedCardRow } | { token: CardToSave };

export interface CardPaymentRequest {
  organization: Pick<OrganizationRow, 'id' | 'time_zone' | 'card_connect_site' | 'stripe_account_id'>;
  client: ClientRef;
  amount_cents: number;
  /** The invoice it pays first; the rest goes to other open invoices, then credit. */
  invoice_id: number;
  card: CardInHand;
  source: PaymentSource;
  idempotency_key: string;
  user_id: number | null;
}

export type CardPaymentResult = { payment: PaymentRow; fresh: boolean };

const WAIT_STEP_MS = 100;
const WAIT_LIMIT_MS = 20_000;

async function answerOf(db: Db, organizationId: number, key: string): Promise<PaymentRow | null> {
  for (let waited = 0; waited < WAIT_LIMIT_MS; waited += WAIT_STEP_MS) {
    const row = await findPaymentByKey(db, organizationId, key);
    if (!row || row.status !== 'pending') return row;
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  return null;
}

export async function collectCardPayment(deps: AppDeps, request: CardPaymentRequest): Promise<CardPaymentResult> {
  const { organization, client } = request;
  const account = connectedAccountOf(deps, organization);
  const now = deps.clock.now();
  const saved = 'saved' in request.card ? request.card.saved : null;
  const claimed = await claimPaymentKey(deps.db, {
    organization_id: organization.id,
    ...client,
    method: 'card',
    source: request.source,
    status: 'pending',
    amount_cents: request.amount_cents,
    processor: account.processor,
    payment_method_id: saved?.id ?? null,
    card_brand: saved?.brand ?? null,
    card_last4: saved?.last4 ?? null,
    received_on: organizationToday(organization, now),
    idempotency_key: request.idempotency_key,
    created_by_user_id: request.user_id,
    created_at: now,
  });
  if (!claimed) {
    const earlier = await answerOf(deps.db, organization.id, request.idempotency_key);
    if (!earlier)
      throw refusal(409, 'payment_in_progress', 'This payment is still being processed. Try again shortly.');
    const same = clientRefOf(earlier);
    if (same.client_id !== client.client_id || same.commercial_customer_id !== client.commercial_customer_id)
      throw refusal(409, 'idempotency_key_reused', 'This request key was already used for another payment.');
    return { payment: earlier, fresh: false };
  }

  const outcome = await deps.clientPayments.charge(
    account,
    saved ? { card: saved } : { token: (request.card as { token: CardToSave }).token },
    request.amount_cents,
    request.idempotency_key,
  );
  if (!outcome.ok) {
    const failed = await updatePayment(deps.db, organization.id, claimed.id, {
      status: 'failed',
      failure_code: outcome.code,
      failure_message: outcome.message,
    });
    return { payment: failed, fresh: true };
  }
  const payment = await deps.db.transaction(async (tx) => {
    const row = await updatePayment(tx, organization.id, claimed.id, {
      status: 'succeeded',
      processor_ref: outcome.reference,
      fee_cents: outcome.fee_cents,
      card_brand: saved?.brand ?? outcome.brand,
      card_last4: saved?.last4 ?? outcome.last4,
    });
    const spread = { payment_id: row.id, amount_cents: row.amount_cents, created_by_user_id: request.user_id, now };
    // The invoice may have been paid meanwhile (a check at the same moment): the money then goes to the next open
    // invoices and the client's credit, never nowhere.
    const applied =
      (await applyPayment(tx, organization.id, client, { ...spread, invoice_ids: [request.invoice_id] })) ??
      (await applyPayment(tx, organization.id, client, { ...spread, invoice_ids: null }));
    if (!applied) throw new Error(`Payment ${row.id} could not be applied to its client`);
    return row;
  });
  return { payment, fresh: true };
}

/** The refusal a declined charge answers with: the processor's own words. */
export const declinedRefusal = (payment: PaymentRow) =>
  refusal(402, 'card_declined', payment.failure_message ?? 'The card was declined.');
