/**
 * Which permissions an API key may carry (issue 20, /settings/open_api). Scopes are the route table's permissions,
 * so a key reaches exactly the API routes a member holding those permissions would. Some never go on a key: keys
 * must not manage keys (a leaked key could mint more) nor act on the creator's own account.
 */
import { PAGE_ONLY_PERMISSIONS } from '../access/detail-pages.ts';
import type { Permission } from '../access/permissions.ts';
import { routeTable, type MenuGroup } from '../routes/route-table.ts';

export const PERMISSIONS_NEVER_ON_A_KEY: readonly Permission[] = [
  'open_api',
  'change_password',
  'change_email',
  'two_factor',
];

export interface KeyScope {
  permission: Permission;
  /** The title of the page the permission opens, as the menu and settings hub name it. */
  label: string;
  group: MenuGroup;
}

/** Pages outside the menu (a record's page, an action) go with the menu group of the list they belong to. */
const GROUP_OUTSIDE_THE_MENU: Partial<Record<Permission, MenuGroup>> = {
  client: 'clients',
  dormant_clients: 'clients',
  link_clients: 'clients',
  leads: 'clients',
  lead: 'clients',
  new_client_planner: 'clients',
  commercial_client: 'clients',
  subscription: 'billing',
  commercial_subscription: 'billing',
  invoice: 'billing',
  payment: 'billing',
  receive_check_payment: 'billing',
  receive_commercial_check_payment: 'billing',
  coupon: 'billing',
  gift_certificate: 'billing',
  payout: 'billing',
  work_area: 'reports',
  service_plan: 'settings',
  residential_cross_sell: 'settings',
  commercial_cross_sell: 'settings',
  connect_to_stripe: 'settings',
};

const groupOf = (permission: Permission, path: string, group: MenuGroup | undefined): MenuGroup =>
  group ?? GROUP_OUTSIDE_THE_MENU[permission] ?? (path.startsWith('/settings') ? 'settings' : 'home');

function buildKeyScopes(): KeyScope[] {
  const scopes = new Map<Permission, KeyScope>();
  for (const entry of routeTable) {
    const permission = entry.permission as Permission | null;
    if (!permission || PERMISSIONS_NEVER_ON_A_KEY.includes(permission) || PAGE_ONLY_PERMISSIONS.includes(permission))
      continue;
    const menu = 'menu' in entry ? (entry.menu as { group: MenuGroup } | undefined) : undefined;
    const known = scopes.get(permission);
    // The route named after its permission (the list page) names the scope better than a detail page does.
    if (known && entry.name !== permission) continue;
    scopes.set(permission, {
      permission,
      label: entry.title,
      group: groupOf(permission, entry.path, menu?.group ?? known?.group),
    });
  }
  return [...scopes.values()];
}

/** Every scope a key may be given, in route table order. */
export const KEY_SCOPES: readonly KeyScope[] = buildKeyScopes();

export const KEY_SCOPE_PERMISSIONS: readonly Permission[] = KEY_SCOPES.map((scope) => scope.permission);

export const isKeyScope = (value: string): value is Permission =>
  (KEY_SCOPE_PERMISSIONS as readonly string[]).includes(value);
