/**
 * The one route table (spec §2). The web router, page titles, navigation guards, the menu and the server's
 * permission checks all read it. A route enters the table only when its page is built.
 */
import { route, type RouteDefinition } from './route-definition.ts';
import { reportRoutes } from './report-routes.ts';
import { PRODUCT_NAME } from '../version.ts';

export type { MenuGroup, RouteDefinition } from './route-definition.ts';

export const routeTable = [
  route({ name: 'login', path: '/login', title: 'Login', isPublic: true, permission: null }),
  route({ name: 'reset_password', path: '/reset_password', title: 'Reset Password', isPublic: true, permission: null }),
  route({
    name: 'reset_password_token',
    path: '/reset_password/:token',
    title: 'Reset Password',
    isPublic: true,
    permission: null,
  }),
  route({ name: 'dashboard', path: '/', title: 'Dashboard', permission: null, menu: { group: 'home', label: 'Home' } }),
  route({ name: 'change_password', path: '/change_password', title: 'Change Password' }),
  route({ name: 'no_premissions', path: '/no_premissions', title: 'No Permissions', permission: null }),
  route({ name: 'not_found', path: '*', title: 'Page Not Found', permission: null }),
  // Where a lapsed organization's members who cannot renew it land (guard 2), instead of Subscription Details.
  route({ name: 'subscription_ended', path: '/subscription_ended', title: 'Subscription Ended', permission: null }),
  route({ name: 'change_email', path: '/change_email', title: 'Change Email' }),
  // Opened from the e-mailed link, possibly signed in as anyone: the token alone proves the request.
  route({
    name: 'change_email_token',
    path: '/change_email/:token',
    title: 'Change Email',
    isOpen: true,
    permission: null,
  }),
  route({ name: 'two_factor', path: '/two_factor', title: 'Two-Factor Authentication' }),
  route({ name: 'notifications', path: '/notifications', title: 'Notifications' }),
  route({ name: 'settings', path: '/settings', title: 'Settings', menu: { group: 'settings', label: 'Settings' } }),
  route({
    name: 'subscription_details',
    path: '/settings/subscription_details',
    title: 'Subscription Details',
    menu: { group: 'settings', label: 'Subscription Details' },
  }),
  route({
    name: 'organization_onboarding',
    path: '/organization_onboarding',
    title: 'Organization Onboarding',
    isPublic: true,
    permission: null,
  }),
  route({ name: 'organization_landing_page', path: '/organization_landing_page', title: 'Get Started' }),
  route({ name: 'connect_to_stripe', path: '/connect_to_stripe', title: 'Connect to Stripe' }),
  route({ name: 'clients', path: '/clients', title: 'Clients', menu: { group: 'clients', label: 'Clients' } }),
  route({ name: 'client', path: '/client/:id/show', title: 'Client' }),
  route({ name: 'dormant_clients', path: '/dormant_clients', title: 'Dormant Clients' }),
  route({ name: 'link_clients', path: '/link_clients', title: 'Link Clients' }),
  route({ name: 'leads', path: '/leads', title: 'Leads' }),
  route({ name: 'lead', path: '/lead/:id/show/:client_registration_id?', title: 'Lead' }),
  // Issue 15: a Clients route the spec leaves out of the menu; the lead, unassigned and Unassigned list pages link here.
  route({ name: 'new_client_planner', path: '/new_client_planner', title: 'New Client Planner' }),
  route({
    name: 'commercial_clients',
    path: '/commercial_clients',
    title: 'Commercial Clients',
    menu: { group: 'clients', label: 'Commercial Clients' },
  }),
  route({ name: 'commercial_client', path: '/commercial_client/:id/show', title: 'Commercial Client' }),
  route({
    name: 'change_requests',
    path: '/change_requests',
    title: 'Change Requests',
    menu: { group: 'clients', label: 'Change Requests' },
  }),
  route({ name: 'staff', path: '/staff', title: 'Staff', menu: { group: 'staff', label: 'Staff' } }),
  route({ name: 'staff_show', path: '/staff/:id/show', title: 'Staff Member' }),
  route({ name: 'shifts', path: '/shifts', title: 'Shifts', menu: { group: 'staff', label: 'Shifts' } }),
  route({ name: 'shift', path: '/shift/:id/show', title: 'Shift' }),
  route({
    name: 'my_shift_report',
    path: '/my_shift_report',
    title: 'My Shift Report',
    menu: { group: 'staff', label: 'My Shift Report' },
  }),
  route({
    name: 'time_mileage_report',
    path: '/time_mileage_report',
    title: 'Time & Mileage Report',
    menu: { group: 'staff', label: 'Time & Mileage Report' },
  }),
  route({
    name: 'field_tech_app_settings',
    path: '/settings/field_tech_app_settings',
    title: 'Field Tech App Settings',
  }),
  route({
    name: 'start_end_shift',
    path: '/start_end_shift',
    title: 'Start/End Shift',
    menu: { group: 'staff', label: 'Start/End Shift' },
  }),
  // Opened from the e-mailed invitation, signed in or not: the token alone proves it.
  route({
    name: 'accept_invitation',
    path: '/accept_invitation/:token',
    title: 'Accept Invitation',
    isOpen: true,
    permission: null,
  }),
  route({ name: 'client_onboarding', path: '/settings/client_onboarding/:tab?', title: 'Client Onboarding' }),
  route({ name: 'work_area', path: '/work_area/:id/show', title: 'Work Area' }),
  // The organization's public sign-up form: visitors are never signed in, staff may open it to try it.
  route({ name: 'client_sign_up_form', path: '/sign_up/:form_key', title: 'Sign Up', isOpen: true, permission: null }),
  route({ name: 'pay_invoice', path: '/pay/:token', title: 'Pay Invoice', isOpen: true, permission: null }),
  route({ name: 'pricing_setup', path: '/settings/pricing_setup', title: 'Pricing Setup' }),
  route({ name: 'service_plan', path: '/service_plan/:id/show', title: 'Service Plan' }),
  // Spec §2 menu: the cross-sell settings pages hold additional_services / additional_commercial_services.
  route({
    name: 'residential_cross_sells',
    path: '/settings/residential_cross_sells',
    title: 'Residential Cross-Sells',
    permission: 'additional_services',
  }),
  route({
    name: 'commercial_cross_sells',
    path: '/settings/commercial_cross_sells',
    title: 'Commercial Cross-Sells',
    permission: 'additional_commercial_services',
  }),
  route({ name: 'residential_cross_sell', path: '/residential_cross_sell/:id/show', title: 'Residential Cross-Sell' }),
  route({ name: 'commercial_cross_sell', path: '/commercial_cross_sell/:id/show', title: 'Commercial Cross-Sell' }),
  // Spec §2 Billing menu order: subscriptions, commercial subscriptions, ..., coupons, gift certificates.
  route({
    name: 'subscriptions',
    path: '/subscriptions',
    title: 'Subscriptions',
    menu: { group: 'billing', label: 'Subscriptions' },
  }),
  route({ name: 'subscription', path: '/subscription/:id/show', title: 'Subscription' }),
  route({
    name: 'commercial_subscriptions',
    path: '/commercial_subscriptions',
    title: 'Commercial Subscriptions',
    menu: { group: 'billing', label: 'Commercial Subscriptions' },
  }),
  route({
    name: 'commercial_subscription',
    path: '/commercial_subscription/:id/show',
    title: 'Commercial Subscription',
  }),
  // Issue 16: spec §2 Billing menu, recurring then one-time invoices right after the commercial subscriptions.
  route({
    name: 'recurring_invoices',
    path: '/recurring_invoices',
    title: 'Recurring Invoices',
    menu: { group: 'billing', label: 'Recurring Invoices' },
  }),
  route({
    name: 'one_time_invoices',
    path: '/one_time_invoices',
    title: 'One-Time Invoices',
    menu: { group: 'billing', label: 'One-Time Invoices' },
  }),
  route({ name: 'invoice', path: '/invoice/:id', title: 'Invoice' }),
  route({ name: 'invoice_edit', path: '/invoice/:id/edit', title: 'Edit Invoice' }),
  route({ name: 'payments', path: '/payments', title: 'Payments', menu: { group: 'billing', label: 'Payments' } }),
  route({ name: 'payment', path: '/payment/:id', title: 'Payment' }),
  route({ name: 'receive_check_payment', path: '/receive_check_payment', title: 'Receive Check Payment' }),
  route({
    name: 'receive_commercial_check_payment',
    path: '/receive_commercial_check_payment',
    title: 'Receive Commercial Check Payment',
  }),
  route({ name: 'coupons', path: '/coupons', title: 'Coupons', menu: { group: 'billing', label: 'Coupons' } }),
  route({ name: 'coupon', path: '/coupon/:id/show', title: 'Coupon' }),
  route({
    name: 'gift_certificates',
    path: '/gift_certificates',
    title: 'Gift Certificates',
    menu: { group: 'billing', label: 'Gift Certificates' },
  }),
  route({ name: 'gift_certificate', path: '/gift_certificate/:id/show', title: 'Gift Certificate' }),
  // Issue 16: spec §2 Billing menu (…, /gift_certificates, /payouts).
  route({ name: 'payouts', path: '/payouts', title: 'Payouts', menu: { group: 'billing', label: 'Payouts' } }),
  route({ name: 'payout', path: '/payout/:id/show', title: 'Payout' }),
  // Issue 16: the Billing menu's last item.
  route({
    name: 'sales_tax_report',
    path: '/sales_tax_report',
    title: 'Sales Tax Report',
    permission: 'sales_tax_reports',
    menu: { group: 'billing', label: 'Sales Tax Report' },
  }),
  // Issue 18 item 4: spec §2 Payroll menu (/create_pay_slips, /payroll_report, /productivity_report).
  route({
    name: 'create_pay_slips',
    path: '/create_pay_slips',
    title: 'Create Pay Slips',
    menu: { group: 'payroll', label: 'Create Pay Slips' },
  }),
  // Issue 18 item 5: the payroll reports, each drilling into one staff member (membership id) from a first period.
  route({
    name: 'payroll_report',
    path: '/payroll_report',
    title: 'Payroll Report',
    menu: { group: 'payroll', label: 'Payroll Report' },
  }),
  route({ name: 'payroll_report_show', path: '/payroll_report/:id/show/:date_from?', title: 'Payroll Report' }),
  route({
    name: 'productivity_report',
    path: '/productivity_report',
    title: 'Productivity Report',
    menu: { group: 'payroll', label: 'Productivity Report' },
  }),
  route({
    name: 'productivity_report_show',
    path: '/productivity_report/:id/show/:date_from?',
    title: 'Productivity Report',
  }),
  route({
    name: 'ratings_comments_and_tipping',
    path: '/settings/ratings_comments_and_tipping',
    title: 'Ratings, Comments and Tipping',
  }),
  // Opened from the completion message, signed in as anyone or no one: the token alone proves the request.
  route({ name: 'rate_visit', path: '/rate/:token', title: 'Rate Your Visit', isOpen: true, permission: null }),
  route({
    name: 'dispatch_board',
    path: '/dispatch_board',
    title: 'Dispatch Board',
    menu: { group: 'scheduler', label: 'Dispatch Board' },
  }),
  route({ name: 'dispatch_board_show', path: '/dispatch_board/:id/show', title: 'Tech Day' }),
  // Issue 15: a day's routes per tech, optimised, reordered and printed.
  route({
    name: 'route_manager',
    path: '/route_manager',
    title: 'Route Manager',
    menu: { group: 'scheduler', label: 'Route Manager' },
  }),
  // Spec §2 Scheduler menu: /dispatch_board, /route_manager, /schedule, /unassigned.
  route({ name: 'schedule', path: '/schedule', title: 'Schedule', menu: { group: 'scheduler', label: 'Schedule' } }),
  route({ name: 'schedule_show', path: '/schedule/:id/show', title: 'Job' }),
  route({ name: 'schedule_map_view', path: '/schedule/map_view', title: 'Schedule Map' }),
  // Issue 14, the office's scheduling pages: spec §2 Scheduler menu (…, /unassigned).
  route({
    name: 'unassigned',
    path: '/unassigned',
    title: 'Unassigned',
    menu: { group: 'scheduler', label: 'Unassigned' },
  }),
  route({ name: 'unassigned_show', path: '/unassigned/:id/show', title: 'Unassigned Location' }),
  route({ name: 'scheduler_settings', path: '/settings/scheduler_settings', title: 'Scheduler Settings' }),
  route({ name: 'billing_settings', path: '/settings/billing_settings', title: 'Billing Settings' }),
  // Issue 17: the accounting integration's settings, and the page Intuit's consent sends the browser back to.
  route({ name: 'quickbooks_online', path: '/settings/quickbooks_online', title: 'QuickBooks Online' }),
  route({ name: 'customize_dashboard', path: '/settings/customize_dashboard', title: 'Customize Dashboard' }),
  route({ name: 'quick_books_oauth', path: '/quick_books_oauth', title: 'Connecting QuickBooks' }),
  // Issue 18: the pay period, overtime, mileage and tip rules, and every member's pay rules.
  route({ name: 'payroll_settings', path: '/settings/payroll_settings', title: 'Payroll Settings' }),
  ...reportRoutes,
  // Issue 20: API keys for the organization's own integrations, and where the API is documented.
  route({ name: 'open_api', path: '/settings/open_api', title: 'Open API' }),
  // Issue 20: the organization's logo, colours and the company details its mail prints.
  route({ name: 'branding_settings', path: '/settings/branding_settings', title: 'Branding Settings' }),
  // Issue 20: what clients may do in their portal, and the organization's public directory listing.
  route({ name: 'client_portal_settings', path: '/settings/client_portal_settings', title: 'Client Portal Settings' }),
  route({ name: 'directory_listing', path: '/settings/directory_listing', title: 'Directory Listing' }),
  // The listing_url of GET /organization_settings: anyone may open it, signed in or not.
  route({
    name: 'public_listing',
    path: '/directory/:organization_id',
    title: 'Directory Listing',
    isOpen: true,
    permission: null,
  }),
  // Issue 20: franchise members' royalties (hidden from everyone else by the guard and the settings hub).
  route({
    name: 'royalty_payments',
    path: '/settings/royalty_payments',
    title: 'Royalty Payments',
    menu: { group: 'settings', label: 'Royalty Payments' },
  }),
  route({ name: 'royalty_invoice', path: '/royalty_invoice/:id/show', title: 'Royalty Invoice' }),
  route({ name: 'royalty_payment', path: '/royalty_payment/:id/show', title: 'Royalty Payment' }),
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof routeTable)[number]['name'];

const routesByName = new Map<string, RouteDefinition>(routeTable.map((entry) => [entry.name, entry]));

export function routeByName(name: RouteName): RouteDefinition {
  const found = routesByName.get(name);
  if (!found) throw new Error(`Unknown route ${name}`);
  return found;
}

export const pageTitle = (entry: Pick<RouteDefinition, 'title'>) => `${entry.title} | ${PRODUCT_NAME}`;

/** Fills a route's params: pathTo('reset_password_token', { token }) -> '/reset_password/abc'. */
export function pathTo(name: RouteName, params: Record<string, string | number | undefined> = {}): string {
  const path = routeByName(name).path.replace(/:(\w+)\??/g, (_, key: string) => {
    const value = params[key];
    return value === undefined ? '' : encodeURIComponent(String(value));
  });
  return path.replace(/\/+$/, '') || '/';
}
