/** Spec §6: a membership's permissions are route names; these three are always allowed. */
export const ALWAYS_ALLOWED_PERMISSIONS = ['settings', 'dormant_clients', 'directory_listing'] as const;

/** Every permission name the product knows: route names of spec §2 plus the menu's own permission names. */
export const ALL_PERMISSIONS = [
  'clients', 'client', 'link_clients', 'leads', 'lead', 'dormant_clients', 'commercial_clients', 'commercial_client',
  'change_requests', 'new_client_planner',
  'staff', 'staff_show', 'shifts', 'shift', 'my_shift_report', 'time_mileage_report', 'start_end_shift',
  'dispatch_board', 'route_manager', 'schedule', 'unassigned', 'notifications', 'work_area_activity_log', 'work_area',
  'work_area_inventory',
  'subscriptions', 'subscription', 'commercial_subscriptions', 'commercial_subscription', 'recurring_invoices',
  'one_time_invoices', 'invoice', 'payments', 'payment', 'receive_check_payment', 'receive_commercial_check_payment',
  'coupons', 'coupon', 'gift_certificates', 'gift_certificate', 'payouts', 'payout', 'sales_tax_reports',
  'residential_cross_sell', 'commercial_cross_sell', 'service_plan', 'royalty_invoice', 'royalty_payment',
  'create_pay_slips', 'payroll_report', 'productivity_report',
  'route_planning_report', 'completed_jobs_report', 'additional_residential_services_report',
  'additional_commercial_services_report', 'open_balance_report', 'cleanup_notifications_report',
  'ratings_and_comments_report', 'tips_report',
  'settings', 'client_onboarding', 'quickbooks_online', 'billing_settings', 'scheduler_settings',
  'field_tech_app_settings', 'client_portal_settings', 'pricing_setup', 'payroll_settings', 'customize_dashboard',
  'ratings_comments_and_tipping', 'open_api', 'royalty_payments', 'directory_listing', 'subscription_details',
  'branding_settings', 'additional_services', 'additional_commercial_services',
  'change_password', 'change_email', 'two_factor', 'connect_to_stripe', 'organization_landing_page',
] as const;

export type Permission = (typeof ALL_PERMISSIONS)[number];

/** The permissions field may arrive as an array or as an object whose values are the names. */
export function normalizePermissions(raw: unknown): string[] {
  const values = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? Object.values(raw) : [];
  return [...new Set(values.filter((value): value is string => typeof value === 'string'))];
}

export function hasPermission(permissions: unknown, permission: string): boolean {
  if ((ALWAYS_ALLOWED_PERMISSIONS as readonly string[]).includes(permission)) return true;
  return normalizePermissions(permissions).includes(permission);
}
