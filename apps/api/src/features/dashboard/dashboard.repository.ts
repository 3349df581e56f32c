import { and, count, eq, gte, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { clients } from '../clients/clients.table.ts';
import { commercialCustomers } from '../commercial/commercial.table.ts';

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
    .where(and(eq(table.organization_id, organizationId), lt(table.created_at, at), or(and(eq(table.status, 'active'), isNull(table.deactivated_at)), gte(table.deactivated_at, at))));
  return total(rows);
}

export async function countNewAndLost(db: Db, organizationId: number, segment: ClientSegment, range: { start: Date; end: Date }) {
  const table = tableOf(segment);
  const [created, lost] = await Promise.all([
    db.select({ total: count() }).from(table).where(and(eq(table.organization_id, organizationId), gte(table.created_at, range.start), lt(table.created_at, range.end))),
    db
      .select({ total: count() })
      .from(table)
      .where(and(eq(table.organization_id, organizationId), eq(table.status, 'inactive'), gte(table.deactivated_at, range.start), lt(table.deactivated_at, range.end))),
  ]);
  return { created: total(created), lost: total(lost) };
}
