/** The organization's own reasons why clients cancel (issue 7); a reason once used stays, inactive at most. */
import { DEFAULT_CANCEL_REASONS, type CancelReasonInput, type CancelReasonWire } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db/client.ts';
import { notFound, refusal, validationFailed } from '../../platform/http/errors.ts';
import { refreshClientLifecyclesOfCancelReason } from '../dashboard/index.ts';
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

/** 'Entered by mistake' means one thing everywhere: renamed, retired or counted as churn it would mislead. */
const builtInKept = (reason: CancelReasonWire) =>
  refusal(
    409,
    'cancel_reason_built_in',
    `${reason.name} is built in: it cannot be renamed, made inactive, counted as churn or deleted.`,
  );

export async function createCancelReason(deps: AppDeps, member: MemberContext, body: CancelReasonInput) {
  if (await cancelReasonNameTaken(deps.db, member.organization.id, body.name, null))
    throw validationFailed({ name: [NAME_TAKEN] });
  const id = await insertCancelReason(deps.db, member.organization.id, {
    ...body,
    counts_as_churn: body.counts_as_churn ?? true,
  });
  return { cancel_reason: await reasonOrNotFound(deps, member, id) };
}

/**
 * Renames, (de)activates or sets whether it counts as churn. A changed churn setting moves the clients lost for it
 * in or out of the dashboard's figures at once, in the same transaction.
 */
export async function editCancelReason(deps: AppDeps, member: MemberContext, id: number, body: CancelReasonInput) {
  const reason = await reasonOrNotFound(deps, member, id);
  const values = {
    name: body.name,
    is_active: body.is_active,
    counts_as_churn: body.counts_as_churn ?? reason.counts_as_churn,
  };
  if (reason.built_in) {
    const unchanged =
      values.name === reason.name &&
      values.is_active === reason.is_active &&
      values.counts_as_churn === reason.counts_as_churn;
    if (!unchanged) throw builtInKept(reason);
  }
  if (await cancelReasonNameTaken(deps.db, member.organization.id, values.name, id))
    throw validationFailed({ name: [NAME_TAKEN] });
  const scope = { organization_id: member.organization.id, id };
  await deps.db.transaction(async (tx) => {
    await updateCancelReason(tx, scope, values);
    if (values.counts_as_churn !== reason.counts_as_churn) await refreshClientLifecyclesOfCancelReason(tx, scope);
  });
  return { cancel_reason: await reasonOrNotFound(deps, member, id) };
}

/** Cancelled subscriptions and the dashboard keep naming a used reason: it can only be made inactive. */
export async function removeCancelReason(deps: AppDeps, member: MemberContext, id: number) {
  const reason = await reasonOrNotFound(deps, member, id);
  if (reason.built_in) throw builtInKept(reason);
  if (reason.in_use)
    throw refusal(
      409,
      'cancel_reason_in_use',
      'Cancelled subscriptions name this reason: make it inactive instead of deleting it.',
    );
  await deleteCancelReason(deps.db, { organization_id: member.organization.id, id });
  return { message: 'The cancel reason was deleted.' };
}

/**
 * Every organization starts with the common reasons; it renames, adds or retires them on the pricing setup page.
 * ('Entered by mistake' comes with the organization itself: a database trigger adds it.)
 */
export async function insertDefaultCancelReasons(db: Db, organizationId: number) {
  await insertMissingCancelReasons(db, organizationId, DEFAULT_CANCEL_REASONS);
}
