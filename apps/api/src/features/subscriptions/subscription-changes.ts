import type { Db } from '../../platform/db/client.ts';
import { regenerateSubscriptionJobs } from '../jobs/index.ts';
import { recordSubscriptionEvent } from './subscriptions.repository.ts';
import type { subscriptionEvents } from './subscriptions.table.ts';

/**
 * Every change to a subscription (made, changed, paused, resumed, cancelled) is written with its history line, and its
 * jobs from `today` on follow it, in the caller's transaction: a visit is never planned by a subscription that no
 * longer says so.
 */
export async function recordSubscriptionChange(
  db: Db,
  event: typeof subscriptionEvents.$inferInsert & { created_at: Date },
  today: string,
) {
  await recordSubscriptionEvent(db, event);
  await regenerateSubscriptionJobs(db, {
    organization_id: event.organization_id,
    subscription_id: event.subscription_id,
    today,
    now: event.created_at,
  });
}
