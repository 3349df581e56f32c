/**
 * Roles are named permission sets; a member holds their role's permissions plus extra ones. The union is what the
 * session reads (the membership's `permissions`), so it is recomputed whenever the role or the extras change.
 */
import { ALL_PERMISSIONS, hasPermission } from '../access/permissions.ts';

export interface RolePermissions {
  permissions: readonly string[];
  /** The Owner role holds every permission, including ones added to the product later. */
  is_owner: boolean;
}

export function effectivePermissions(role: RolePermissions | null, extras: readonly string[]): string[] {
  const fromRole = role?.is_owner ? ALL_PERMISSIONS : (role?.permissions ?? []);
  return [...new Set([...fromRole, ...extras])].sort();
}

/**
 * Permissions a change would newly give that its author does not hold. Keeping one the target already had is not
 * granting it, so an editor can still change other parts of a role that holds more than they do.
 */
export function permissionsNotHeld(
  after: readonly string[],
  before: readonly string[],
  author: readonly string[],
): string[] {
  const had = new Set(before);
  return [...new Set(after)].filter((permission) => !had.has(permission) && !hasPermission(author, permission)).sort();
}

export const grantRefusalMessage = (missing: readonly string[]) =>
  `You cannot grant permissions you do not hold: ${missing.join(', ')}.`;
