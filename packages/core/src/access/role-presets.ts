import { withDetailPages } from './detail-pages.ts';
import { ALL_PERMISSIONS, type Permission } from './permissions.ts';

/** The seeded roles every organization starts with; a role is only a named set of permissions. */
export type RolePresetName = 'Owner' | 'Manager' | 'Office' | 'Crew Leader' | 'Field Tech' | 'Accountant';

const ACCOUNT: Permission[] = ['change_password', 'change_email', 'two_factor', 'notifications'];
const FIELD: Permission[] = [...ACCOUNT, 'start_end_shift', 'my_shift_report'];
const CLIENT_DESK: Permission[] = [
  'clients',
  'client',
  'leads',
  'lead',
  'link_clients',
  'commercial_clients',
  'commercial_client',
  'change_requests',
  'new_client_planner',
  'subscriptions',
  'subscription',
  'commercial_subscriptions',
  'commercial_subscription',
  'coupons',
  'coupon',
  'gift_certificates',
  'gift_certificate',
  'service_plan',
  'residential_cross_sell',
  'commercial_cross_sell',
];
const SCHEDULING: Permission[] = [
  'dispatch_board',
  'route_manager',
  'schedule',
  'unassigned',
  'work_area',
  'work_area_activity_log',
  'work_area_inventory',
];
const MONEY: Permission[] = [
  'recurring_invoices',
  'one_time_invoices',
  'invoice',
  'payments',
  'payment',
  'receive_check_payment',
  'receive_commercial_check_payment',
  'payouts',
  'payout',
  'sales_tax_reports',
  'open_balance_report',
];
const REPORTS: Permission[] = [
  'route_planning_report',
  'completed_jobs_report',
  'additional_residential_services_report',
  'additional_commercial_services_report',
  'cleanup_notifications_report',
  'ratings_and_comments_report',
  'tips_report',
];
const PAYROLL: Permission[] = [
  'create_pay_slips',
  'payroll_report',
  'productivity_report',
  'time_mileage_report',
  'shifts',
  'shift',
];

/** Each list comes with its record pages, as the role editor gives them. */
const unique = (permissions: Permission[]) => [...new Set(permissions.flatMap(withDetailPages))];

export const rolePresets: Record<RolePresetName, readonly Permission[]> = {
  Owner: ALL_PERMISSIONS,
  Manager: unique([
    ...FIELD,
    ...CLIENT_DESK,
    ...SCHEDULING,
    ...MONEY,
    ...REPORTS,
    ...PAYROLL,
    'staff',
    'staff_show',
    'client_onboarding',
    'scheduler_settings',
    'pricing_setup',
  ]),
  Office: unique([
    ...FIELD,
    ...CLIENT_DESK,
    ...SCHEDULING,
    'recurring_invoices',
    'one_time_invoices',
    'invoice',
    'payments',
    'payment',
    'receive_check_payment',
    'completed_jobs_report',
    'cleanup_notifications_report',
    'shifts',
    'shift',
    'client_onboarding',
  ]),
  'Crew Leader': unique([
    ...FIELD,
    'schedule',
    'unassigned',
    'dispatch_board',
    'clients',
    'client',
    'shifts',
    'shift',
    'completed_jobs_report',
  ]),
  'Field Tech': unique([...FIELD, 'schedule']),
  Accountant: unique([
    ...ACCOUNT,
    ...MONEY,
    ...PAYROLL,
    'billing_settings',
    'payroll_settings',
    'quickbooks_online',
    'subscriptions',
    'subscription',
  ]),
};
