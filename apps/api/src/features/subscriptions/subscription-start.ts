/**
 * Issue 14's one-step assignment (/unassigned/{id}/show): tech, service days and start date together. A running
 * subscription's start otherwise stays (subscriptionChangeSchema has none), so moving it lives here, and the rest
 * goes through changeSubscription's rules ('N service days must be selected', days not before the start, an active
 * tech), all in one transaction with the jobs regenerated from the new terms.
 */
import type { ServiceDay, SubscriptionKind } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db/client.ts';
import { refusal } from '../../platform/http/errors.ts';
import { recordSubscriptionChange } from './subscription-changes.ts';
import { refuseSharedVisits, storedVisitPlan } from './shared-visits.ts';
import { loadSubscriptions, lockSubscription, updateSubscription } from './subscriptions.repository.ts';
import { changeSubscription, loadOpenSubscription, todayOf } from './subscriptions.service.ts';

/** Sets a subscription's start day, with its history line; its jobs follow in the caller's transaction. */
export async function moveSubscriptionStart(
  db: Db,
  member: MemberContext,
  subscriptionId: number,
  startDate: string,
  clock: { today: string; now: Date },
) {
  const scope = { organization_id: member.organization.id, id: subscriptionId };
  const locked = await lockSubscription(db, scope);
  if (!locked || locked.status === 'cancelled')
    throw refusal(409, 'subscription_cancelled', 'This subscription was cancelled meanwhile.');
  if (locked.start_date === startDate) return false;
  const before = await storedVisitPlan(db, scope.organization_id, subscriptionId);
  await updateSubscription(db, scope, { start_date: startDate }, clock.now);
  await refuseSharedVisits(db, scope, { before, today: clock.today, answer: 'service_days' });
  await recordSubscriptionChange(
    db,
    {
      organization_id: scope.organization_id,
      subscription_id: subscriptionId,
      actor_user_id: member.user.id,
      action: 'changed',
      summary: `Start moved to ${startDate}`,
      changes: [{ field: 'start_date', from: locked.start_date, to: startDate }],
      created_at: clock.now,
    },
    clock.today,
  );
  return true;
}

export interface AssignmentInput {
  assigned_user_id: number;
  service_days: ServiceDay[];
  start_date: string;
}

/**
 * Assigns tech, days and start at once, keeping the plan, the agreed price and the add-ons. A refused change (a
 * 422 from the change rules) undoes the moved start with it.
 */
export async function assignSubscription(
  deps: AppDeps,
  member: MemberContext,
  kind: SubscriptionKind,
  id: number,
  input: AssignmentInput,
) {
  const organizationId = member.organization.id;
  await loadOpenSubscription(deps.db, member, kind, id);
  const [loaded] = await loadSubscriptions(deps.db, organizationId, [id]);
  const current = loaded!.subscription;
  const clock = { today: todayOf(deps, member), now: deps.clock.now() };
  return deps.db.transaction(async (tx) => {
    await moveSubscriptionStart(tx, member, id, input.start_date, clock);
    return changeSubscription({ ...deps, db: tx }, member, kind, id, {
      service_plan_id: current.service_plan_id,
      price_cents: current.price_cents,
      // An agreed price keeps its reason; a list price that moved since is kept as agreed when it was priced.
      price_override_reason: current.price_override_reason ?? 'Price agreed when subscribed',
      service_days: input.service_days,
      assigned_user_id: input.assigned_user_id,
      cross_sell_ids: loaded!.crossSells.map((addOn) => addOn.id),
      coupon_code: null,
    });
  });
}
