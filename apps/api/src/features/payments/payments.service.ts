import type { z } from 'zod';
import {
  formatCents,
  pageOffset,
  paymentMethodLabel,
  refundableCents,
  type checkPaymentSchema,
  type clientCardInputSchema,
  type paymentListQuerySchema,
  type refundPaymentSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { organizationToday } from '../../platform/auth/organization-facts.ts';
import { notFound, refusal, validationFailed } from '../../platform/http/errors.ts';
import { toCsv } from '../../platform/http/csv.ts';
import {
  applyPayment,
  availableCreditCents,
  clientRefOf,
  openInvoicesOf,
  recordClientCredit,
  refreshClientBalance,
  type ClientRef,
} from '../invoices/index.ts';
import {
  claimPaymentKey,
  defaultCardOf,
  findClientAccount,
  findInvoice,
  findPayment,
  findPaymentByKey,
  findPaymentWithClient,
  findRefundByKey,
  insertRefund,
  insertSavedCard,
  listPayments,
  refundsOfPayment,
  removeSavedCard,
  savedCardsOf,
  updatePayment,
  type SavedCardRow,
} from './payments.repository.ts';
import { allocationOf, presentPayment } from './payment-wire.ts';
import { collectCardPayment, connectedAccountOf, declinedRefusal } from './card-collection.ts';

const presentCard = (row: SavedCardRow) => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expiry: row.expiry,
  is_default: row.is_default,
  created_at: row.created_at.toISOString(),
});

async function accountOrNotFound(deps: AppDeps, organizationId: number, client: ClientRef) {
  const account = await findClientAccount(deps.db, organizationId, client);
  if (!account) throw notFound('This client does not exist.');
  return account;
}

export async function listCards(deps: AppDeps, member: MemberContext, client: ClientRef) {
  await accountOrNotFound(deps, member.organization.id, client);
  return { data: (await savedCardsOf(deps.db, member.organization.id, client)).map(presentCard) };
}

/** Asks the processor to keep the card (Stripe customer, CardConnect profile) and keeps only its references. */
export async function saveCard(
  deps: AppDeps,
  organization: MemberContext['organization'],
  client: ClientRef,
  card: z.output<typeof clientCardInputSchema>,
  now: Date,
) {
  const holder = await accountOrNotFound(deps, organization.id, client);
  const account = connectedAccountOf(deps, organization);
  const kept = await deps.clientPayments.saveCard(account, { ...card, email: holder.email });
  if (!kept.ok) throw refusal(422, 'card_declined', kept.message, { token: [kept.message] });
  return insertSavedCard(deps.db, {
    organization_id: organization.id,
    ...client,
    processor: account.processor,
    ...kept.card,
    created_at: now,
  });
}

export async function addCard(
  deps: AppDeps,
  member: MemberContext,
  client: ClientRef,
  card: z.output<typeof clientCardInputSchema>,
) {
  return { card: presentCard(await saveCard(deps, member.organization, client, card, deps.clock.now())) };
}

export async function deleteCard(deps: AppDeps, member: MemberContext, client: ClientRef, cardId: number) {
  await accountOrNotFound(deps, member.organization.id, client);
  const removed = await removeSavedCard(deps.db, member.organization.id, client, cardId, deps.clock.now());
  if (!removed) throw notFound('This card does not exist.');
  return { data: (await savedCardsOf(deps.db, member.organization.id, client)).map(presentCard) };
}

async function paymentAnswer(deps: AppDeps, organizationId: number, paymentId: number) {
  const found = await findPaymentWithClient(deps.db, organizationId, paymentId);
  if (!found) throw notFound('This payment does not exist.');
  return {
    payment: presentPayment(found.payment, found.client_name),
    allocation: await allocationOf(deps.db, organizationId, found.payment),
  };
}

const requireKey = (key: string | null | undefined) => {
  if (!key) throw refusal(422, 'idempotency_key_required', 'An Idempotency-Key header is required.');
  return key;
};

/** The office charges an invoice's balance to the card on file. */
export async function chargeInvoice(deps: AppDeps, member: MemberContext, invoiceId: number, key: string | null) {
  const organizationId = member.organization.id;
  const invoice = await findInvoice(deps.db, organizationId, invoiceId);
  if (!invoice) throw notFound('This invoice does not exist.');
  const idempotencyKey = requireKey(key);
  const earlier = await findPaymentByKey(deps.db, organizationId, idempotencyKey);
  if (earlier && earlier.status !== 'pending') {
    if (earlier.status === 'failed') throw declinedRefusal(earlier);
    return paymentAnswer(deps, organizationId, earlier.id);
  }
  const balance = invoice.amount_due_cents - invoice.paid_cents;
  if (invoice.status !== 'open' || balance <= 0)
    throw refusal(409, 'nothing_to_charge', 'This invoice has no open balance to charge.');
  const client = clientRefOf(invoice);
  const card = await defaultCardOf(deps.db, organizationId, client);
  // The page offers the charge only with a card on file; it can still be removed between the page and the click.
  if (!card)
    throw refusal(
      409,
      'no_card_on_file',
      'This client has no card on file now: it may have been removed since the invoice was opened. Add a card or record another payment.',
    );
  const { payment } = await collectCardPayment(deps, {
    organization: member.organization,
    client,
    amount_cents: balance,
    invoice_id: invoice.id,
    card: { saved: card },
    source: 'office',
    idempotency_key: idempotencyKey,
    user_id: member.user.id,
  });
  if (payment.status === 'failed') throw declinedRefusal(payment);
  return paymentAnswer(deps, organizationId, payment.id);
}

export async function openInvoicesForCheck(deps: AppDeps, member: MemberContext, client: ClientRef) {
  const holder = await accountOrNotFound(deps, member.organization.id, client);
  return {
    client_name: holder.name,
    credit_cents: await availableCreditCents(deps.db, member.organization.id, client),
    data: await openInvoicesOf(deps.db, member.organization.id, client),
  };
}

/** A check: recorded and spread over the ticked invoices in order; what is left becomes credit. */
export async function receiveCheck(
  deps: AppDeps,
  member: MemberContext,
  body: z.output<typeof checkPaymentSchema>,
  key: string | null,
) {
  const organizationId = member.organization.id;
  const client: ClientRef =
    body.client_id !== null
      ? { client_id: body.client_id, commercial_customer_id: null }
      : { client_id: null, commercial_customer_id: body.commercial_customer_id! };
  if (key) {
    const earlier = await findPaymentByKey(deps.db, organizationId, key);
    if (earlier) return paymentAnswer(deps, organizationId, earlier.id);
  }
  if (!(await findClientAccount(deps.db, organizationId, client)))
    throw validationFailed({ [body.client_id !== null ? 'client_id' : 'commercial_customer_id']: ['Not valid'] });
  const now = deps.clock.now();
  const paymentId = await deps.db.transaction(async (tx) => {
    const payment = await claimPaymentKey(tx, {
      organization_id: organizationId,
      ...client,
      method: 'check',
      source: 'office',
      status: 'succeeded',
      amount_cents: body.amount_cents,
      check_number: body.check_number,
      check_date: body.check_date,
      received_on: organizationToday(member.organization, now),
      note: body.note || null,
      idempotency_key: key,
      created_by_user_id: member.user.id,
      created_at: now,
    });
    if (!payment) return null;
    const applied = await applyPayment(tx, organizationId, client, {
      payment_id: payment.id,
      amount_cents: body.amount_cents,
      invoice_ids: body.invoice_ids,
      created_by_user_id: member.user.id,
      now,
    });
    if (!applied) throw validationFailed({ invoice_ids: ['Not valid'] });
    return payment.id;
  });
  const id = paymentId ?? (await findPaymentByKey(deps.db, organizationId, key!))!.id;
  return paymentAnswer(deps, organizationId, id);
}

export async function listPaymentPage(
  deps: AppDeps,
  member: MemberContext,
  query: z.output<typeof paymentListQuerySchema>,
) {
  const { rows, totals } = await listPayments(deps.db, member.organization.id, query, {
    limit: query.per_page,
    offset: pageOffset(query),
  });
  return {
    data: rows.map((row) => presentPayment(row.payment, row.client_name)),
    meta: { page: query.page, per_page: query.per_page, total: totals.total },
    totals: {
      amount_cents: totals.amount_cents,
      fee_cents: totals.fee_cents,
      refunded_cents: totals.refunded_cents,
      net_cents: totals.amount_cents - totals.fee_cents - totals.refunded_cents,
    },
  };
}

export async function paymentsCsv(
  deps: AppDeps,
  member: MemberContext,
  query: z.output<typeof paymentListQuerySchema>,
) {
  const { rows } = await listPayments(deps.db, member.organization.id, query, null);
  return toCsv(
    ['Date', 'Client', 'Method', 'Status', 'Amount', 'Fee', 'Net', 'Refunded'],
    rows.map(({ payment, client_name }) => {
      const wire = presentPayment(payment, client_name);
      return [
        wire.received_on,
        client_name,
        paymentMethodLabel(wire),
        wire.status,
        formatCents(wire.amount_cents),
        formatCents(wire.fee_cents),
        formatCents(wire.net_cents),
        formatCents(wire.refunded_cents),
      ];
    }),
  );
}

export async function showPayment(deps: AppDeps, member: MemberContext, id: number) {
  const organizationId = member.organization.id;
  const answer = await paymentAnswer(deps, organizationId, id);
  const refunds = await refundsOfPayment(deps.db, organizationId, id);
  return {
    ...answer,
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amount_cents: refund.amount_cents,
      reason: refund.reason,
      refunded_on: refund.refunded_on,
      created_at: refund.created_at.toISOString(),
    })),
    refundable_cents:
      answer.payment.status === 'succeeded'
        ? refundableCents(
            answer.payment.amount_cents,
            refunds.map((refund) => refund.amount_cents),
          )
        : 0,
  };
}

/**
 * A refund: through the processor for a card (with the request's key), a record for a check. Never more than what
 * is left of the payment; the refunded total changes with the refund row in one transaction under the payment's lock.
 */
export async function refundPayment(
  deps: AppDeps,
  member: MemberContext,
  id: number,
  body: z.output<typeof refundPaymentSchema>,
  key: string | null,
) {
  const organizationId = member.organization.id;
  const payment = await findPayment(deps.db, organizationId, id);
  if (!payment) throw notFound('This payment does not exist.');
  const idempotencyKey = requireKey(key);
  if (await findRefundByKey(deps.db, organizationId, idempotencyKey)) return showPayment(deps, member, id);
  if (payment.status !== 'succeeded') throw refusal(409, 'not_refundable', 'Only a received payment can be refunded.');
  const tooMuch = (left: number) =>
    validationFailed({
      amount_cents: [
        left === 0 ? 'This payment is already refunded in full.' : `At most ${formatCents(left)} can be refunded.`,
      ],
    });
  const leftBefore = refundableCents(payment.amount_cents, [payment.refunded_cents]);
  if (body.amount_cents > leftBefore) throw tooMuch(leftBefore);

  let processorRef: string | null = null;
  if (payment.method === 'card') {
    const answer = await deps.clientPayments.refund(
      connectedAccountOf(deps, member.organization),
      payment.processor_ref!,
      body.amount_cents,
      idempotencyKey,
    );
    if (!answer.ok) throw refusal(402, 'refund_declined', answer.message);
    processorRef = answer.reference;
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const locked = (await findPayment(tx, organizationId, id, true))!;
    const left = refundableCents(locked.amount_cents, [locked.refunded_cents]);
    if (body.amount_cents > left) throw tooMuch(left);
    await insertRefund(tx, {
      organization_id: organizationId,
      payment_id: id,
      amount_cents: body.amount_cents,
      reason: body.reason || null,
      processor_ref: processorRef,
      idempotency_key: idempotencyKey,
      refunded_on: organizationToday(member.organization, now),
      created_by_user_id: member.user.id,
      created_at: now,
    });
    await updatePayment(tx, organizationId, id, { refunded_cents: locked.refunded_cents + body.amount_cents });
    // Money handed back is no longer on the client's account: it comes off the credit first.
    const client = clientRefOf(locked);
    const credit = await availableCreditCents(tx, organizationId, client);
    const fromCredit = Math.min(credit, body.amount_cents);
    await recordClientCredit(tx, organizationId, client, {
      kind: 'refund',
      amount_cents: -fromCredit,
      payment_id: id,
      note: body.reason || null,
      created_by_user_id: member.user.id,
      created_at: now,
    });
    await refreshClientBalance(tx, organizationId, client);
  });
  return showPayment(deps, member, id);
}
