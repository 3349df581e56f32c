import { permissionsNotHeld } from '@employee-portal/core';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { forbidden } from '../../platform/http/errors.ts';
import type { StaffDetailRow } from './staff.repository.ts';

/**
 * Someone who holds a permission the editor lacks (an owner, for a manager) is out of the editor's reach: changing
 * their role, status or sign-in details would be a way around the rule that nobody grants what they do not hold.
 */
export function assertCanManage(member: MemberContext, target: StaffDetailRow) {
  if (target.membership.id === member.membership.id) return;
  if (permissionsNotHeld(target.membership.permissions, [], member.membership.permissions).length > 0) {
    throw forbidden('You cannot change a staff member who holds permissions you do not hold.', 'outranks_you');
  }
}
