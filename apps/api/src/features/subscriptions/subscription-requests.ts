/**
 * Clients' approved change requests applied to their subscriptions, inside the approval's transaction: a pause, a
 * new frequency, an add-on, or cancelling everything. A request that cannot apply refuses, and nothing is decided.
 */
import { recurringDaysFor, requiredServiceDays, type ServiceFrequency } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { refusal } from '../../platform/http/errors.ts';
import { activeCrossSellNamed } from '../cross-sells/index.ts';
import { firstActivePlanWithFrequency } from '../pricing/index.ts';
import { giveBackCancelledVisits } from '../invoices/index.ts';
import { findCancelReasonNamed, insertMissingCancelReasons } from './cancel-reasons.repository.ts';
import { listPriceCents, servicedLocation } from './subscription-terms.ts';
import { refuseSharedVisits, visitPlanOf } from './shared-visits.ts';
import {
  loadSubscriptions,
  lockOpenSubscriptionIdsOfClient,
  type LoadedSubscription,
  replaceCrossSells,
  replaceServiceDays,
  updateSubscription,
} from './subscriptions.repository.ts';
import type { subscriptions } from './subscriptions.table.ts';
import { recordSubscriptionChange } from './subscription-changes.ts';

export interface RequestContext {
  organization_id: number;
  actor_user_id: number | null;
  client_id: number;
  /** The location the client named, or null for all of the client's subscriptions. */
  client_location_id: number | null;
  today: string;
  now: Date;
}

/** The client's subscriptions that still run, locked for the change. */
async function openSubscriptions(db: Db, context: RequestContext, what: string) {
  const ids = await lockOpenSubscriptionIdsOfClient(db, context.organization_id, {
    client_id: context.client_id,
    client_location_id: context.client_location_id,
  });
  const loaded = (await loadSubscriptions(db, context.organization_id, ids)).filter(
    (row) => row.plan.frequency !== 'one_time',
  );
  if (loaded.length === 0)
    throw refusal(
      409,
      'no_subscription',
      `The client has no running subscription to ${what}: add one on the client's Schedule tab first.`,
    );
  return loaded;
}

const event = (context: RequestContext, subscriptionId: number, action: string, summary: string) => ({
  organization_id: context.organization_id,
  subscription_id: subscriptionId,
  actor_user_id: context.actor_user_id,
  action,
  summary: `${summary} (change request)`,
  created_at: context.now,
});

async function setValues(
  db: Db,
  context: Pick<RequestContext, 'organization_id' | 'now'>,
  id: number,
  values: Partial<typeof subscriptions.$inferInsert>,
) {
  await updateSubscription(db, { organization_id: context.organization_id, id }, values, context.now);
}

/** A change that may bring visits back (a new pause replacing one, new days) refuses the approval on a taken day. */
const refuseSharedVisitsAfter = (db: Db, context: RequestContext, before: LoadedSubscription) =>
  refuseSharedVisits(
    db,
    { organization_id: context.organization_id, id: before.subscription.id },
    { before: visitPlanOf(before), today: context.today, answer: 'refusal' },
  );

export async function pauseForRequest(db: Db, context: RequestContext, asked: { from: string; to: string }) {
  // A request approved after the day the client wanted the pause to start pauses from today: visits already made
  // cannot be unmade, and a pause stored in the past is one the pause form itself refuses.
  if (asked.to <= context.today)
    throw refusal(
      409,
      'pause_over',
      'The pause asked for has already ended: deny the request, or ask the client for new dates.',
    );
  const pause = { from: asked.from < context.today ? context.today : asked.from, to: asked.to };
  for (const row of await openSubscriptions(db, context, 'pause')) {
    const status = pause.from <= context.today && context.today < pause.to ? 'paused' : 'active';
    await setValues(db, context, row.subscription.id, { pause_from: pause.from, pause_to: pause.to, status });
    await refuseSharedVisitsAfter(db, context, row);
    await recordSubscriptionChange(
      db,
      event(context, row.subscription.id, 'paused', `Paused from ${pause.from} until ${pause.to}`),
      context.today,
    );
  }
}

/** The organization's active plan of that frequency (the first by name); the price is the setup's for the new plan. */
export async function changeFrequencyForRequest(db: Db, context: RequestContext, frequency: ServiceFrequency) {
  const plan = await firstActivePlanWithFrequency(db, context.organization_id, frequency);
  if (!plan)
    throw refusal(
      409,
      'no_plan',
      'No active service plan has the asked frequency: add one on the pricing setup first.',
    );
  for (const row of await openSubscriptions(db, context, 'change')) {
    const location = await servicedLocation(
      db,
      context.organization_id,
      'residential',
      row.subscription.client_location_id!,
    );
    const price = await listPriceCents(db, context.organization_id, plan, location);
    const days = recurringDaysFor(
      requiredServiceDays(plan.frequency, plan.custom_days_per_week) ?? 1,
      row.serviceDays,
      context.today,
    );
    await setValues(db, context, row.subscription.id, {
      service_plan_id: plan.id,
      price_cents: price,
      list_price_cents: price,
      price_override_reason: null,
    });
    await replaceServiceDays(db, { organization_id: context.organization_id, id: row.subscription.id }, days);
    await refuseSharedVisitsAfter(db, context, row);
    const changes = [
      { field: 'service_plan', from: row.plan.name, to: plan.name },
      { field: 'price_cents', from: row.subscription.price_cents, to: price },
      { field: 'service_days', from: row.serviceDays, to: days },
    ];
    await recordSubscriptionChange(
      db,
      { ...event(context, row.subscription.id, 'changed', `Changed to ${plan.name}`), changes },
      context.today,
    );
  }
}

/** The add-on the client named, matched by name among the organization's active residential add-ons. */
export async function addOnForRequest(db: Db, context: RequestContext, name: string) {
  const addOn = await activeCrossSellNamed(db, context.organization_id, 'residential', name);
  if (!addOn)
    throw refusal(
      409,
      'no_add_on',
      `No active add-on is named "${name}": set it up under Residential Cross-Sells first, or deny the request.`,
    );
  for (const row of await openSubscriptions(db, context, 'add it to')) {
    if (row.crossSells.some((existing) => existing.id === addOn.id)) continue;
    const kept = row.crossSells.map((existing) => ({
      cross_sell_id: existing.id,
      price_cents: existing.price_cents,
      added_on: existing.added_on,
    }));
    await replaceCrossSells(db, { organization_id: context.organization_id, id: row.subscription.id }, [
      ...kept,
      { cross_sell_id: addOn.id, price_cents: addOn.price_cents, added_on: context.today },
    ]);
    await recordSubscriptionChange(
      db,
      event(context, row.subscription.id, 'changed', `Added ${addOn.name}`),
      context.today,
    );
  }
}

/**
 * A client who leaves stops every visit: each running subscription is cancelled under `reasonName` (created among the
 * organization's reasons when missing), with the client's or the office's words as the note.
 */
export async function cancelAllForClient(
  db: Db,
  context: Omit<RequestContext, 'client_location_id'>,
  cancellation: { reasonName: string; note: string },
) {
  const { reasonName, note } = cancellation;
  const open = await lockOpenSubscriptionIdsOfClient(db, context.organization_id, {
    client_id: context.client_id,
    client_location_id: null,
  });
  if (open.length === 0) return;
  await insertMissingCancelReasons(db, context.organization_id, [reasonName]);
  const reason = await findCancelReasonNamed(db, context.organization_id, reasonName);
  for (const id of open) {
    await giveBackCancelledVisits(db, {
      organization_id: context.organization_id,
      subscription_id: id,
      today: context.today,
      user_id: context.actor_user_id,
      now: context.now,
    });
    await setValues(db, context, id, {
      status: 'cancelled',
      cancelled_on: context.today,
      cancel_reason_id: reason!.id,
      cancel_note: note,
      pause_from: null,
      pause_to: null,
    });
    await recordSubscriptionChange(
      db,
      {
        organization_id: context.organization_id,
        subscription_id: id,
        actor_user_id: context.actor_user_id,
        action: 'cancelled',
        summary: `Cancelled: ${reasonName} (${note})`,
        created_at: context.now,
      },
      context.today,
    );
  }
}
