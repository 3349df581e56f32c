/**
 * One location, one visit a day (core's firstNewSharedVisit), checked inside the transaction of every write that can
 * add visits: subscribing, changing plan, days or start, pausing and resuming, a change request approved. The
 * location is locked first, so two requests racing for the same day cannot both pass.
 */
import {
  firstNewSharedVisit,
  planWithFrequency,
  sharedVisitMessage,
  type PlannedSubscription,
} from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { refusal, validationFailed } from '../../platform/http/errors.ts';
import { lockLocationSchedule } from './location-schedule.repository.ts';
import { loadSubscriptions, subscriptionIdsOf, type LoadedSubscription } from './subscriptions.repository.ts';

type Loaded = Pick<LoadedSubscription, 'subscription' | 'plan' | 'serviceDays'>;

/** The visits a subscription plans, as the jobs are made from them. */
export const visitPlanOf = ({ subscription, plan, serviceDays }: Loaded): PlannedSubscription => ({
  status: subscription.status,
  start_date: subscription.start_date,
  frequency: plan.frequency,
  service_days: serviceDays,
  pause:
    subscription.pause_from && subscription.pause_to
      ? { from: subscription.pause_from, to: subscription.pause_to }
      : null,
});

/** The subscription's visits as stored now: read after locking it, before the change, to compare with after. */
export async function storedVisitPlan(db: Db, organizationId: number, subscriptionId: number) {
  const [loaded] = await loadSubscriptions(db, organizationId, [subscriptionId]);
  return loaded ? visitPlanOf(loaded) : null;
}

export interface SharedVisitCheck {
  /** What it visited before this write; null for a new subscription. */
  before: PlannedSubscription | null;
  today: string;
  /**
   * 'service_days' puts the refusal under the form's service days (422); 'refusal' answers 409 where no field
   * chose the days (a pause lifted, a change request approved).
   */
  answer: 'service_days' | 'refusal';
}

/**
 * Refuses the write (the caller's transaction rolls back) when the subscription, as now written, adds a visit on a day
 * another live subscription of its location visits too.
 */
export async function refuseSharedVisits(
  db: Db,
  subscription: { organization_id: number; id: number },
  check: SharedVisitCheck,
) {
  const organizationId = subscription.organization_id;
  const [self] = await loadSubscriptions(db, organizationId, [subscription.id]);
  if (!self) return;
  const { kind, client_location_id, commercial_location_id } = self.subscription;
  const locationId = (client_location_id ?? commercial_location_id)!;
  await lockLocationSchedule(db, organizationId, kind, locationId);
  const ids = await subscriptionIdsOf(
    db,
    organizationId,
    kind === 'residential' ? { client_location_id: locationId } : { commercial_location_id: locationId },
  );
  const others = (
    await loadSubscriptions(
      db,
      organizationId,
      ids.filter((id) => id !== subscription.id),
    )
  ).map((loaded) => ({ ...visitPlanOf(loaded), plan: loaded.plan }));
  const shared = firstNewSharedVisit({ before: check.before, after: visitPlanOf(self), others, today: check.today });
  if (!shared) return;
  const message = sharedVisitMessage(
    shared.day,
    planWithFrequency(shared.other.plan.name, shared.other.plan.frequency),
  );
  if (check.answer === 'service_days') throw validationFailed({ service_days: [message] });
  throw refusal(409, 'shared_visit_day', message);
}
