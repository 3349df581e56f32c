import { hasPermission } from '@employee-portal/core/access/permissions';
import { routeByName, type RouteName } from '@employee-portal/core/routes/route-table';

interface SettingsPage {
  route: RouteName;
  description: string;
}

/**
 * The settings pages that exist so far, in the spec's menu order (§2 "Settings"). Each later issue adds its page
 * here when it adds the route to core's table.
 */
const SETTINGS_PAGES: readonly SettingsPage[] = [
  { route: 'subscription_details', description: 'Your plan and price per staff, billing period, card on file, invoices and the payment account.' },
];

export interface SettingsLink {
  name: RouteName;
  title: string;
  path: string;
  description: string;
}

/** The settings pages this user may open (spec §6: each by its own permission). */
export function settingsLinksFor(permissions: unknown): SettingsLink[] {
  return SETTINGS_PAGES.flatMap(({ route, description }) => {
    const entry = routeByName(route);
    if (entry.permission !== null && !hasPermission(permissions, entry.permission)) return [];
    return [{ name: route, title: entry.title, path: entry.path, description }];
  });
}
