/** Pause, resume and cancel: each one locked, stored with its history entry in one transaction. */
import { messages, pastDayErrors, type SubscriptionKind } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db/client.ts';
import { refusal, validationFailed } from '../../platform/http/errors.ts';
import { cancelledVisitsPreview, giveBackCancelledVisits } from '../invoices/index.ts';
import { effectiveStatus } from './subscriptions.present.ts';
import { findActiveCancelReason } from './cancel-reasons.repository.ts';
import { lockSubscription, updateSubscription, type SubscriptionRow } from './subscriptions.repository.ts';
import { loadOpenSubscription, subscriptionRecord, todayOf } from './subscriptions.service.ts';
import type { subscriptions } from './subscriptions.table.ts';
import { recordSubscriptionChange } from './subscription-changes.ts';
import { refuseSharedVisits, storedVisitPlan } from './shared-visits.ts';

type Change = { values: Partial<typeof subscriptions.$inferInsert>; action: string; summary: string };

async function applyStatusChange(
  deps: AppDeps,
  member: MemberContext,
  kind: SubscriptionKind,
  id: number,
  decide: (row: SubscriptionRow, db: Db) => Promise<Change> | Change,
) {
  await loadOpenSubscription(deps.db, member, kind, id);
  const organizationId = member.organization.id;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockSubscription(tx, { organization_id: organizationId, id });
    if (!row || row.status === 'cancelled')
      throw refusal(409, 'subscription_cancelled', 'This subscription is cancelled.');
    const before = await storedVisitPlan(tx, organizationId, id);
    const change = await decide(row, tx);
    await updateSubscription(tx, { organization_id: organizationId, id }, change.values, now);
    // A pause shortened or lifted brings visits back: none may land on a day another subscription took meanwhile.
    await refuseSharedVisits(
      tx,
      { organization_id: organizationId, id },
      { before, today: todayOf(deps, member), answer: 'refusal' },
    );
    await recordSubscriptionChange(
      tx,
      {
        organization_id: organizationId,
        subscription_id: id,
        actor_user_id: member.user.id,
        action: change.action,
        summary: change.summary,
        created_at: now,
      },
      todayOf(deps, member),
    );
  });
  return subscriptionRecord(deps, member, kind, id);
}

/**
 * Skips visits from `from` up to the day before `to`. A new pause may not start in the past, where visits already
 * happened; a running pause keeps its start when only its end moves.
 */
export function pauseSubscription(
  deps: AppDeps,
  member: MemberContext,
  kind: SubscriptionKind,
  id: number,
  pause: { from: string; to: string },
) {
  const today = todayOf(deps, member);
  return applyStatusChange(deps, member, kind, id, (row) => {
    const pastStart = pastDayErrors({ from: pause.from }, today, { from: row.pause_from });
    if (pastStart.from) throw validationFailed(pastStart);
    const values = { pause_from: pause.from, pause_to: pause.to };
    return {
      values: { ...values, status: effectiveStatus({ status: 'active', ...values }, today) },
      action: 'paused',
      summary: `Paused from ${pause.from} until ${pause.to}`,
    };
  });
}

export function resumeSubscription(deps: AppDeps, member: MemberContext, kind: SubscriptionKind, id: number) {
  return applyStatusChange(deps, member, kind, id, (row) => {
    if (!row.pause_from) throw refusal(409, 'not_paused', 'This subscription has no pause to end.');
    return {
      values: { pause_from: null, pause_to: null, status: 'active' },
      action: 'resumed',
      summary: `Resumed (the pause from ${row.pause_from} was lifted)`,
    };
  });
}

/** What cancelling today would give back from the subscription's prepaid invoices, for the cancel dialog. */
export async function cancellationCredit(deps: AppDeps, member: MemberContext, kind: SubscriptionKind, id: number) {
  await loadOpenSubscription(deps.db, member, kind, id);
  const invoices = await cancelledVisitsPreview(deps.db, {
    organization_id: member.organization.id,
    subscription_id: id,
    today: todayOf(deps, member),
  });
  const live = invoices.flatMap((invoice) =>
    invoice.status === 'void' ? [] : [{ ...invoice, status: invoice.status }],
  );
  return {
    credit_cents: live
      .filter((invoice) => invoice.status !== 'draft')
      .reduce((total, invoice) => total + invoice.amount_cents, 0),
    invoices: live,
  };
}

/**
 * Cancelled for one of the organization's reasons; the dashboard counts them. Visits stop; the record stays. Prepaid
 * visits that will now not happen come back to the client (in the same transaction, before they are removed).
 */
export function cancelSubscription(
  deps: AppDeps,
  member: MemberContext,
  kind: SubscriptionKind,
  id: number,
  body: { cancel_reason_id: number; note?: string | undefined },
) {
  const today = todayOf(deps, member);
  return applyStatusChange(deps, member, kind, id, async (row, db) => {
    const reason = await findActiveCancelReason(db, {
      organization_id: member.organization.id,
      id: body.cancel_reason_id,
    });
    if (!reason) throw validationFailed({ cancel_reason_id: [messages.notValid] });
    const note = body.note?.trim() || null;
    await giveBackCancelledVisits(db, {
      organization_id: member.organization.id,
      subscription_id: row.id,
      today,
      user_id: member.user.id,
      now: deps.clock.now(),
    });
    return {
      values: {
        status: 'cancelled',
        cancelled_on: today,
        cancel_reason_id: reason.id,
        cancel_note: note,
        pause_from: null,
        pause_to: null,
      },
      action: 'cancelled',
      summary: `Cancelled: ${reason.name}${note ? ` (${note})` : ''}`,
    };
  });
}
