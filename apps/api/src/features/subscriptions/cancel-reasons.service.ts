/** The organization's own reasons why clients cancel (issue 7); a reason once used stays, inactive at most. */
import { DEFAULT_CANCEL_REASONS } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db/client.ts';
import { notFound, refusal, validationFailed } from '../../platform/http/errors.ts';
import {
  cancelReasonNameTaken,
  deleteCancelReason,
  insertCancelReason,
  insertMissingCancelReasons,
  listCancelReasons,
  updateCancelReason,
} from './cancel-reasons.repository.ts';

const NAME_TAKEN = 'This cancel reason already exists';

export async function cancelReasonList(deps: AppDeps, member: MemberContext) {
  return { cancel_reasons: await listCancelReasons(deps.db, member.organization.id) };
}

async function reasonOrNotFound(deps: AppDeps, member: MemberContext, id: number) {
  const reason = (await listCancelReasons(deps.db, member.organization.id)).find((row) => row.id === id);
  if (!reason) throw notFound('This cancel reason does not exist.');
  return reason;
}

export async function createCancelReason(
  deps: AppDeps,
  member: MemberContext,
  body: { name: string; is_active: boolean },
) {
  if (await cancelReasonNameTaken(deps.db, member.organization.id, body.name, null))
    throw validationFailed({ name: [NAME_TAKEN] });
  const id = await insertCancelReason(deps.db, member.organization.id, body);
  return { cancel_reason: await reasonOrNotFound(deps, member, id) };
}

export async function editCancelReason(
  deps: AppDeps,
  member: MemberContext,
  id: number,
  body: { name: string; is_active: boolean },
) {
  await reasonOrNotFound(deps, member, id);
  if (await cancelReasonNameTaken(deps.db, member.organization.id, body.name, id))
    throw validationFailed({ name: [NAME_TAKEN] });
  await updateCancelReason(deps.db, { organization_id: member.organization.id, id }, body);
  return { cancel_reason: await reasonOrNotFound(deps, member, id) };
}

/** Cancelled subscriptions and the dashboard keep naming a used reason: it can only be made inactive. */
export async function removeCancelReason(deps: AppDeps, member: MemberContext, id: number) {
  const reason = await reasonOrNotFound(deps, member, id);
  if (reason.in_use)
    throw refusal(
      409,
      'cancel_reason_in_use',
      'Cancelled subscriptions name this reason: make it inactive instead of deleting it.',
    );
  await deleteCancelReason(deps.db, { organization_id: member.organization.id, id });
  return { message: 'The cancel reason was deleted.' };
}

/** Every organization starts with the common reasons; it renames, adds or retires them on the pricing setup page. */
export async function insertDefaultCancelReasons(db: Db, organizationId: number) {
  await insertMissingCancelReasons(db, organizationId, DEFAULT_CANCEL_REASONS);
}
