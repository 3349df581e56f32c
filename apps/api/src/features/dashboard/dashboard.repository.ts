import { and, between, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { cancelReasons, subscriptions } from '../subscriptions/subscriptions.table.ts';

export type ClientSegment = 'residential' | 'commercial';

/** Shown for a cancellation that carries no reason, so the items always add up to the total. */
export const NO_CANCEL_REASON_LABEL = 'No reason given';

/**
 * Subscriptions of one kind cancelled on the calendar days from..to (inclusive), counted by cancel reason, most
 * frequent first (ties by name, so the order is stable). Reasons that do not count as churn ('Entered by mistake')
 * are left out: no client was lost.
 */
export async function countCancelReasons(
  db: Db,
  organizationId: number,
  kind: ClientSegment,
  days: { from: string; to: string },
) {
  const tally = count();
  const rows = await db
    .select({ name: cancelReasons.name, count: tally })
    .from(subscriptions)
    // The reason's organization is checked too: a reason id from elsewhere must never lend its name.
    .leftJoin(
      cancelReasons,
      and(eq(cancelReasons.id, subscriptions.cancel_reason_id), eq(cancelReasons.organization_id, organizationId)),
    )
    .where(
      and(
        eq(subscriptions.organization_id, organizationId),
        eq(subscriptions.kind, kind),
        between(subscriptions.cancelled_on, days.from, days.to),
        or(isNull(cancelReasons.id), eq(cancelReasons.counts_as_churn, true)),
      ),
    )
    .groupBy(cancelReasons.id, cancelReasons.name)
    .orderBy(desc(tally), sql`${cancelReasons.name} asc nulls last`);
  return rows.map((row) => ({ label: row.name ?? NO_CANCEL_REASON_LABEL, count: row.count }));
}
