/** Spec §6: a membership's permissions are route names; these three are always allowed. */
export const ALWAYS_ALLOWED_PERMISSIONS = ['settings', 'dormant_clients', 'directory_listing'] as const;

/** Every permission name the product knows: route names of spec §2 plus the menu's own permission names. */
export const ALL_PERMISSIONS = [
  'clients',
  'client',
  'link_clients',
  'leads',
  'lead',
  'dormant_clients',
  'commercial_clients',
  'commercial_client',
  'change_requests',
  'new_client_planner',
  'staff',
  'staff_show',
  'shifts',
  'shift',
  'my_shift_report',
  'time_mileage_report',
  'start_end_shift',
  'dispatch_board',
  'dispatch_board_show',
  'route_manager',
  'schedule',
  'schedule_show',
  'schedule_map_view',
  'unassigned',
  'unassigned_show',
  'notifications',
  'work_area_activity_log',
  'work_area',
  'work_area_inventory',
  'subscriptions',
  'subscription',
  'commercial_subscriptions',
  'commercial_subscription',
  'recurring_invoices',
  'one_time_invoices',
  'invoice',
  'invoice_edit',
  'payments',
  'payment',
  'receive_check_payment',
  'receive_commercial_check_payment',
  'coupons',
  'coupon',
  'gift_certificates',
  'gift_certificate',
  'payouts',
  'payout',
  'sales_tax_reports',
  'residential_cross_sell',
  'commercial_cross_sell',
  'service_plan',
  'royalty_invoice',
  'royalty_payment',
  'create_pay_slips',
  'payroll_report',
  'payroll_report_show',
  'productivity_report',
  'productivity_report_show',
  'route_planning_report',
  'completed_jobs_report',
  'additional_residential_services_report',
  'additional_commercial_services_report',
  'open_balance_report',
  'cleanup_notifications_report',
  'ratings_and_comments_report',
  'tips_report',
  'settings',
  'client_onboarding',
  'quickbooks_online',
  'quick_books_oauth',
  'billing_settings',
  'scheduler_settings',
  'field_tech_app_settings',
  'client_portal_settings',
  'pricing_setup',
  'payroll_settings',
  'customize_dashboard',
  'ratings_comments_and_tipping',
  'open_api',
  'royalty_payments',
  'directory_listing',
  'subscription_details',
  'branding_settings',
  'additional_services',
  'additional_commercial_services',
  'change_password',
  'change_email',
  'two_factor',
  'connect_to_stripe',
  'organization_landing_page',
] as const;

export type Permission = (typeof ALL_PERMISSIONS)[number];

/**
 * A list's record pages (and the pages reached only from it): guard 4 asks each by its own name, and a role given the
 * list is given these with it unless someone unticks them.
 */
export const DETAIL_PAGES: Partial<Record<Permission, readonly Permission[]>> = {
  clients: ['client'],
  leads: ['lead'],
  commercial_clients: ['commercial_client'],
  staff: ['staff_show'],
  shifts: ['shift'],
  dispatch_board: ['dispatch_board_show'],
  schedule: ['schedule_show', 'schedule_map_view'],
  unassigned: ['unassigned_show'],
  subscriptions: ['subscription'],
  commercial_subscriptions: ['commercial_subscription'],
  recurring_invoices: ['invoice', 'invoice_edit'],
  one_time_invoices: ['invoice', 'invoice_edit'],
  invoice: ['invoice_edit'],
  payments: ['payment'],
  coupons: ['coupon'],
  gift_certificates: ['gift_certificate'],
  payouts: ['payout'],
  payroll_report: ['payroll_report_show'],
  productivity_report: ['productivity_report_show'],
  pricing_setup: ['service_plan'],
  additional_services: ['residential_cross_sell'],
  additional_commercial_services: ['commercial_cross_sell'],
  quickbooks_online: ['quick_books_oauth'],
  royalty_payments: ['royalty_invoice', 'royalty_payment'],
};

/** A permission with the record pages that come with it by default. */
export const withDetailPages = (permission: Permission): Permission[] => [
  permission,
  ...(DETAIL_PAGES[permission] ?? []),
];

/**
 * Permissions that open a page and nothing more: the API reads those records under the list's permission, so an API
 * key given one of these alone could do nothing.
 */
export const PAGE_ONLY_PERMISSIONS: readonly Permission[] = [
  'staff_show',
  'shift',
  'dispatch_board_show',
  'schedule_show',
  'schedule_map_view',
  'unassigned_show',
  'invoice_edit',
  'payroll_report_show',
  'productivity_report_show',
  'quick_books_oauth',
];

/** The permissions field may arrive as an array or as an object whose values are the names. */
export function normalizePermissions(raw: unknown): string[] {
  const values = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? Object.values(raw) : [];
  return [...new Set(values.filter((value): value is string => typeof value === 'string'))];
}

export function hasPermission(permissions: unknown, permission: string): boolean {
  if ((ALWAYS_ALLOWED_PERMISSIONS as readonly string[]).includes(permission)) return true;
  return normalizePermissions(permissions).includes(permission);
}
