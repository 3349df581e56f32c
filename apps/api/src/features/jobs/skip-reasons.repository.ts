import { DEFAULT_SKIP_REASONS, type SkipReasonWire } from '@employee-portal/core';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { jobs, skipReasons } from './jobs.table.ts';

export async function listSkipReasons(db: Db, organizationId: number): Promise<SkipReasonWire[]> {
  return db
    .select({
      id: skipReasons.id,
      name: skipReasons.name,
      is_charged: skipReasons.is_charged,
      is_active: skipReasons.is_active,
    })
    .from(skipReasons)
    .where(eq(skipReasons.organization_id, organizationId))
    .orderBy(asc(skipReasons.name));
}

export async function findActiveSkipReason(db: Db, scope: { organization_id: number; id: number }) {
  const [row] = await db
    .select()
    .from(skipReasons)
    .where(
      and(
        eq(skipReasons.organization_id, scope.organization_id),
        eq(skipReasons.id, scope.id),
        eq(skipReasons.is_active, true),
      ),
    );
  return row ?? null;
}

/** A new organization starts with the usual reasons (weather, locked gate, …), each charged or not. */
export async function insertDefaultSkipReasons(db: Db, organizationId: number) {
  await db
    .insert(skipReasons)
    .values(DEFAULT_SKIP_REASONS.map((reason) => ({ organization_id: organizationId, ...reason })))
    .onConflictDoNothing();
}

/** Scheduler settings (issue 14 point 11): the office's own list of skip reasons. */
export async function skipReasonNameTaken(db: Db, organizationId: number, name: string, exceptId: number | null) {
  const rows = await db
    .select({ id: skipReasons.id })
    .from(skipReasons)
    .where(and(eq(skipReasons.organization_id, organizationId), sql`lower(${skipReasons.name}) = lower(${name})`));
  return rows.some((row) => row.id !== exceptId);
}

export async function insertSkipReason(
  db: Db,
  organizationId: number,
  values: { name: string; is_charged: boolean; is_active: boolean },
) {
  const [row] = await db
    .insert(skipReasons)
    .values({ organization_id: organizationId, ...values })
    .returning({ id: skipReasons.id });
  return row!.id;
}

export async function updateSkipReason(
  db: Db,
  scope: { organization_id: number; id: number },
  values: { name: string; is_charged: boolean; is_active: boolean },
) {
  await db
    .update(skipReasons)
    .set(values)
    .where(and(eq(skipReasons.organization_id, scope.organization_id), eq(skipReasons.id, scope.id)));
}

export async function deleteSkipReason(db: Db, scope: { organization_id: number; id: number }) {
  await db
    .delete(skipReasons)
    .where(and(eq(skipReasons.organization_id, scope.organization_id), eq(skipReasons.id, scope.id)));
}

export async function jobsUsingSkipReason(db: Db, scope: { organization_id: number; id: number }) {
  const [row] = await db
    .select({ count: count() })
    .from(jobs)
    .where(and(eq(jobs.organization_id, scope.organization_id), eq(jobs.skip_reason_id, scope.id)));
  return row?.count ?? 0;
}
