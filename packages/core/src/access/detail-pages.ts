/**
 * Kept apart from permissions.ts, which the first page's download carries: only the role editor, the presets and the
 * API key scopes read these.
 */
import type { Permission } from './permissions.ts';

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
