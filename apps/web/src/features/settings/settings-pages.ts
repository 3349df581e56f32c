import { hasPermission } from '@employee-portal/core/access/permissions';
import { dashboardWidgetKeys, mayReadDashboardWidget } from '@employee-portal/core/dashboard/widgets';
import { pathTo, routeByName, type RouteName } from '@employee-portal/core/routes/route-table';

export const settingsGroups = [
  'Company',
  'Clients and sales',
  'Operations and payroll',
  'Money and integrations',
  'Plan and personal',
] as const;
export type SettingsGroup = (typeof settingsGroups)[number];

/** What besides permissions decides whether a page is of use (spec §2: royalties only for franchise members). */
export interface SettingsUserFacts {
  belongs_to_franchise?: number;
}

interface SettingsPage {
  route: RouteName;
  group: SettingsGroup;
  description: string;
  /** For a page open to everyone that is of use only to some (the route's permission is null). */
  usefulTo?: (permissions: unknown, user: SettingsUserFacts) => boolean;
}

/**
 * Every settings page, in the spec's menu order (§2 "Settings") within its group. A page's route enters core's table
 * and this list together.
 */
const SETTINGS_PAGES: readonly SettingsPage[] = [
  {
    route: 'client_onboarding',
    group: 'Clients and sales',
    description:
      'Your public sign-up form: questions, service area, pricing display, thank-you text and the code to embed it on your website.',
  },
  {
    route: 'billing_settings',
    group: 'Money and integrations',
    description:
      'Prepaid or postpaid invoices, the billing day, due terms, autopay and its retries, sales tax rates, tax id and invoice footer.',
  },
  {
    route: 'pricing_setup',
    group: 'Clients and sales',
    description: 'Service plans by frequency and number of dogs, initial cleanup prices and premiums per work area.',
  },
  {
    route: 'scheduler_settings',
    group: 'Operations and payroll',
    description:
      'Working days, how far ahead jobs are made, minutes per stop, client notifications, skip reasons and route addresses.',
  },
  {
    route: 'residential_cross_sells',
    group: 'Clients and sales',
    description:
      'Add-on services and products sold with residential subscriptions: price, frequency and who buys them.',
  },
  {
    route: 'commercial_cross_sells',
    group: 'Clients and sales',
    description: 'Add-on services and products sold with commercial subscriptions: price, frequency and who buys them.',
  },
  {
    route: 'quickbooks_online',
    group: 'Money and integrations',
    description:
      'Connect QuickBooks Online, pick the items and accounts invoices and payouts are booked to, match customers, and follow the sync.',
  },
  {
    route: 'payroll_settings',
    group: 'Operations and payroll',
    description:
      'The pay period, overtime, mileage and tip rules, and every staff member’s pay: hourly, per job, dog or yard, commission and salary.',
  },
  {
    route: 'field_tech_app_settings',
    group: 'Operations and payroll',
    description:
      'What technicians see on their day (prices, client phone, notes), what they must do to finish a visit, and whether they may reorder their route.',
  },
  {
    route: 'customize_dashboard',
    group: 'Plan and personal',
    description: 'Which dashboard widgets you see and in what order; the owner sets the organization’s default.',
    // Someone whose role reads no dashboard figure (a field tech) has nothing to arrange.
    usefulTo: (permissions) => dashboardWidgetKeys.some((key) => mayReadDashboardWidget(permissions, key)),
  },
  {
    route: 'ratings_comments_and_tipping',
    group: 'Clients and sales',
    description:
      'Whether clients may rate visits, comment and tip their tech from the completion message, and the suggested tips.',
  },
  {
    route: 'open_api',
    group: 'Money and integrations',
    description:
      'API keys that let your other programs read and change your data within the scopes you pick, webhooks that tell them what happened, and the API’s documentation.',
  },
  {
    route: 'branding_settings',
    group: 'Company',
    description:
      'Your logo, header and button colors, and the company details printed on invoices and at the foot of your e-mails.',
  },
  {
    route: 'subscription_details',
    group: 'Plan and personal',
    description: 'Your plan and price per staff, billing period, card on file, invoices and the payment account.',
  },
  {
    route: 'client_portal_settings',
    group: 'Company',
    description:
      'What clients may do in their portal (see and pay invoices, change their card, ask for a pause, skip or cancel), its address and welcome text.',
  },
  {
    route: 'directory_listing',
    group: 'Company',
    description:
      'Your public listing: published or not, a short description and contact details, with your services, prices, zip codes and ratings.',
    // Spec §6 lets everyone open it; the hub offers it to those who may change it (the branding permission).
    usefulTo: (permissions) => hasPermission(permissions, 'branding_settings'),
  },
  {
    route: 'royalty_payments',
    group: 'Plan and personal',
    description:
      'Your franchise royalties: each month’s invoice worked out from collected revenue, the balance due, and payments.',
    // Spec §2: hidden unless the user belongs to a franchise, whatever the role grants.
    usefulTo: (_permissions, user) => user.belongs_to_franchise === 1,
  },
];

export interface SettingsLink {
  name: RouteName;
  group: SettingsGroup;
  title: string;
  path: string;
  description: string;
}

/** The settings pages this user may open (spec §6: each by its own permission). */
export function settingsLinksFor(permissions: unknown, user: SettingsUserFacts = {}): SettingsLink[] {
  return SETTINGS_PAGES.flatMap(({ route, group, description, usefulTo }) => {
    const entry = routeByName(route);
    if (entry.permission !== null && !hasPermission(permissions, entry.permission)) return [];
    if (usefulTo && !usefulTo(permissions, user)) return [];
    return [{ name: route, group, title: entry.title, path: pathTo(route), description }];
  });
}
