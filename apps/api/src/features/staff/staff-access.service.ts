import type { z } from 'zod';
import {
  effectivePermissions,
  grantRefusalMessage,
  messages,
  permissionsNotHeld,
  type staffPermissionsSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db/client.ts';
import { notFound, refusal, validationFailed, type FieldErrors } from '../../platform/http/errors.ts';
import { openActivePeriod } from '../organization-subscription/index.ts';
import { findRole, lockOrganizationStaff } from '../roles/index.ts';
import { unassignDepartingTech } from '../subscriptions/index.ts';
import { revokeSessionsOfUser } from '../auth/index.ts';
import { revokeApiKeysOfMember } from '../api-keys/index.ts';
import { organizationToday } from '../../platform/auth/organization-facts.ts';
import {
  closeActivePeriod,
  countActiveOwners,
  findStaff,
  setMembershipStatus,
  updateMembershipAccess,
  type StaffDetailRow,
} from './staff.repository.ts';
import { staffDetail } from './staff.service.ts';
import { assertCanManage } from './staff-rules.ts';

const lastOwner = () => refusal(422, 'last_owner', 'The organization must keep at least one active owner.');

/** Runs `work` on the locked staff of the organization with the member's current row. */
async function withLockedStaff<T>(
  deps: AppDeps,
  member: MemberContext,
  id: number,
  work: (tx: Db, row: StaffDetailRow) => Promise<T>,
) {
  return deps.db.transaction(async (tx) => {
    await lockOrganizationStaff(tx, member.organization.id);
    const row = await findStaff(tx, { organization_id: member.organization.id, id });
    if (!row) throw notFound('Staff member not found.');
    return work(tx, row);
  });
}

async function assertNotLastOwner(tx: Db, row: StaffDetailRow) {
  if (
    row.role?.is_owner &&
    row.membership.status === 'active' &&
    (await countActiveOwners(tx, row.membership.organization_id, row.membership.id)) === 0
  )
    throw lastOwner();
}

export async function changeStaffPermissions(
  deps: AppDeps,
  member: MemberContext,
  id: number,
  body: z.output<typeof staffPermissionsSchema>,
) {
  await withLockedStaff(deps, member, id, async (tx, row) => {
    const role = await findRole(tx, { organization_id: member.organization.id, id: body.role_id });
    if (!role) throw validationFailed({ role_id: [messages.notValid] });
    assertCanManage(member, row);
    const before = row.membership.permissions;
    // Each field answers for what it would add, so the form can show the message under the right control.
    const errors: FieldErrors = {};
    const fromRole = permissionsNotHeld(effectivePermissions(role, []), before, member.membership.permissions);
    const fromExtras = permissionsNotHeld(body.extra_permissions, before, member.membership.permissions);
    if (fromRole.length) errors.role_id = [grantRefusalMessage(fromRole)];
    if (fromExtras.length) errors.extra_permissions = [grantRefusalMessage(fromExtras)];
    const first = Object.values(errors)[0]?.[0];
    if (first) throw refusal(422, 'permission_not_held', first, errors);
    if (!role.is_owner) await assertNotLastOwner(tx, row);
    await updateMembershipAccess(tx, member.organization.id, row.membership.id, {
      role_id: role.id,
      extra_permissions: body.extra_permissions,
      permissions: effectivePermissions(role, body.extra_permissions),
    });
  });
  return staffDetail(deps, member, id);
}

/**
 * An inactive member keeps everything but cannot sign in to this organization and is no longer billed. Their sessions
 * and the API keys they made here end for good in the same transaction: left alive, a reactivation months later would
 * bring back a token on a device the organization may no longer trust. A session belongs to the person, not to one
 * membership, so someone who also works elsewhere signs in again there.
 */
export async function deactivateStaff(deps: AppDeps, member: MemberContext, id: number) {
  await withLockedStaff(deps, member, id, async (tx, row) => {
    if (row.membership.status === 'inactive') return;
    if (row.membership.status === 'invited')
      throw refusal(
        422,
        'invitation_pending',
        'This person has not accepted the invitation yet. Cancel the invitation instead.',
      );
    if (row.membership.id === member.membership.id)
      throw refusal(422, 'cannot_deactivate_self', 'You cannot deactivate yourself.');
    assertCanManage(member, row);
    await assertNotLastOwner(tx, row);
    await setMembershipStatus(tx, member.organization.id, row.membership.id, 'inactive');
    await closeActivePeriod(tx, member.organization.id, row.membership.id, deps.clock.now());
    await revokeSessionsOfUser(tx, row.membership.user_id, null, deps.clock.now());
    await revokeApiKeysOfMember(tx, member.organization.id, row.membership.user_id, deps.clock.now());
    await unassignDepartingTech(tx, {
      organization_id: member.organization.id,
      user_id: row.membership.user_id,
      actor_user_id: member.user.id,
      tech_name: `${row.user.first_name} ${row.user.last_name}`,
      today: organizationToday(member.organization, deps.clock.now()),
      now: deps.clock.now(),
    });
  });
  return staffDetail(deps, member, id);
}

export async function reactivateStaff(deps: AppDeps, member: MemberContext, id: number) {
  await withLockedStaff(deps, member, id, async (tx, row) => {
    if (row.membership.status === 'active') return;
    if (row.membership.status === 'invited')
      throw refusal(422, 'invitation_pending', 'This person has not accepted the invitation yet.');
    assertCanManage(member, row);
    await setMembershipStatus(tx, member.organization.id, row.membership.id, 'active');
    await openActivePeriod(tx, {
      organization_id: member.organization.id,
      membership_id: row.membership.id,
      active_from: deps.clock.now(),
    });
  });
  return staffDetail(deps, member, id);
}
