/**
 * Jobs made from subscriptions (issue 14): a subscription's own jobs rewritten in the transaction that changed it,
 * and the nightly pass that extends every organization's horizon and marks past open jobs missed, each organization
 * claimed by one instance only.
 */
import { horizonWindow, plannedVisitDays, reconcileJobs, todayIn, visitPriceCents } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db/client.ts';
import {
  claimDueOrganization,
  deleteUntouchedJobs,
  ensureJobHorizons,
  insertPlannedJobs,
  markMissedJobs,
  plannedDaysTaken,
  recordPassRun,
  scheduledJobsFrom,
  subscriptionsToPlan,
  updateUntouchedJobs,
  type NewJob,
  type SubscriptionToPlan,
} from './job-generation.repository.ts';
import { readSchedulerSettings } from './job-settings.repository.ts';

export interface GenerationScope {
  organization_id: number;
  /** The organization's today: nothing before it changes. */
  today: string;
  now: Date;
}

function newJob(subscription: SubscriptionToPlan, day: string, scope: GenerationScope): NewJob {
  const oneTime = subscription.service_days.some(
    (serviceDay) => serviceDay.service_type === 'one_time' && serviceDay.start_date === day,
  );
  return {
    organization_id: scope.organization_id,
    kind: subscription.kind,
    origin: oneTime || subscription.frequency === 'one_time' ? 'one_time' : 'recurring',
    subscription_id: subscription.id,
    client_id: subscription.client_id,
    client_location_id: subscription.client_location_id,
    commercial_customer_id: subscription.commercial_customer_id,
    commercial_location_id: subscription.commercial_location_id,
    planned_date: day,
    service_date: day,
    assigned_user_id: subscription.assigned_user_id,
    price_cents: visitPriceCents(subscription),
    created_at: scope.now,
    updated_at: scope.now,
  };
}

/**
 * Brings one subscription's jobs in line with it after a change (made, changed, paused, resumed, cancelled), inside
 * the caller's transaction. Only untouched jobs from today on change; answers the days whose jobs changed.
 */
export async function regenerateSubscriptionJobs(db: Db, scope: GenerationScope & { subscription_id: number }) {
  const { horizon_weeks } = await readSchedulerSettings(db, scope.organization_id);
  const [subscription] = await subscriptionsToPlan(db, scope.organization_id, [scope.subscription_id]);
  if (!subscription) return [];
  const existing = await scheduledJobsFrom(db, scope.organization_id, subscription.id, scope.today);
  const planned = plannedVisitDays(subscription, horizonWindow(scope.today, horizon_weeks));
  const plan = reconcileJobs(existing, planned, scope.today);
  await updateUntouchedJobs(
    db,
    scope.organization_id,
    plan.keep,
    { assigned_user_id: subscription.assigned_user_id, price_cents: visitPriceCents(subscription) },
    scope.now,
  );
  const removed = await deleteUntouchedJobs(db, scope.organization_id, plan.remove);
  await insertPlannedJobs(
    db,
    plan.create.map((day) => newJob(subscription, day, scope)),
  );
  return [...new Set([...removed.map((job) => job.service_date), ...plan.create])].sort();
}

/** Makes every planned job from today through the horizon that does not exist yet. Answers how many were made. */
export async function generateOrganizationJobs(db: Db, scope: GenerationScope, horizonWeeks: number) {
  const window = horizonWindow(scope.today, horizonWeeks);
  const subscriptions = await subscriptionsToPlan(db, scope.organization_id, null);
  const taken = await plannedDaysTaken(db, scope.organization_id, window);
  const rows: NewJob[] = [];
  for (const subscription of subscriptions) {
    for (const day of plannedVisitDays(subscription, window)) {
      if (!taken.has(`${subscription.id}:${day}`)) rows.push(newJob(subscription, day, scope));
    }
  }
  return insertPlannedJobs(db, rows);
}

/**
 * The nightly pass, run every minute on every instance: each organization due (its day has turned since the last
 * run, or its horizon changed) is claimed by one instance, which marks its missed jobs and extends its jobs through
 * the horizon in one transaction. Running it again the same day does nothing.
 */
export async function runJobGeneration(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const now = deps.clock.now();
  await ensureJobHorizons(deps.db);
  const totals = { organizations: 0, made: 0, missed: 0 };
  for (;;) {
    const ran = await deps.db.transaction(async (tx) => {
      const claimed = await claimDueOrganization(tx, now);
      if (!claimed) return false;
      const scope = { organization_id: claimed.organization_id, today: todayIn(claimed.time_zone, now), now };
      const { horizon_weeks } = await readSchedulerSettings(tx, scope.organization_id);
      totals.missed += await markMissedJobs(tx, scope);
      totals.made += await generateOrganizationJobs(tx, scope, horizon_weeks);
      await recordPassRun(tx, scope.organization_id, {
        today: scope.today,
        generated_through: horizonWindow(scope.today, horizon_weeks).to,
        now,
      });
      totals.organizations += 1;
      return true;
    });
    if (!ran) return totals;
  }
}
