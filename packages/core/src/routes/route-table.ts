/**
 * The one route table (spec §2). The web router, page titles, navigation guards, the menu and the server's
 * permission checks all read it. A route enters the table only when its page is built.
 */
import { PRODUCT_NAME } from '../version.ts';

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
  permission: string | null;
  menu?: { group: MenuGroup; label: string };
}

/** Keeps each name a literal type, so `RouteName` lists exactly the routes in the table. */
const route = <const Name extends string>(
  definition: Omit<RouteDefinition, 'permission' | 'name'> & { name: Name; permission?: string | null },
): RouteDefinition & { name: Name } => ({
  ...definition,
  permission: definition.permission === undefined ? definition.name : definition.permission,
});

export const routeTable = [
  route({ name: 'login', path: '/login', title: 'Login', isPublic: true, permission: null }),
  route({ name: 'reset_password', path: '/reset_password', title: 'Reset Password', isPublic: true, permission: null }),
  route({ name: 'reset_password_token', path: '/reset_password/:token', title: 'Reset Password', isPublic: true, permission: null }),
  route({ name: 'dashboard', path: '/', title: 'Dashboard', permission: null, menu: { group: 'home', label: 'Home' } }),
  route({ name: 'change_password', path: '/change_password', title: 'Change Password' }),
  route({ name: 'no_premissions', path: '/no_premissions', title: 'No Permissions', permission: null }),
  route({ name: 'not_found', path: '*', title: 'Page Not Found', permission: null }),
  route({ name: 'change_email', path: '/change_email', title: 'Change Email' }),
  // Opened from the e-mailed link, possibly signed in as anyone: the token alone proves the request.
  route({ name: 'change_email_token', path: '/change_email/:token', title: 'Change Email', isOpen: true, permission: null }),
  route({ name: 'two_factor', path: '/two_factor', title: 'Two-Factor Authentication' }),
  route({ name: 'notifications', path: '/notifications', title: 'Notifications' }),
  route({ name: 'settings', path: '/settings', title: 'Settings', menu: { group: 'settings', label: 'Settings' } }),
  route({ name: 'subscription_details', path: '/settings/subscription_details', title: 'Subscription Details', menu: { group: 'settings', label: 'Subscription Details' } }),
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof routeTable)[number]['name'];

const routesByName = new Map<string, RouteDefinition>(routeTable.map((entry) => [entry.name, entry]));

export function routeByName(name: RouteName): RouteDefinition {
  const found = routesByName.get(name);
  if (!found) throw new Error(`Unknown route ${name}`);
  return found;
}

export const pageTitle = (entry: Pick<RouteDefinition, 'title'>) => `${entry.title} | ${PRODUCT_NAME}`;

/** Fills a route's params: pathTo('reset_password_token', { token }) -> '/reset_password/abc'. */
export function pathTo(name: RouteName, params: Record<string, string | number | undefined> = {}): string {
  const path = routeByName(name).path.replace(/:(\w+)\??/g, (_, key: string) => {
    const value = params[key];
    return value === undefined ? '' : encodeURIComponent(String(value));
  });
  return path.replace(/\/+$/, '') || '/';
}
