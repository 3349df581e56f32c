/** The organization's skip reasons (issue 14 point 3): each charged or not; a reason jobs name is only deactivated. */
import type { z } from 'zod';
import type { skipReasonSchema } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { notFound, refusal, validationFailed } from '../../platform/http/errors.ts';
import {
  deleteSkipReason,
  insertSkipReason,
  jobsUsingSkipReason,
  listSkipReasons,
  skipReasonNameTaken,
  updateSkipReason,
} from './skip-reasons.repository.ts';

type SkipReasonInput = z.output<typeof skipReasonSchema>;
const NAME_TAKEN = 'This skip reason already exists';

async function reasonOrNotFound(deps: AppDeps, member: MemberContext, id: number) {
  const reason = (await listSkipReasons(deps.db, member.organization.id)).find((row) => row.id === id);
  if (!reason) throw notFound('This skip reason does not exist.');
  return reason;
}

export async function createSkipReason(deps: AppDeps, member: MemberContext, body: SkipReasonInput) {
  if (await skipReasonNameTaken(deps.db, member.organization.id, body.name, null))
    throw validationFailed({ name: [NAME_TAKEN] });
  const id = await insertSkipReason(deps.db, member.organization.id, body);
  return { skip_reason: await reasonOrNotFound(deps, member, id) };
}

export async function editSkipReason(deps: AppDeps, member: MemberContext, id: number, body: SkipReasonInput) {
  await reasonOrNotFound(deps, member, id);
  if (await skipReasonNameTaken(deps.db, member.organization.id, body.name, id))
    throw validationFailed({ name: [NAME_TAKEN] });
  await updateSkipReason(deps.db, { organization_id: member.organization.id, id }, body);
  return { skip_reason: await reasonOrNotFound(deps, member, id) };
}

/** Skipped jobs keep naming their reason (and invoices whether it was charged): a used one can only be deactivated. */
export async function removeSkipReason(deps: AppDeps, member: MemberContext, id: number) {
  await reasonOrNotFound(deps, member, id);
  const scope = { organization_id: member.organization.id, id };
  const used = await jobsUsingSkipReason(deps.db, scope);
  if (used > 0)
    throw refusal(
      409,
      'skip_reason_in_use',
      `${used} ${used === 1 ? 'job names' : 'jobs name'} this skip reason: deactivate it instead of deleting it.`,
    );
  await deleteSkipReason(deps.db, scope);
  return { message: 'The skip reason was deleted.' };
}
