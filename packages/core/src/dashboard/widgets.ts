import { hasPermission, type Permission } from '../access/permissions.ts';

/** Spec §3 "Dashboard time-range keys": the 17 widgets. */
export const dashboardWidgetKeys = [
  'total_sales',
  'referral_sources',
  'product_service_sales',
  'new_lost_residential',
  'new_lost_commercial',
  'cancel_reasons_residential',
  'cancel_reasons_commercial',
  'average_revenue_residential',
  'average_revenue_commercial',
  'active_residential',
  'active_commercial',
  'total_payments',
  'average_clients_per_tech',
  'average_clients_per_hour',
  'average_clients_per_route',
  'churn_rate',
  'lifetime_value',
] as const;
export type DashboardWidgetKey = (typeof dashboardWidgetKeys)[number];

/**
 * The permission each widget's figures need: the one the menu asks for the page holding the same business data
 * (spec §6), so the dashboard never shows a figure whose page the person may not open. Client counts are the client
 * lists'; cancellations are the subscription lists'; money is Payments'; per-tech and per-route figures are the
 * productivity report's. The API refuses a widget without it (403) and the web dashboard shows only permitted ones.
 */
export const dashboardWidgetPermissions = {
  total_sales: 'payments',
  referral_sources: 'clients',
  product_service_sales: 'payments',
  new_lost_residential: 'clients',
  new_lost_commercial: 'commercial_clients',
  cancel_reasons_residential: 'subscriptions',
  cancel_reasons_commercial: 'commercial_subscriptions',
  average_revenue_residential: 'payments',
  average_revenue_commercial: 'payments',
  active_residential: 'clients',
  active_commercial: 'commercial_clients',
  total_payments: 'payments',
  average_clients_per_tech: 'productivity_report',
  average_clients_per_hour: 'productivity_report',
  average_clients_per_route: 'productivity_report',
  churn_rate: 'subscriptions',
  lifetime_value: 'payments',
} as const satisfies Record<DashboardWidgetKey, Permission>;

export const mayReadDashboardWidget = (permissions: unknown, key: DashboardWidgetKey) =>
  hasPermission(permissions, dashboardWidgetPermissions[key]);
