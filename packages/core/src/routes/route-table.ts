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
  route({ name: 'organization_onboarding', path: '/organization_onboarding', title: 'Organization Onboarding', isPublic: true, permission: null }),
  route({ name: 'organization_landing_page', path: '/organization_landing_page', title: 'Get Started' }),
  route({ name: 'connect_to_stripe', path: '/connect_to_stripe', title: 'Connect to Stripe' }),
  route({ name: 'staff', path: '/staff', title: 'Staff', menu: { group: 'staff', label: 'Staff' } }),
  // The API reads and changes a member under `staff`: the page asks for the same.
  route({ name: 'staff_show', path: '/staff/:id/show', title: 'Staff Member', permission: 'staff' }),
  route({ name: 'shifts', path: '/shifts', title: 'Shifts', menu: { group: 'staff', label: 'Shifts' } }),
  // The API reads and corrects one shift under `shifts`: the page asks for the same.
  route({ name: 'shift', path: '/shift/:id/show', title: 'Shift', permission: 'shifts' }),
  route({ name: 'my_shift_report', path: '/my_shift_report', title: 'My Shift Report', menu: { group: 'staff', label: 'My Shift Report' } }),
  route({ name: 'time_mileage_report', path: '/time_mileage_report', title: 'Time & Mileage Report', menu: { group: 'staff', label: 'Time & Mileage Report' } }),
  route({ name: 'start_end_shift', path: '/start_end_shift', title: 'Start/End Shift', menu: { group: 'staff', label: 'Start/End Shift' } }),
  // Opened from the e-mailed invitation, signed in or not: the token alone proves it.
  route({ name: 'accept_invitation', path: '/accept_invitation/:token', title: 'Accept Invitation', isOpen: true, permission: null }),
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
