/**
 * Every page is its own chunk (DESIGN §7): the login route downloads no code of signed-in pages.
 * route-pages.test.ts checks that each route of core's table has a page here.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '@employee-portal/core/routes/route-table';

type LazyPage = LazyExoticComponent<ComponentType>;

const routePages = {
  login: lazy(() => import('../features/auth/pages/login-page.tsx')),
  reset_password: lazy(() => import('../features/auth/pages/forgot-password-page.tsx')),
  reset_password_token: lazy(() => import('../features/auth/pages/reset-password-page.tsx')),
  change_password: lazy(() => import('../features/auth/pages/change-password-page.tsx')),
  dashboard: lazy(() => import('../features/dashboard/pages/dashboard-page.tsx')),
  no_premissions: lazy(() => import('../features/system/pages/no-permissions-page.tsx')),
  not_found: lazy(() => import('../features/system/pages/not-found-page.tsx')),
  change_email: lazy(() => import('../features/account/pages/change-email-page.tsx')),
  change_email_token: lazy(() => import('../features/account/pages/confirm-email-change-page.tsx')),
  two_factor: lazy(() => import('../features/account/pages/two-factor-page.tsx')),
  notifications: lazy(() => import('../features/notifications/pages/notifications-page.tsx')),
  settings: lazy(() => import('../features/settings/pages/settings-page.tsx')),
  subscription_details: lazy(() => import('../features/subscription/pages/subscription-details-page.tsx')),
  organization_onboarding: lazy(() => import('../features/onboarding/pages/organization-onboarding-page.tsx')),
  organization_landing_page: lazy(() => import('../features/onboarding/pages/organization-landing-page.tsx')),
  connect_to_stripe: lazy(() => import('../features/payment-account/pages/connect-to-stripe-page.tsx')),
  clients: lazy(() => import('../features/clients/pages/clients-page.tsx')),
  client: lazy(() => import('../features/clients/pages/client-page.tsx')),
  dormant_clients: lazy(() => import('../features/clients/pages/dormant-clients-page.tsx')),
  link_clients: lazy(() => import('../features/clients/pages/link-clients-page.tsx')),
  leads: lazy(() => import('../features/leads/pages/leads-page.tsx')),
  lead: lazy(() => import('../features/leads/pages/lead-page.tsx')),
  commercial_clients: lazy(() => import('../features/commercial/pages/commercial-clients-page.tsx')),
  commercial_client: lazy(() => import('../features/commercial/pages/commercial-client-page.tsx')),
  change_requests: lazy(() => import('../features/change-requests/pages/change-requests-page.tsx')),
  staff: lazy(() => import('../features/staff/pages/staff-page.tsx')),
  staff_show: lazy(() => import('../features/staff/pages/staff-member-page.tsx')),
  shifts: lazy(() => import('../features/shifts/pages/shifts-page.tsx')),
  shift: lazy(() => import('../features/shifts/pages/shift-page.tsx')),
  my_shift_report: lazy(() => import('../features/shifts/pages/my-shift-report-page.tsx')),
  time_mileage_report: lazy(() => import('../features/shifts/pages/time-mileage-report-page.tsx')),
  field_tech_app_settings: lazy(() => import('../features/tech-day/pages/field-tech-app-settings-page.tsx')),
  cleanup_notifications_report: lazy(
    () => import('../features/cleanup-notifications/pages/cleanup-notifications-report-page.tsx'),
  ),
  start_end_shift: lazy(() => import('../features/shifts/pages/start-end-shift-page.tsx')),
  accept_invitation: lazy(() => import('../features/invitations/pages/accept-invitation-page.tsx')),
  client_onboarding: lazy(() => import('../features/client-onboarding/pages/client-onboarding-page.tsx')),
  work_area: lazy(() => import('../features/work-areas/pages/work-area-page.tsx')),
  client_sign_up_form: lazy(() => import('../features/public-form/pages/public-sign-up-page.tsx')),
  pricing_setup: lazy(() => import('../features/pricing/pages/pricing-setup-page.tsx')),
  service_plan: lazy(() => import('../features/pricing/pages/service-plan-page.tsx')),
  residential_cross_sells: lazy(() => import('../features/cross-sells/pages/residential-cross-sells-page.tsx')),
  commercial_cross_sells: lazy(() => import('../features/cross-sells/pages/commercial-cross-sells-page.tsx')),
  residential_cross_sell: lazy(() => import('../features/cross-sells/pages/residential-cross-sell-page.tsx')),
  commercial_cross_sell: lazy(() => import('../features/cross-sells/pages/commercial-cross-sell-page.tsx')),
  subscriptions: lazy(() => import('../features/subscriptions/pages/subscriptions-page.tsx')),
  subscription: lazy(() => import('../features/subscriptions/pages/subscription-page.tsx')),
  commercial_subscriptions: lazy(() => import('../features/subscriptions/pages/commercial-subscriptions-page.tsx')),
  commercial_subscription: lazy(() => import('../features/subscriptions/pages/commercial-subscription-page.tsx')),
  coupons: lazy(() => import('../features/coupons/pages/coupons-page.tsx')),
  coupon: lazy(() => import('../features/coupons/pages/coupon-page.tsx')),
  gift_certificates: lazy(() => import('../features/gift-certificates/pages/gift-certificates-page.tsx')),
  gift_certificate: lazy(() => import('../features/gift-certificates/pages/gift-certificate-page.tsx')),
  recurring_invoices: lazy(() => import('../features/invoices/pages/recurring-invoices-page.tsx')),
  one_time_invoices: lazy(() => import('../features/invoices/pages/one-time-invoices-page.tsx')),
  invoice: lazy(() => import('../features/invoices/pages/invoice-page.tsx')),
  invoice_edit: lazy(() => import('../features/invoices/pages/invoice-edit-page.tsx')),
  payments: lazy(() => import('../features/payments/pages/payments-page.tsx')),
  payment: lazy(() => import('../features/payments/pages/payment-page.tsx')),
  receive_check_payment: lazy(() => import('../features/payments/pages/receive-check-payment-page.tsx')),
  receive_commercial_check_payment: lazy(
    () => import('../features/payments/pages/receive-commercial-check-payment-page.tsx'),
  ),
  pay_invoice: lazy(() => import('../features/payments/pages/pay-invoice-page.tsx')),
  payouts: lazy(() => import('../features/payouts/pages/payouts-page.tsx')),
  payout: lazy(() => import('../features/payouts/pages/payout-page.tsx')),
  ratings_comments_and_tipping: lazy(
    () => import('../features/ratings-and-tips/pages/ratings-and-tips-settings-page.tsx'),
  ),
  rate_visit: lazy(() => import('../features/ratings-and-tips/pages/rate-visit-page.tsx')),
  ratings_and_comments_report: lazy(
    () => import('../features/ratings-and-tips/pages/ratings-and-comments-report-page.tsx'),
  ),
  tips_report: lazy(() => import('../features/ratings-and-tips/pages/tips-report-page.tsx')),
  schedule: lazy(() => import('../features/schedule/pages/schedule-page.tsx')),
  schedule_show: lazy(() => import('../features/schedule/pages/job-page.tsx')),
  schedule_map_view: lazy(() => import('../features/schedule/pages/schedule-map-page.tsx')),
  dispatch_board: lazy(() => import('../features/dispatch/pages/dispatch-board-page.tsx')),
  dispatch_board_show: lazy(() => import('../features/dispatch/pages/dispatch-tech-day-page.tsx')),
  route_manager: lazy(() => import('../features/route-manager/pages/route-manager-page.tsx')),
  unassigned: lazy(() => import('../features/unassigned/pages/unassigned-page.tsx')),
  unassigned_show: lazy(() => import('../features/unassigned/pages/unassigned-show-page.tsx')),
  new_client_planner: lazy(() => import('../features/new-client-planner/pages/new-client-planner-page.tsx')),
  scheduler_settings: lazy(() => import('../features/scheduler-settings/pages/scheduler-settings-page.tsx')),
  billing_settings: lazy(() => import('../features/billing-settings/pages/billing-settings-page.tsx')),
  route_planning_report: lazy(() => import('../features/route-planning-report/pages/route-planning-report-page.tsx')),
  completed_jobs_report: lazy(() => import('../features/job-reports/pages/completed-jobs-report-page.tsx')),
  sales_tax_report: lazy(() => import('../features/money-reports/pages/sales-tax-report-page.tsx')),
  open_balance_report: lazy(() => import('../features/money-reports/pages/open-balance-report-page.tsx')),
  residential_cross_sells_report: lazy(
    () => import('../features/money-reports/pages/residential-cross-sells-report-page.tsx'),
  ),
  commercial_cross_sells_report: lazy(
    () => import('../features/money-reports/pages/commercial-cross-sells-report-page.tsx'),
  ),
  work_area_activity_log: lazy(() => import('../features/job-reports/pages/work-area-activity-log-page.tsx')),
  work_area_inventory: lazy(() => import('../features/job-reports/pages/work-area-inventory-page.tsx')),
} satisfies Record<RouteName, LazyPage>;

export const hasPage = (name: string): name is keyof typeof routePages => Object.hasOwn(routePages, name);

/** The page of a route; a route without one shows the not-found page rather than crashing the app. */
export const pageFor = (name: RouteName): LazyPage => (hasPage(name) ? routePages[name] : routePages.not_found);
