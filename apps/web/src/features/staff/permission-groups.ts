/** Permission names grouped the way the menu groups their pages, for the staff page's checkbox list. */
import { withDetailPages } from '@employee-portal/core/access/detail-pages';
import { ALL_PERMISSIONS, type Permission } from '@employee-portal/core/access/permissions';

export const isPermission = (name: string): name is Permission => (ALL_PERMISSIONS as readonly string[]).includes(name);

/** Ticking a list ticks its record pages too; each can still be unticked on its own. */
export const grantWithDetailPages = <Held extends string>(held: readonly Held[], permission: Permission & Held) => [
  ...new Set<Held>([...held, ...(withDetailPages(permission) as Held[])]),
];

const GROUPS: readonly { label: string; permissions: readonly string[] }[] = [
  {
    label: 'Clients',
    permissions: [
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
    ],
  },
  {
    label: 'Staff and shifts',
    permissions: [
      'staff',
      'staff_show',
      'shifts',
      'shift',
      'my_shift_report',
      'time_mileage_report',
      'start_end_shift',
    ],
  },
  {
    label: 'Scheduler',
    permissions: [
      'dispatch_board',
      'dispatch_board_show',
      'route_manager',
      'schedule',
      'schedule_show',
      'schedule_map_view',
      'unassigned',
      'unassigned_show',
      'work_area',
      'work_area_activity_log',
      'work_area_inventory',
    ],
  },
  {
    label: 'Billing',
    permissions: [
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
    ],
  },
  {
    label: 'Payroll',
    permissions: [
      'create_pay_slips',
      'payroll_report',
      'payroll_report_show',
      'productivity_report',
      'productivity_report_show',
    ],
  },
  {
    label: 'Reports',
    permissions: [
      'route_planning_report',
      'completed_jobs_report',
      'additional_residential_services_report',
      'additional_commercial_services_report',
      'open_balance_report',
      'cleanup_notifications_report',
      'ratings_and_comments_report',
      'tips_report',
    ],
  },
  { label: 'Account', permissions: ['notifications', 'change_password', 'change_email', 'two_factor'] },
];

export interface PermissionGroup {
  label: string;
  permissions: string[];
}

/** Every known permission in exactly one group; whatever the groups above do not name lands in 'Settings and other'. */
export const permissionGroups: PermissionGroup[] = (() => {
  const named = new Set(GROUPS.flatMap((group) => group.permissions));
  const rest = ALL_PERMISSIONS.filter((permission) => !named.has(permission));
  return [
    ...GROUPS.map((group) => ({
      label: group.label,
      permissions: group.permissions.filter((permission) =>
        (ALL_PERMISSIONS as readonly string[]).includes(permission),
      ),
    })),
    { label: 'Settings and other', permissions: rest },
  ];
})();

/** 'time_mileage_report' → 'Time mileage report'. */
export const permissionLabel = (permission: string) => {
  const words = permission.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
