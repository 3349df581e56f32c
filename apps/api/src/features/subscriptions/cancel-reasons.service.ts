/** The organization's own reasons why clients cancel (issue 7); a reason once used stays, inactive at most. */
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { DEFAULT_CANCEL_REASONS, type CancelReasonWire } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db/client.ts';
import { notFound, refusal, validationFailed } from '../../platform/http/errors.ts';
import { cancelReasons, subscriptions } from './subscriptions.table.ts';

const NAME_TAKEN = 'This cancel reason already exists';

async function listReasons(db: Db, organizationId: number): Promise<CancelReasonWire[]> {
  return db
    .select({ id: cancelReasons.id, name: cancelReasons.name, is_active: cancelReasons.is_active, uses: count(subscriptions.id) })
    .from(cancelReasons)
    .leftJoin(subscriptions, eq(subscriptions.cancel_reason_id, cancelReasons.id))
    .where(eq(cancelReasons.organization_id, organizationId))
    .groupBy(cancelReasons.id)
    .orderBy(asc(cancelReasons.name));
}

export async function cancelReasonList(deps: AppDeps, member: MemberContext) {
  return { cancel_reasons: await listReasons(deps.db, member.organization.id) };
}

async function reasonOrNotFound(deps: AppDeps, member: MemberContext, id: number) {
  const reason = (await listReasons(deps.db, member.organization.id)).find((row) => row.id === id);
  if (!reason) throw notFound('This cancel reason does not exist.');
  return reason;
}

async function nameTaken(db: Db, organizationId: number, name: string, exceptId: number | null) {
  const rows = await db
    .select({ id: cancelReasons.id })
    .from(cancelReasons)
    .where(and(eq(cancelReasons.organization_id, organizationId), eq(cancelReasons.name, name), exceptId ? ne(cancelReasons.id, exceptId) : undefined));
  return rows.length > 0;
}

export async function createCancelReason(deps: AppDeps, member: MemberContext, body: { name: string; is_active: boolean }) {
  if (await nameTaken(deps.db, member.organization.id, body.name, null)) throw validationFailed({ name: [NAME_TAKEN] });
  const [created] = await deps.db.insert(cancelReasons).values({ organization_id: member.organization.id, ...body }).returning({ id: cancelReasons.id });
  return { cancel_reason: await reasonOrNotFound(deps, member, created!.id) };
}

export async function editCancelReason(deps: AppDeps, member: MemberContext, id: number, body: { name: string; is_active: boolean }) {
  await reasonOrNotFound(deps, member, id);
  if (await nameTaken(deps.db, member.organization.id, body.name, id)) throw validationFailed({ name: [NAME_TAKEN] });
  await deps.db.update(cancelReasons).set(body).where(and(eq(cancelReasons.organization_id, member.organization.id), eq(cancelReasons.id, id)));
  return { cancel_reason: await reasonOrNotFound(deps, member, id) };
}

/** Cancelled subscriptions and the dashboard keep naming a used reason: it can only be made inactive. */
export async function removeCancelReason(deps: AppDeps, member: MemberContext, id: number) {
  const reason = await reasonOrNotFound(deps, member, id);
  if (reason.uses > 0) throw refusal(409, 'cancel_reason_in_use', 'Cancelled subscriptions name this reason: make it inactive instead of deleting it.');
  await deps.db.delete(cancelReasons).where(and(eq(cancelReasons.organization_id, member.organization.id), eq(cancelReasons.id, id)));
  return { message: 'The cancel reason was deleted.' };
}

/** Every organization starts with the common reasons; it renames, adds or retires them on the pricing setup page. */
export async function insertDefaultCancelReasons(db: Db, organizationId: number) {
  await db.insert(cancelReasons).values(DEFAULT_CANCEL_REASONS.map((name) => ({ organization_id: organizationId, name }))).onConflictDoNothing();
}
