/**
 * Payouts (issue 16): the processor's transfers to the organization's bank, synced from the processor and linked to
 * the card payments they carry.
 */
import {
  formatCents,
  pageOffset,
  payoutAddsUp,
  payoutStatusLabels,
  todayIn,
  type PayoutExportQuery,
  type PayoutListQuery,
  type PayoutListResponse,
  type PayoutShowResponse,
} from '@employee-portal/core';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/http/errors.ts';
import { toCsv } from '../../platform/http/csv.ts';
import { payoutFigures, type PayoutAccount } from '../../platform/providers/payouts/index.ts';
import { findPayout, listPayouts, organizationsToSync, paymentsOfPayout, storePayout } from './payouts.repository.ts';

const MAX_CSV_ROWS = 50_000;

/** Asks the processor for one organization's payouts since `since` and stores each one with its payments. */
export async function syncPayoutsOf(deps: AppDeps, account: PayoutAccount & { time_zone: string }, since: string) {
  const today = todayIn(account.time_zone, deps.clock.now());
  const found = await deps.payouts.payoutsSince(account, since, today);
  for (const payout of found) {
    const chargeRefs = payout.transactions
      .filter((transaction) => transaction.kind === 'charge')
      .flatMap((transaction) => transaction.charge_refs);
    await storePayout(
      deps.db,
      account.organization_id,
      {
        processor: payout.processor,
        processor_ref: payout.processor_ref,
        status: payout.status,
        arrival_date: payout.arrival_date,
        ...payoutFigures(payout.transactions),
      },
      chargeRefs,
    );
  }
  return found.length;
}

/**
 * The scheduled sync. Every instance may run it: the processor's ref is unique per organization, so a payout two
 * instances store at once is one row, and linking a payment sets the same payout either way.
 */
export async function syncAllPayouts(deps: AppDeps) {
  for (const organization of await organizationsToSync(deps.db)) {
    try {
      await syncPayoutsOf(deps, organization, organization.since);
    } catch {
      // One organization's processor failing must not keep the others' payouts from the office; the next run retries.
    }
  }
}

export async function payoutPage(
  deps: AppDeps,
  member: MemberContext,
  query: PayoutListQuery,
): Promise<PayoutListResponse> {
  const { rows, totals } = await listPayouts(deps.db, member.organization.id, query, {
    limit: query.per_page,
    offset: pageOffset(query),
  });
  const { count, ...sums } = totals;
  return { data: rows, meta: { page: query.page, per_page: query.per_page, total: count }, totals: sums };
}

export async function payoutCsv(deps: AppDeps, member: MemberContext, query: PayoutExportQuery) {
  const { rows } = await listPayouts(deps.db, member.organization.id, query, { limit: MAX_CSV_ROWS, offset: 0 });
  return toCsv(
    ['Arrival Date', 'Status', 'Reference', 'Gross', 'Fees', 'Refunds', 'Net', 'Payments'],
    rows.map((row) => [
      row.arrival_date,
      payoutStatusLabels[row.status],
      row.processor_ref,
      formatCents(row.gross_cents),
      formatCents(row.fee_cents),
      formatCents(row.refund_cents),
      formatCents(row.net_cents),
      row.payment_count,
    ]),
  );
}

export async function showPayout(deps: AppDeps, member: MemberContext, id: number): Promise<PayoutShowResponse> {
  const payout = await findPayout(deps.db, member.organization.id, id);
  if (!payout) throw notFound('Payout not found.');
  const rows = await paymentsOfPayout(deps.db, member.organization.id, id);
  const payments = rows.map((row) => ({ ...row, net_cents: row.amount_cents - row.fee_cents }));
  const payments_totals = {
    amount_cents: payments.reduce((sum, row) => sum + row.amount_cents, 0),
    fee_cents: payments.reduce((sum, row) => sum + row.fee_cents, 0),
    net_cents: payments.reduce((sum, row) => sum + row.net_cents, 0),
  };
  return {
    payout,
    payments,
    payments_totals,
    adds_up:
      payoutAddsUp(payout) &&
      payments_totals.amount_cents === payout.gross_cents &&
      payments_totals.fee_cents === payout.fee_cents,
  };
}
