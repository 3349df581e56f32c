import { DEFAULT_SKIP_REASONS, type SkipReasonWire } from '@employee-portal/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { skipReasons } from './jobs.table.ts';

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
