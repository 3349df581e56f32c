import type { Permission } from '../access/permissions.ts';

export type MenuGroup = 'home' | 'clients' | 'staff' | 'scheduler' | 'billing' | 'payroll' | 'reports' | 'settings';

export interface RouteDefinition {
  name: string;
  /** React Router style: `:id` params, `:tab?` optional params. */
  path: string;
  title: string;
  /** Public routes are the four of guard 1: reachable only without a stored token. */
  isPublic?: boolean;
  /** Reachable signed in or not, whatever the account's state: pages opened from an e-mailed link. */
  isOpen?: boolean;
  /** Permission checked by guard 4 and by the API; `null` means any signed-in user (dashboard, not found). */
  permission: Permission | null;
  menu?: { group: MenuGroup; label: string };
}

/**
 * Keeps each name a literal type, so `RouteName` lists exactly the routes in the table. A route whose permission is
 * its own name must be named after a permission (the union below), so a misspelled permission does not compile.
 */
export const route = <const Name extends string>(
  definition: Omit<RouteDefinition, 'permission' | 'name'> &
    ({ name: Name & Permission; permission?: Permission | null } | { name: Name; permission: Permission | null }),
): RouteDefinition & { name: Name } => ({
  ...definition,
  permission: definition.permission === undefined ? (definition.name as Permission) : definition.permission,
});
