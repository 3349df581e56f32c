import type { z } from 'zod';
import {
  ALL_PERMISSIONS,
  grantRefusalMessage,
  messages,
  permissionsNotHeld,
  type Role,
  type roleBodySchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { notFound, refusal, validationFailed } from '../../platform/http/errors.ts';
import {
  countRoleMembers,
  deleteRole,
  findRole,
  findRoleNamed,
  insertRole,
  listRolesWithCounts,
  lockOrganizationStaff,
  refreshRoleMembers,
  updateRole,
  type RoleRow,
} from './roles.repository.ts';

type RoleBody = z.output<typeof roleBodySchema>;

const sortedAll = [...ALL_PERMISSIONS].sort();

export const presentRole = (role: RoleRow, membersCount: number): Role => ({
  id: role.id,
  name: role.name,
  permissions: role.is_owner ? sortedAll : role.permissions,
  is_owner: role.is_owner,
  members_count: membersCount,
});

/** Refuses a change that would give permissions its author does not hold (issue 5). */
export function assertGrantable(
  member: MemberContext,
  after: readonly string[],
  before: readonly string[],
  field: string,
) {
  const missing = permissionsNotHeld(after, before, member.membership.permissions);
  if (missing.length > 0) {
    const message = grantRefusalMessage(missing);
    throw refusal(422, 'permission_not_held', message, { [field]: [message] });
  }
}

const nameTaken = () => validationFailed({ name: [messages.roleNameTaken] });

async function assertNameFree(db: Db, organizationId: number, name: string, exceptId?: number) {
  if (await findRoleNamed(db, organizationId, name, exceptId)) throw nameTaken();
}

export async function listRoles(deps: AppDeps, member: MemberContext) {
  const rows = await listRolesWithCounts(deps.db, member.organization.id);
  return { roles: rows.map((row) => presentRole(row.role, row.members_count)) };
}

export async function createRole(deps: AppDeps, member: MemberContext, body: RoleBody) {
  assertGrantable(member, body.permissions, [], 'permissions');
  await assertNameFree(deps.db, member.organization.id, body.name);
  try {
    const role = await insertRole(deps.db, {
      organization_id: member.organization.id,
      name: body.name,
      permissions: body.permissions,
    });
    return { role: presentRole(role, 0) };
  } catch (error) {
    // Two requests creating the same name at once: the unique index decides, with the same answer as the check.
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function editRole(deps: AppDeps, member: MemberContext, id: number, body: RoleBody) {
  return deps.db.transaction(async (tx) => {
    await lockOrganizationStaff(tx, member.organization.id);
    const role = await findRole(tx, { organization_id: member.organization.id, id });
    if (!role) throw notFound('Role not found.');
    // Owners must always be able to do everything, or the organization could lock itself out.
    if (role.is_owner && body.permissions.join() !== sortedAll.join()) {
      throw refusal(422, 'owner_role_fixed', 'The Owner role always holds every permission.', {
        permissions: ['The Owner role always holds every permission.'],
      });
    }
    assertGrantable(member, body.permissions, role.permissions, 'permissions');
    await assertNameFree(tx, member.organization.id, body.name, role.id);
    const updated = await updateRole(tx, member.organization.id, role.id, {
      name: body.name,
      permissions: body.permissions,
      updated_at: deps.clock.now(),
    });
    await refreshRoleMembers(tx, updated);
    return { role: presentRole(updated, await countRoleMembers(tx, member.organization.id, updated.id)) };
  });
}

export async function removeRole(deps: AppDeps, member: MemberContext, id: number) {
  return deps.db.transaction(async (tx) => {
    await lockOrganizationStaff(tx, member.organization.id);
    const role = await findRole(tx, { organization_id: member.organization.id, id });
    if (!role) throw notFound('Role not found.');
    if (role.is_owner) throw refusal(422, 'owner_role', 'The Owner role cannot be deleted.');
    const inUse = await countRoleMembers(tx, member.organization.id, role.id);
    if (inUse > 0)
      throw refusal(
        422,
        'role_in_use',
        `${inUse} staff ${inUse === 1 ? 'member has' : 'members have'} this role. Give them another role first.`,
      );
    await deleteRole(tx, member.organization.id, role.id);
    return { message: `The role ${role.name} was deleted.` };
  });
}
