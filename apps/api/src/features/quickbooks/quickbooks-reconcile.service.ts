/**
 * The daily reconciliation (issue 17): per customer open balances and per invoice totals and status on both sides;
 * every difference is stored for the settings page, replacing the previous findings.
 */
import type { MismatchListResponse } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { notFound, refusal } from '../../platform/http/errors.ts';
import { companyFor, requireConnection } from './quickbooks-connection.service.ts';
import {
  claimPass,
  connectionsDue,
  findConnection,
  findLinkByRemote,
  updateConnection,
} from './quickbooks.repository.ts';
import {
  deleteMismatch,
  enqueue,
  findMismatch,
  mismatchesOf,
  replaceMismatches,
} from './quickbooks-sync.repository.ts';
import { linkedClientBalances, linkedInvoices } from './quickbooks-records.repository.ts';
import { presentMismatch } from './quickbooks.present.ts';
import { queueMissing } from './quickbooks-push.service.ts';
import { applyRemotePayment } from './quickbooks-pull.service.ts';
import type { ReconcileTotals, quickbooksMismatches } from './quickbooks.table.ts';

type Finding = Omit<typeof quickbooksMismatches.$inferInsert, 'id' | 'organization_id' | 'found_at'>;

const RECONCILE_EVERY_MS = 24 * 60 * 60_000;
/** Just inside the 30 days QuickBooks keeps changes, so a slow clock never asks for one day too many. */
const LOOK_BACK_MS = 30 * 24 * 60 * 60_000 - 5 * 60_000;

/** `onlyLinked` compares only what reached QuickBooks (the demo seed, which posts a few invoices). */
export async function reconcile(deps: AppDeps, organizationId: number, options: { onlyLinked?: boolean } = {}) {
  const company = await companyFor(deps, organizationId);
  const now = deps.clock.now();
  const [invoices, balances, customers, changes] = await Promise.all([
    linkedInvoices(deps.db, organizationId, (await findConnection(deps.db, organizationId))?.sync_from ?? null),
    linkedClientBalances(deps.db, organizationId),
    deps.accounting.customers(company),
    deps.accounting.changesSince(company, new Date(now.getTime() - LOOK_BACK_MS)),
  ]);
  const findings: Finding[] = [];
  const totals: ReconcileTotals = {
    ours_open_cents: 0,
    theirs_open_cents: 0,
    ours_invoiced_cents: 0,
    theirs_invoiced_cents: 0,
  };
  const theirCustomers = new Map(customers.map((customer) => [customer.id, customer]));
  for (const client of options.onlyLinked ? [] : balances) {
    const theirs = theirCustomers.get(client.quickbooks_id);
    const theirBalance = theirs?.balance_cents ?? 0;
    totals.ours_open_cents += client.balance_cents;
    totals.theirs_open_cents += theirBalance;
    if (theirBalance !== client.balance_cents)
      findings.push({
        kind: 'open_balance',
        entity: 'customer',
        link_entity: client.entity,
        label: client.name,
        local_id: client.local_id,
        quickbooks_id: client.quickbooks_id,
        ours_cents: client.balance_cents,
        theirs_cents: theirBalance,
      });
  }
  const linkedRemote = new Set<string>();
  for (const invoice of invoices) {
    const label = `Invoice #${invoice.number}`;
    const base = { entity: 'invoice' as const, link_entity: 'invoice' as const, label, local_id: invoice.id };
    if (invoice.status !== 'void' && (invoice.quickbooks_id || !options.onlyLinked))
      totals.ours_invoiced_cents += invoice.total_cents;
    if (!invoice.quickbooks_id) {
      if (invoice.status !== 'void' && !options.onlyLinked)
        findings.push({
          ...base,
          kind: 'missing_in_quickbooks',
          quickbooks_id: null,
          ours_cents: invoice.total_cents,
          theirs_cents: null,
        });
      continue;
    }
    linkedRemote.add(invoice.quickbooks_id);
    const theirs = await deps.accounting.invoice(company, invoice.quickbooks_id);
    if (!theirs) {
      findings.push({
        ...base,
        kind: 'missing_in_quickbooks',
        quickbooks_id: invoice.quickbooks_id,
        ours_cents: invoice.total_cents,
        theirs_cents: null,
      });
      continue;
    }
    if (!theirs.voided) totals.theirs_invoiced_cents += theirs.total_cents;
    const withIds = { ...base, quickbooks_id: theirs.id };
    if (invoice.status !== 'void' && !theirs.voided && theirs.total_cents !== invoice.total_cents)
      findings.push({
        ...withIds,
        kind: 'invoice_total',
        ours_cents: invoice.total_cents,
        theirs_cents: theirs.total_cents,
      });
    const oursOpen = invoice.status === 'open';
    const theirsOpen = !theirs.voided && theirs.balance_cents > 0;
    if ((invoice.status === 'void') !== theirs.voided || oursOpen !== theirsOpen)
      findings.push({
        ...withIds,
        kind: 'invoice_status',
        ours_cents: invoice.amount_due_cents - invoice.paid_cents,
        theirs_cents: theirs.balance_cents,
      });
  }
  for (const payment of changes.payments) {
    if (payment.our_id) continue;
    if (!payment.applied.some((applied) => linkedRemote.has(applied.invoice_id))) continue;
    findings.push({
      kind: 'missing_here',
      entity: 'payment',
      link_entity: 'payment',
      label: `Payment ${payment.id} of ${payment.txn_date}`,
      local_id: null,
      quickbooks_id: payment.id,
      ours_cents: null,
      theirs_cents: payment.amount_cents,
    });
  }
  // A payment recorded here from QuickBooks is linked: leave out those found above that we already hold.
  const kept: Finding[] = [];
  for (const finding of findings)
    if (finding.kind !== 'missing_here' || !(await isPulled(deps, organizationId, finding.quickbooks_id!)))
      kept.push(finding);
  await deps.db.transaction(async (tx) => {
    await replaceMismatches(
      tx,
      organizationId,
      kept.map((finding) => ({ ...finding, found_at: now })),
    );
    // A reconciliation by hand counts as the day's: the daily one comes a day after it.
    await updateConnection(tx, organizationId, {
      last_reconciled_at: now,
      reconcile_claimed_at: now,
      reconcile_totals: totals,
    });
  });
  return mismatchList(deps, organizationId);
}

async function isPulled(deps: AppDeps, organizationId: number, quickbooksId: string) {
  return (await findLinkByRemote(deps.db, organizationId, 'payment', quickbooksId)) !== null;
}

export async function mismatchList(deps: AppDeps, organizationId: number): Promise<MismatchListResponse> {
  const [rows, connection] = await Promise.all([
    mismatchesOf(deps.db, organizationId),
    findConnection(deps.db, organizationId),
  ]);
  return {
    data: rows.map(presentMismatch),
    checked_at: connection?.last_reconciled_at?.toISOString() ?? null,
    totals: connection?.reconcile_totals ?? {
      ours_open_cents: 0,
      theirs_open_cents: 0,
      ours_invoiced_cents: 0,
      theirs_invoiced_cents: 0,
    },
  };
}

export async function reconcileNow(deps: AppDeps, member: MemberContext) {
  await requireConnection(deps, member.organization.id);
  return reconcile(deps, member.organization.id);
}

const noLongerHolds = () => refusal(422, 'mismatch_resolved', 'This mismatch no longer holds. Reconcile again.');

/**
 * Ours wins: what QuickBooks lacks is queued again, an invoice whose total differs is queued as an update; a payment
 * only in QuickBooks is recorded here.
 */
export async function fixMismatch(deps: AppDeps, member: MemberContext, id: number) {
  const organizationId = member.organization.id;
  const mismatch = await findMismatch(deps.db, organizationId, id);
  if (!mismatch) throw notFound('This mismatch does not exist.');
  await requireConnection(deps, organizationId);
  if (mismatch.kind === 'missing_here' && mismatch.entity === 'payment') {
    const company = await companyFor(deps, organizationId);
    const payment = await deps.accounting.payment(company, mismatch.quickbooks_id!);
    if (!payment || !(await applyRemotePayment(deps, organizationId, payment))) throw noLongerHolds();
  } else if (mismatch.kind === 'invoice_total' && mismatch.local_id !== null) {
    // Ours wins: our lines and total replace theirs, through the queue like every other change (one already
    // waiting is as good).
    await enqueue(
      deps.db,
      organizationId,
      { entity: 'invoice', local_id: mismatch.local_id, operation: 'update' },
      deps.clock.now(),
    );
  } else if ((await queueMissing(deps, organizationId)) === 0) throw noLongerHolds();
  await deleteMismatch(deps.db, organizationId, id);
  return { fixed: true };
}

/** The scheduled task: each connected organization once a day, claimed by one instance. */
export async function runQuickbooksReconcile(deps: AppDeps) {
  const now = deps.clock.now();
  const before = new Date(now.getTime() - RECONCILE_EVERY_MS);
  let checked = 0;
  for (const organizationId of await connectionsDue(deps.db, 'reconcile_claimed_at', before))
    if (await claimPass(deps.db, organizationId, 'reconcile_claimed_at', before, now)) {
      await reconcile(deps, organizationId);
      checked += 1;
    }
  return checked;
}
