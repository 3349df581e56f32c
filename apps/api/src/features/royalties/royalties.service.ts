/** Franchise royalties (issue 20): monthly invoices from collected revenue, paid by card, and the franchisor's roll-up. */
import {
  calculateRoyaltyInvoice,
  previousRoyaltyMonth,
  royaltyMonthDays,
  royaltyMonthOf,
  todayIn,
  type GenerateRoyaltyInvoicesBody,
  type PayRoyaltyInvoiceBody,
  type RoyaltyHistoryQuery,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db/client.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { forbidden, notFound, refusal, validationFailed } from '../../platform/http/errors.ts';
import { findPaymentMethod } from '../organization-subscription/index.ts';
import {
  collectedRevenueCents,
  countDueInvoices,
  findMembership,
  findRoyaltyInvoice,
  findRoyaltyPayment,
  findRoyaltyPaymentByKey,
  insertRoyaltyInvoice,
  insertRoyaltyPayment,
  listRoyaltyInvoices,
  listRoyaltyPayments,
  markRoyaltyInvoicePaid,
  membersWithoutInvoice,
  updateRoyaltyPayment,
  type Membership,
  type RoyaltyPaymentRow,
} from './royalties.repository.ts';
import { presentRoyaltyInvoice, presentRoyaltyInvoiceSummary, presentRoyaltyPayment } from './royalties.present.ts';
import { franchiseRollup } from './royalty-rollup.ts';

/** Spec §2: royalties exist only for franchise members; everyone else is refused, whatever their permissions. */
export async function requireFranchiseMember(db: Db, member: MemberContext): Promise<Membership> {
  const membership = await findMembership(db, member.organization.id);
  if (!membership) throw forbidden('Royalty payments are only for members of a franchise.');
  return membership;
}

const isFranchisor = (membership: Membership) => membership.franchisor_organization_id === membership.organization_id;

/** Works out and writes one member's invoice for `month`; null when it exists already or the franchise has no terms. */
export async function invoiceMemberMonth(db: Db, organizationId: number, month: string, now: Date) {
  const membership = await findMembership(db, organizationId);
  if (!membership || membership.royalty_bps === null || isFranchisor(membership)) return null;
  const terms = {
    royalty_bps: membership.royalty_bps,
    ad_fund_bps: membership.ad_fund_bps ?? 0,
    monthly_minimum_cents: membership.monthly_minimum_cents ?? 0,
  };
  const { from, to } = royaltyMonthDays(month);
  const calculation = calculateRoyaltyInvoice(terms, await collectedRevenueCents(db, organizationId, from, to));
  return insertRoyaltyInvoice(db, organizationId, {
    organization_id: organizationId,
    franchise_id: membership.franchise_id,
    month,
    ...terms,
    collected_revenue_cents: calculation.collected_revenue_cents,
    royalty_cents: calculation.royalty_cents,
    ad_fund_cents: calculation.ad_fund_cents,
    minimum_top_up_cents: calculation.minimum_top_up_cents,
    total_cents: calculation.total_cents,
    created_at: now,
  });
}

/**
 * The scheduled run: each member's last whole month (in its own time zone) is invoiced once. Racing instances may
 * both work an invoice out; the unique (organization, month) key keeps one and the other's insert does nothing.
 */
export async function runRoyaltyInvoicing(deps: AppDeps, now = deps.clock.now()) {
  // The months the world's time zones may be in the day after a month ends; each member is held to its own.
  const candidates = new Set(
    ['Etc/GMT+12', 'Etc/GMT-14'].map((zone) => previousRoyaltyMonth(royaltyMonthOf(todayIn(zone, now)))),
  );
  let created = 0;
  for (const month of candidates)
    for (const member of await membersWithoutInvoice(deps.db, month)) {
      if (previousRoyaltyMonth(royaltyMonthOf(todayIn(member.time_zone, now))) !== month) continue;
      if (await invoiceMemberMonth(deps.db, member.organization_id, month, now)) created += 1;
    }
  return created;
}

/** The franchisor's owner makes a month's invoices now, for every member not yet invoiced for it. */
export async function generateRoyaltyInvoices(deps: AppDeps, member: MemberContext, body: GenerateRoyaltyInvoicesBody) {
  const membership = await requireFranchiseMember(deps.db, member);
  if (!isFranchisor(membership)) throw forbidden('Only the franchisor makes royalty invoices.');
  const now = deps.clock.now();
  if (body.month >= royaltyMonthOf(todayIn(membership.time_zone, now)))
    throw validationFailed({ month: ['Pick a month that has ended'] });
  let created = 0;
  for (const row of await membersWithoutInvoice(deps.db, body.month, membership.franchise_id))
    if (await invoiceMemberMonth(deps.db, row.organization_id, body.month, now)) created += 1;
  return { month: body.month, created };
}

export async function royaltyHistory(deps: AppDeps, member: MemberContext, query: RoyaltyHistoryQuery) {
  const membership = await requireFranchiseMember(deps.db, member);
  const organizationId = member.organization.id;
  const [page, payments] = await Promise.all([
    listRoyaltyInvoices(deps.db, organizationId, query),
    listRoyaltyPayments(deps.db, organizationId),
  ]);
  return {
    data: page.rows.map((row) => presentRoyaltyInvoiceSummary(row.invoice, row.paid_cents, membership.franchise_name)),
    meta: { page: query.page, per_page: query.per_page, total: page.total },
    franchise_name: membership.franchise_name,
    balance_due_cents: page.balance_due_cents,
    payments: payments.map((row) => presentRoyaltyPayment(row.payment, row.month)),
    is_franchisor: isFranchisor(membership),
  };
}

export async function royaltyInvoicePage(deps: AppDeps, member: MemberContext, id: number) {
  const membership = await requireFranchiseMember(deps.db, member);
  const found = await findRoyaltyInvoice(deps.db, member.organization.id, id);
  if (!found) throw notFound('This royalty invoice does not exist.');
  const payments = await listRoyaltyPayments(deps.db, member.organization.id, [id]);
  return {
    royalty_invoice: presentRoyaltyInvoice(
      found.invoice,
      found.paid_cents,
      { franchise: membership.franchise_name, organization: membership.organization_name },
      payments.map((row) => presentRoyaltyPayment(row.payment, row.month)),
    ),
  };
}

export async function royaltyPaymentPage(deps: AppDeps, member: MemberContext, id: number) {
  const membership = await requireFranchiseMember(deps.db, member);
  const found = await findRoyaltyPayment(deps.db, member.organization.id, id);
  if (!found) throw notFound('This royalty payment does not exist.');
  return {
    royalty_payment: {
      ...presentRoyaltyPayment(found.payment, found.month),
      organization_name: membership.organization_name,
      franchise_name: membership.franchise_name,
      invoice_total_cents: found.invoice_total,
    },
  };
}

/** The answer to a key already used: the same payment again, never a second charge. */
async function answerForKey(deps: AppDeps, member: MemberContext, earlier: RoyaltyPaymentRow, invoiceId: number) {
  if (earlier.royalty_invoice_id !== invoiceId)
    throw refusal(409, 'idempotency_key_reused', 'This request key was already used for another payment.');
  if (earlier.status === 'failed')
    throw refusal(402, 'card_declined', earlier.failure_message ?? 'The card was declined.');
  return royaltyPaymentPage(deps, member, earlier.id);
}

/**
 * Pays what is left of a due invoice with the organization's card on file for the platform. The key is taken with
 * the invoice row locked, so a double click or a second tab finds the first payment instead of charging again.
 */
export async function payRoyaltyInvoice(deps: AppDeps, member: MemberContext, id: number, body: PayRoyaltyInvoiceBody) {
  await requireFranchiseMember(deps.db, member);
  const organizationId = member.organization.id;
  const earlier = await findRoyaltyPaymentByKey(deps.db, organizationId, body.idempotency_key);
  if (earlier) return answerForKey(deps, member, earlier, id);
  const card = await findPaymentMethod(deps.db, organizationId);
  const now = deps.clock.now();
  const claimed = await deps.db.transaction(
    async (tx): Promise<{ earlier: RoyaltyPaymentRow | null; payment: RoyaltyPaymentRow | null }> => {
      const found = await findRoyaltyInvoice(tx, organizationId, id, true);
      if (!found) throw notFound('This royalty invoice does not exist.');
      const sameKey = await findRoyaltyPaymentByKey(tx, organizationId, body.idempotency_key);
      if (sameKey) return { earlier: sameKey, payment: null };
      if (found.invoice.status === 'paid') throw refusal(409, 'already_paid', 'This royalty invoice is already paid.');
      const pending = (await listRoyaltyPayments(tx, organizationId, [id])).some(
        (row) => row.payment.status === 'pending',
      );
      if (pending) throw refusal(409, 'payment_in_progress', 'A payment of this invoice is being processed.');
      if (!card)
        throw refusal(422, 'no_card', 'Add a card in Subscription Details to pay royalties.', {
          card: ['Add a card in Subscription Details to pay royalties.'],
        });
      const payment = await insertRoyaltyPayment(tx, organizationId, {
        royalty_invoice_id: id,
        status: 'pending',
        amount_cents: found.invoice.total_cents - found.paid_cents,
        idempotency_key: body.idempotency_key,
        card_brand: card.card_brand,
        card_last4: card.card_last4,
        created_by_user_id: member.user.id,
        created_at: now,
      });
      return { earlier: null, payment };
    },
  );
  if (claimed.earlier) return answerForKey(deps, member, claimed.earlier, id);
  if (!claimed.payment) throw refusal(409, 'payment_in_progress', 'A payment of this invoice is being processed.');
  const payment = claimed.payment;

  const result = await deps.payments.charge(
    {
      processor: card!.processor,
      customer_ref: card!.customer_ref,
      brand: card!.card_brand,
      last4: card!.card_last4,
      expiry: card!.card_expiry,
    },
    payment.amount_cents,
    `royalty-payment-${payment.id}`,
  );
  if (!result.approved) {
    await updateRoyaltyPayment(deps.db, organizationId, payment.id, {
      status: 'failed',
      failure_message: result.message,
    });
    throw refusal(402, 'card_declined', result.message);
  }
  await deps.db.transaction(async (tx) => {
    await updateRoyaltyPayment(tx, organizationId, payment.id, {
      status: 'succeeded',
      processor_ref: result.value.reference,
    });
    await markRoyaltyInvoicePaid(tx, organizationId, id, now);
  });
  return royaltyPaymentPage(deps, member, payment.id);
}

export async function royaltyRollup(deps: AppDeps, member: MemberContext) {
  const membership = await requireFranchiseMember(deps.db, member);
  if (!isFranchisor(membership)) throw forbidden('The roll-up is for the franchisor.');
  return franchiseRollup(deps.db, member.organization.id, membership.franchise_name);
}

/** The settings hub's line: null for an organization outside any franchise. */
export async function royaltySettingsState(db: Db, organizationId: number): Promise<string | null> {
  const membership = await findMembership(db, organizationId);
  if (!membership) return null;
  const due = await countDueInvoices(db, organizationId);
  if (due === 0) return 'Up to date';
  return due === 1 ? '1 invoice due' : `${due} invoices due`;
}

/** A card payment the processor already took, recorded with its invoice settled in one transaction (the demo's past). */
export async function recordSettledRoyaltyPayment(
  db: Db,
  organizationId: number,
  invoiceId: number,
  payment: { card_brand: string | null; card_last4: string | null; processor_ref: string; at: Date },
) {
  await db.transaction(async (tx) => {
    const found = await findRoyaltyInvoice(tx, organizationId, invoiceId, true);
    if (!found || found.invoice.status === 'paid') return;
    await insertRoyaltyPayment(tx, organizationId, {
      royalty_invoice_id: invoiceId,
      status: 'succeeded',
      amount_cents: found.invoice.total_cents - found.paid_cents,
      idempotency_key: `settled-${invoiceId}`,
      card_brand: payment.card_brand,
      card_last4: payment.card_last4,
      processor_ref: payment.processor_ref,
      created_at: payment.at,
    });
    await markRoyaltyInvoicePaid(tx, organizationId, invoiceId, payment.at);
  });
}
