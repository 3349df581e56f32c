import { hasPermission } from '@employee-portal/core/access/permissions';
import { dashboardWidgetKeys, mayReadDashboardWidget } from '@employee-portal/core/dashboard/widgets';
import { pathTo, routeByName, type RouteName } from '@employee-portal/core/routes/route-table';

/** What besides permissions decides whether a page is of use (spec §2: royalties only for franchise members). */
export interface SettingsUserFacts {
  belongs_to_franchise?: number;
}

interface SettingsPage {
  route: RouteName;
  description: string;
  /** For a page open to everyone that is of use only to some (the route's permission is null). */
  usefulTo?: (permissions: unknown, user: SettingsUserFacts) => boolean;
}

/**
 * The settings pages that exist so far, in the spec's menu order (§2 "Settings"). Each later issue adds its page
 * here when it adds the route to core's table.
 */
const SETTINGS_PAGES: readonly SettingsPage[] = [
  {
    route: 'client_onboarding',
    description:
      'Your public sign-up form: questions, service area, pricing display, thank-you text and the code to embed it on your website.',
  },
  {
    route: 'billing_settings',
    description:
      'Prepaid or postpaid invoices, the billing day, due terms, autopay and its retries, sales tax rates, tax id and invoice footer.',
  },
  {
    route: 'pricing_setup',
    description: 'Service plans by frequency and number of dogs, initial cleanup prices and premiums per work area.',
  },
  {
    route: 'scheduler_settings',
    description:
      'Working days, how far ahead jobs are made, minutes per stop, client notifications, skip reasons and route addresses.',
  },
  {
    route: 'residential_cross_sells',
    description:
      'Add-on services and products sold with residential subscriptions: price, frequency and who buys them.',
  },
  {
    route: 'commercial_cross_sells',
    description: 'Add-on services and products sold with commercial subscriptions: price, frequency and who buys them.',
  },
  {
    route: 'quickbooks_online',
    description:
      'Connect QuickBooks Online, pick the items and accounts invoices and payouts are booked to, match customers, and follow the sync.',
  },
  {
    route: 'payroll_settings',
    description:
      'The pay period, overtime, mileage and tip rules, and every staff member’s pay: hourly, per job, dog or yard, commission and salary.',
  },
  {
    route: 'field_tech_app_settings',
    description:
      'What technicians see on their day (prices, client phone, notes), what they must do to finish a visit, and whether they may reorder their route.',
  },
  {
    route: 'customize_dashboard',
    description: 'Which dashboard widgets you see and in what order; the owner sets the organization’s default.',
    // Someone whose role reads no dashboard figure (a field tech) has nothing to arrange.
    usefulTo: (permissions) => dashboardWidgetKeys.some((key) => mayReadDashboardWidget(permissions, key)),
  },
  {
    route: 'ratings_comments_and_tipping',
    description:
      'Whether clients may rate visits, comment and tip their tech from the completion message, and the suggested tips.',
  },
  {
    route: 'subscription_details',
    description: 'Your plan and price per staff, billing period, card on file, invoices and the payment account.',
  },
  {
    route: 'royalty_payments',
    description:
      'Your franchise royalties: each month’s invoice worked out from collected revenue, the balance due, and payments.',
    // Spec §2: hidden unless the user belongs to a franchise, whatever the role grants.
    usefulTo: (_permissions, user) => user.belongs_to_franchise === 1,
  },
];

export interface SettingsLink {
  name: RouteName;
  title: string;
  path: string;
  description: string;
}

/** The settings pages this user may open (spec §6: each by its own permission). */
export function settingsLinksFor(permissions: unknown, user: SettingsUserFacts = {}): SettingsLink[] {
  return SETTINGS_PAGES.flatMap(({ route, description, usefulTo }) => {
    const entry = routeByName(route);
    if (entry.permission !== null && !hasPermission(permissions, entry.permission)) return [];
    if (usefulTo && !usefulTo(permissions, user)) return [];
    return [{ name: route, title: entry.title, path: pathTo(route), description }];
  });
}
