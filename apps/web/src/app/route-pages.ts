/**
 * Every signed-in page is its own chunk (DESIGN §7): the login route downloads no code of signed-in pages.
 * route-pages.test.ts checks that each route of core's table has a page here.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteName } from '@employee-portal/core/routes/route-table';
import { lazyPage } from '../lib/chunk-load.ts';
import LoginPage from '../features/auth/pages/login-page.tsx';

/** A lazily loaded page, or the login page, which comes with the first download. */
type RoutePage = LazyExoticComponent<ComponentType> | ComponentType;

const routePages = {
  // The one page in the first download: a first visit is a sign-in, and a separate chunk would cost a round trip.
  login: LoginPage,
  reset_password: lazyPage(() => import('../features/auth/pages/forgot-password-page.tsx')),
  reset_password_token: lazyPage(() => import('../features/auth/pages/reset-password-page.tsx')),
  change_password: lazyPage(() => import('../features/auth/pages/change-password-page.tsx')),
  dashboard: lazyPage(() => import('../features/dashboard/pages/dashboard-page.tsx')),
  no_premissions: lazyPage(() => import('../features/system/pages/no-permissions-page.tsx')),
  not_found: lazyPage(() => import('../features/system/pages/not-found-page.tsx')),
  subscription_ended: lazyPage(() => import('../features/system/pages/subscription-ended-page.tsx')),
  change_email: lazyPage(() => import('../features/account/pages/change-email-page.tsx')),
  change_email_token: lazyPage(() => import('../features/account/pages/confirm-email-change-page.tsx')),
  two_factor: lazyPage(() => import('../features/account/pages/two-factor-page.tsx')),
  notifications: lazyPage(() => import('../features/notifications/pages/notifications-page.tsx')),
  settings: lazyPage(() => import('../features/settings/pages/settings-page.tsx')),
  subscription_details: lazyPage(() => import('../features/subscription/pages/subscription-details-page.tsx')),
  organization_onboarding: lazyPage(() => import('../features/onboarding/pages/organization-onboarding-page.tsx')),
  organization_landing_page: lazyPage(() => import('../features/onboarding/pages/organization-landing-page.tsx')),
  connect_to_stripe: lazyPage(() => import('../features/payment-account/pages/connect-to-stripe-page.tsx')),
  clients: lazyPage(() => import('../features/clients/pages/clients-page.tsx')),
  client: lazyPage(() => import('../features/clients/pages/client-page.tsx')),
  dormant_clients: lazyPage(() => import('../features/clients/pages/dormant-clients-page.tsx')),
  link_clients: lazyPage(() => import('../features/clients/pages/link-clients-page.tsx')),
  leads: lazyPage(() => import('../features/leads/pages/leads-page.tsx')),
  lead: lazyPage(() => import('../features/leads/pages/lead-page.tsx')),
  commercial_clients: lazyPage(() => import('../features/commercial/pages/commercial-clients-page.tsx')),
  commercial_client: lazyPage(() => import('../features/commercial/pages/commercial-client-page.tsx')),
  change_requests: lazyPage(() => import('../features/change-requests/pages/change-requests-page.tsx')),
  staff: lazyPage(() => import('../features/staff/pages/staff-page.tsx')),
  staff_show: lazyPage(() => import('../features/staff/pages/staff-member-page.tsx')),
  shifts: lazyPage(() => import('../features/shifts/pages/shifts-page.tsx')),
  shift: lazyPage(() => import('../features/shifts/pages/shift-page.tsx')),
  my_shift_report: lazyPage(() => import('../features/shifts/pages/my-shift-report-page.tsx')),
  time_mileage_report: lazyPage(() => import('../features/shifts/pages/time-mileage-report-page.tsx')),
  field_tech_app_settings: lazyPage(() => import('../features/tech-day/pages/field-tech-app-settings-page.tsx')),
  cleanup_notifications_report: lazyPage(
    () => import('../features/cleanup-notifications/pages/cleanup-notifications-report-page.tsx'),
  ),
  start_end_shift: lazyPage(() => import('../features/shifts/pages/start-end-shift-page.tsx')),
  accept_invitation: lazyPage(() => import('../features/invitations/pages/accept-invitation-page.tsx')),
  client_onboarding: lazyPage(() => import('../features/client-onboarding/pages/client-onboarding-page.tsx')),
  work_area: lazyPage(() => import('../features/work-areas/pages/work-area-page.tsx')),
  client_sign_up_form: lazyPage(() => import('../features/public-form/pages/public-sign-up-page.tsx')),
  pricing_setup: lazyPage(() => import('../features/pricing/pages/pricing-setup-page.tsx')),
  service_plan: lazyPage(() => import('../features/pricing/pages/service-plan-page.tsx')),
  residential_cross_sells: lazyPage(() => import('../features/cross-sells/pages/residential-cross-sells-page.tsx')),
  commercial_cross_sells: lazyPage(() => import('../features/cross-sells/pages/commercial-cross-sells-page.tsx')),
  residential_cross_sell: lazyPage(() => import('../features/cross-sells/pages/residential-cross-sell-page.tsx')),
  commercial_cross_sell: lazyPage(() => import('../features/cross-sells/pages/commercial-cross-sell-page.tsx')),
  subscriptions: lazyPage(() => import('../features/subscriptions/pages/subscriptions-page.tsx')),
  subscription: lazyPage(() => import('../features/subscriptions/pages/subscription-page.tsx')),
  commercial_subscriptions: lazyPage(() => import('../features/subscriptions/pages/commercial-subscriptions-page.tsx')),
  commercial_subscription: lazyPage(() => import('../features/subscriptions/pages/commercial-subscription-page.tsx')),
  coupons: lazyPage(() => import('../features/coupons/pages/coupons-page.tsx')),
  coupon: lazyPage(() => import('../features/coupons/pages/coupon-page.tsx')),
  gift_certificates: lazyPage(() => import('../features/gift-certificates/pages/gift-certificates-page.tsx')),
  gift_certificate: lazyPage(() => import('../features/gift-certificates/pages/gift-certificate-page.tsx')),
  recurring_invoices: lazyPage(() => import('../features/invoices/pages/recurring-invoices-page.tsx')),
  one_time_invoices: lazyPage(() => import('../features/invoices/pages/one-time-invoices-page.tsx')),
  invoice: lazyPage(() => import('../features/invoices/pages/invoice-page.tsx')),
  invoice_edit: lazyPage(() => import('../features/invoices/pages/invoice-edit-page.tsx')),
  payments: lazyPage(() => import('../features/payments/pages/payments-page.tsx')),
  payment: lazyPage(() => import('../features/payments/pages/payment-page.tsx')),
  receive_check_payment: lazyPage(() => import('../features/payments/pages/receive-check-payment-page.tsx')),
  receive_commercial_check_payment: lazyPage(
    () => import('../features/payments/pages/receive-commercial-check-payment-page.tsx'),
  ),
  pay_invoice: lazyPage(() => import('../features/payments/pages/pay-invoice-page.tsx')),
  payouts: lazyPage(() => import('../features/payouts/pages/payouts-page.tsx')),
  payout: lazyPage(() => import('../features/payouts/pages/payout-page.tsx')),
  ratings_comments_and_tipping: lazyPage(
    () => import('../features/ratings-and-tips/pages/ratings-and-tips-settings-page.tsx'),
  ),
  rate_visit: lazyPage(() => import('../features/ratings-and-tips/pages/rate-visit-page.tsx')),
  ratings_and_comments_report: lazyPage(
    () => import('../features/ratings-and-tips/pages/ratings-and-comments-report-page.tsx'),
  ),
  tips_report: lazyPage(() => import('../features/ratings-and-tips/pages/tips-report-page.tsx')),
  schedule: lazyPage(() => import('../features/schedule/pages/schedule-page.tsx')),
  schedule_show: lazyPage(() => import('../features/schedule/pages/job-page.tsx')),
  schedule_map_view: lazyPage(() => import('../features/schedule/pages/schedule-map-page.tsx')),
  dispatch_board: lazyPage(() => import('../features/dispatch/pages/dispatch-board-page.tsx')),
  dispatch_board_show: lazyPage(() => import('../features/dispatch/pages/dispatch-tech-day-page.tsx')),
  route_manager: lazyPage(() => import('../features/route-manager/pages/route-manager-page.tsx')),
  unassigned: lazyPage(() => import('../features/unassigned/pages/unassigned-page.tsx')),
  unassigned_show: lazyPage(() => import('../features/unassigned/pages/unassigned-show-page.tsx')),
  new_client_planner: lazyPage(() => import('../features/new-client-planner/pages/new-client-planner-page.tsx')),
  scheduler_settings: lazyPage(() => import('../features/scheduler-settings/pages/scheduler-settings-page.tsx')),
  billing_settings: lazyPage(() => import('../features/billing-settings/pages/billing-settings-page.tsx')),
  quickbooks_online: lazyPage(() => import('../features/quickbooks/pages/quickbooks-online-page.tsx')),
  quick_books_oauth: lazyPage(() => import('../features/quickbooks/pages/quickbooks-oauth-return-page.tsx')),
  payroll_settings: lazyPage(() => import('../features/payroll-settings/pages/payroll-settings-page.tsx')),
  create_pay_slips: lazyPage(() => import('../features/payroll/pages/create-pay-slips-page.tsx')),
  payroll_report: lazyPage(() => import('../features/payroll-reports/pages/payroll-report-page.tsx')),
  payroll_report_show: lazyPage(() => import('../features/payroll-reports/pages/payroll-person-page.tsx')),
  productivity_report: lazyPage(() => import('../features/payroll-reports/pages/productivity-report-page.tsx')),
  productivity_report_show: lazyPage(() => import('../features/payroll-reports/pages/productivity-person-page.tsx')),
  customize_dashboard: lazyPage(() => import('../features/dashboard/pages/customize-dashboard-page.tsx')),
  route_planning_report: lazyPage(
    () => import('../features/route-planning-report/pages/route-planning-report-page.tsx'),
  ),
  completed_jobs_report: lazyPage(() => import('../features/job-reports/pages/completed-jobs-report-page.tsx')),
  sales_tax_report: lazyPage(() => import('../features/money-reports/pages/sales-tax-report-page.tsx')),
  open_balance_report: lazyPage(() => import('../features/money-reports/pages/open-balance-report-page.tsx')),
  residential_cross_sells_report: lazyPage(
    () => import('../features/money-reports/pages/residential-cross-sells-report-page.tsx'),
  ),
  commercial_cross_sells_report: lazyPage(
    () => import('../features/money-reports/pages/commercial-cross-sells-report-page.tsx'),
  ),
  work_area_activity_log: lazyPage(() => import('../features/job-reports/pages/work-area-activity-log-page.tsx')),
  work_area_inventory: lazyPage(() => import('../features/job-reports/pages/work-area-inventory-page.tsx')),
  open_api: lazyPage(() => import('../features/open-api/pages/open-api-page.tsx')),
  branding_settings: lazyPage(() => import('../features/branding/pages/branding-settings-page.tsx')),
  client_portal_settings: lazyPage(
    () => import('../features/client-portal-settings/pages/client-portal-settings-page.tsx'),
  ),
  directory_listing: lazyPage(() => import('../features/directory-listing/pages/directory-listing-page.tsx')),
  public_listing: lazyPage(() => import('../features/directory-listing/pages/public-listing-page.tsx')),
  royalty_payments: lazyPage(() => import('../features/royalties/pages/royalty-payments-page.tsx')),
  royalty_invoice: lazyPage(() => import('../features/royalties/pages/royalty-invoice-page.tsx')),
  royalty_payment: lazyPage(() => import('../features/royalties/pages/royalty-payment-page.tsx')),
} satisfies Record<RouteName, RoutePage>;

export const hasPage = (name: string): name is keyof typeof routePages => Object.hasOwn(routePages, name);

/** The page of a route; a route without one shows the not-found page rather than crashing the app. */
export const pageFor = (name: RouteName): RoutePage => (hasPage(name) ? routePages[name] : routePages.not_found);
