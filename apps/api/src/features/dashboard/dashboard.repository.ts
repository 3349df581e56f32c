import { and, between, count, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { clients } from '../clients/clients.table.ts';
import { commercialCustomers } from '../commercial/commercial.table.ts';
import { cancelReasons, subscriptions } from '../subscriptions/subscriptions.table.ts';

type ClientTable = typeof clients | typeof commercialCustomers;
export type ClientSegment = 'residential' | 'commercial';

const tableOf = (segment: ClientSegment): ClientTable => (segment === 'residential' ? clients : commercialCustomers);
const total = (rows: { total: number }[]) => rows[0]?.total ?? 0;

/** Clients that existed at `at` and had not left by then (still active, or deactivated later). */
export async function countActiveAt(db: Db, organizationId: number, segment: ClientSegment, at: Date) {
  const table = tableOf(segment);
  const rows = await db
    .select({ total: count() })
    .from(table)
    .where(
      and(
        eq(table.organization_id, organizationId),
        lt(table.created_at, at),
        or(and(eq(table.status, 'active'), isNull(table.deactivated_at)), gte(table.deactivated_at, at)),
      ),
    );
  return total(rows);
}

export async function countNewAndLost(
  db: Db,
  organizationId: number,
  segment: ClientSegment,
  range: { start: Date; end: Date },
) {
  const table = tableOf(segment);
  const [created, lost] = await Promise.all([
    db
      .select({ total: count() })
      .from(table)
      .where(
        and(
          eq(table.organization_id, organizationId),
          gte(table.created_at, range.start),
          lt(table.created_at, range.end),
        ),
      ),
    db
      .select({ total: count() })
      .from(table)
      .where(
        and(
          eq(table.organization_id, organizationId),
          eq(table.status, 'inactive'),
          gte(table.deactivated_at, range.start),
          lt(table.deactivated_at, range.end),
        ),
      ),
  ]);
  return { created: total(created), lost: total(lost) };
}

/** Shown for a cancellation that carries no reason, so the items always add up to the total. */
export const NO_CANCEL_REASON_LABEL = 'No reason given';

/**
 * Subscriptions of one kind cancelled on the calendar days from..to (inclusive), counted by cancel reason, most
 * frequent first (ties by name, so the order is stable).
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
      ),
    )
    .groupBy(cancelReasons.id, cancelReasons.name)
    .orderBy(desc(tally), sql`${cancelReasons.name} asc nulls last`);
  return rows.map((row) => ({ label: row.name ?? NO_CANCEL_REASON_LABEL, count: row.count }));
}
