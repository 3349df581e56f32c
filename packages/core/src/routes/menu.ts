/**
 * The navigation drawer's menu (spec §2 "Menu"), built from the route table so a page appears in the menu as soon
 * as its route (with a `menu` entry) is in the table.
 */
import { hasActiveAccess, type SubscriptionFacts } from '../access/subscription.ts';
import { hasPermission } from '../access/permissions.ts';
import { mustChangePassword } from './guards.ts';
import { routeTable, type MenuGroup, type RouteDefinition } from './route-table.ts';

export const MENU_GROUPS: readonly { group: MenuGroup; label: string }[] = [
  { group: 'home', label: 'Home' },
  { group: 'clients', label: 'Clients' },
  { group: 'staff', label: 'Staff' },
  { group: 'scheduler', label: 'Scheduler' },
  { group: 'billing', label: 'Billing' },
  { group: 'payroll', label: 'Payroll' },
  { group: 'reports', label: 'Reports' },
  { group: 'settings', label: 'Settings' },
];

/** Without an active subscription or trial, this is the one Settings entry that stays enabled. */
const ALWAYS_ENABLED_ITEM = 'subscription_details';
const FRANCHISE_ONLY_ITEMS = new Set(['royalty_payments']);

export interface MenuUser extends SubscriptionFacts {
  permissions: unknown;
  belongs_to_franchise: number;
  /** 1 on a first login that must change the password: every menu link would lead back to that page. */
  change_password?: number;
}

export interface MenuItem {
  name: string;
  path: string;
  label: string;
  disabled: boolean;
}

export interface MenuSection {
  group: MenuGroup;
  label: string;
  /** Greyed as a whole: every group but Settings while the organization has no active subscription or trial. */
  disabled: boolean;
  items: MenuItem[];
}

function isItemVisible(entry: RouteDefinition, user: MenuUser): boolean {
  if (FRANCHISE_ONLY_ITEMS.has(entry.name) && user.belongs_to_franchise !== 1) return false;
  if (entry.permission === null) return true;
  return hasPermission(user.permissions, entry.permission);
}

/** The sections the user may see, in the spec's order; a group appears only if at least one item is permitted. */
export function buildMenu(
  user: MenuUser,
  routes: readonly RouteDefinition[] = routeTable,
  now = new Date(),
): MenuSection[] {
  if (mustChangePassword(user)) return [];
  const active = hasActiveAccess(user, now);
  return MENU_GROUPS.flatMap(({ group, label }) => {
    const groupDisabled = !active && group !== 'settings';
    const items = routes
      .filter((entry) => entry.menu?.group === group && isItemVisible(entry, user))
      .map((entry) => ({
        name: entry.name,
        path: entry.path,
        label: entry.menu?.label ?? entry.title,
        disabled: groupDisabled || (!active && entry.name !== ALWAYS_ENABLED_ITEM),
      }));
    return items.length > 0 ? [{ group, label, disabled: groupDisabled, items }] : [];
  });
}
