/** The organization's cancel reasons; each row counts the subscriptions cancelled for it. */
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { CancelReasonWire } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { cancelReasons, subscriptions } from './subscriptions.table.ts';

type Scope = { organization_id: number; id: number };
type ReasonValues = { name: string; is_active: boolean; counts_as_churn: boolean };

const ofScope = (scope: Scope) =>
  and(eq(cancelReasons.organization_id, scope.organization_id), eq(cancelReasons.id, scope.id));

export async function listCancelReasons(db: Db, organizationId: number): Promise<CancelReasonWire[]> {
  const rows = await db
    .select({
      id: cancelReasons.id,
      name: cancelReasons.name,
      is_active: cancelReasons.is_active,
      counts_as_churn: cancelReasons.counts_as_churn,
      system_key: cancelReasons.system_key,
      uses: count(subscriptions.id),
    })
    .from(cancelReasons)
    .leftJoin(subscriptions, eq(subscriptions.cancel_reason_id, cancelReasons.id))
    .where(eq(cancelReasons.organization_id, organizationId))
    .groupBy(cancelReasons.id)
    .orderBy(asc(cancelReasons.name));
  return rows.map(({ system_key, ...row }) => ({ ...row, built_in: system_key !== null, in_use: row.uses > 0 }));
}

export async function activeCancelReasons(db: Db, organizationId: number) {
  return db
    .select({ id: cancelReasons.id, name: cancelReasons.name, counts_as_churn: cancelReasons.counts_as_churn })
    .from(cancelReasons)
    .where(and(eq(cancelReasons.organization_id, organizationId), eq(cancelReasons.is_active, true)))
    .orderBy(asc(cancelReasons.name));
}

export async function findActiveCancelReason(db: Db, scope: Scope) {
  const [row] = await db
    .select()
    .from(cancelReasons)
    .where(and(ofScope(scope), eq(cancelReasons.is_active, true)));
  return row ?? null;
}

/** Names differing only in capitals are the same name to whoever picks one from a list. */
export async function cancelReasonNameTaken(db: Db, organizationId: number, name: string, exceptId: number | null) {
  const rows = await db
    .select({ id: cancelReasons.id })
    .from(cancelReasons)
    .where(
      and(
        eq(cancelReasons.organization_id, organizationId),
        eq(sql`lower(${cancelReasons.name})`, name.toLowerCase()),
        exceptId ? ne(cancelReasons.id, exceptId) : undefined,
      ),
    );
  return rows.length > 0;
}

export async function insertCancelReason(db: Db, organizationId: number, values: ReasonValues) {
  const [created] = await db
    .insert(cancelReasons)
    .values({ organization_id: organizationId, ...values })
    .returning({ id: cancelReasons.id });
  return created!.id;
}

export async function updateCancelReason(db: Db, scope: Scope, values: ReasonValues) {
  await db.update(cancelReasons).set(values).where(ofScope(scope));
}

export async function deleteCancelReason(db: Db, scope: Scope) {
  await db.delete(cancelReasons).where(ofScope(scope));
}

/** Inserts the named reasons the organization lacks (names are unique per organization). */
export async function insertMissingCancelReasons(db: Db, organizationId: number, names: readonly string[]) {
  await db
    .insert(cancelReasons)
    .values(names.map((name) => ({ organization_id: organizationId, name })))
    .onConflictDoNothing();
}

export async function findCancelReasonNamed(db: Db, organizationId: number, name: string) {
  const [row] = await db
    .select()
    .from(cancelReasons)
    .where(and(eq(cancelReasons.organization_id, organizationId), eq(cancelReasons.name, name)));
  return row ?? null;
}
