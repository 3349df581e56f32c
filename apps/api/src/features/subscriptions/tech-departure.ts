import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { unassignOpenJobsOf } from '../jobs/index.ts';
import { recordSubscriptionChange } from './subscription-changes.ts';
import { subscriptions } from './subscriptions.table.ts';

/**
 * A deactivated tech's clients go to Unassigned, as field-service offices expect: every running subscription they
 * held loses its tech (with a history line), its untouched jobs follow, and the open jobs still in their name from
 * today on are handed back too. In the deactivation's transaction.
 */
export async function unassignDepartingTech(
  db: Db,
  context: {
    organization_id: number;
    user_id: number;
    actor_user_id: number | null;
    tech_name: string;
    today: string;
    now: Date;
  },
) {
  const held = await db
    .update(subscriptions)
    .set({ assigned_user_id: null, updated_at: context.now })
    .where(
      and(
        eq(subscriptions.organization_id, context.organization_id),
        eq(subscriptions.assigned_user_id, context.user_id),
        ne(subscriptions.status, 'cancelled'),
      ),
    )
    .returning({ id: subscriptions.id });
  for (const subscription of held) {
    await recordSubscriptionChange(
      db,
      {
        organization_id: context.organization_id,
        subscription_id: subscription.id,
        actor_user_id: context.actor_user_id,
        action: 'changed',
        summary: `Unassigned: ${context.tech_name} was deactivated`,
        changes: [{ field: 'assigned_user_id', from: context.user_id, to: null }],
        created_at: context.now,
      },
      context.today,
    );
  }
  await unassignOpenJobsOf(db, context);
  return held.length;
}
