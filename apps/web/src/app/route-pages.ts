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
  staff: lazy(() => import('../features/staff/pages/staff-page.tsx')),
  staff_show: lazy(() => import('../features/staff/pages/staff-member-page.tsx')),
  shifts: lazy(() => import('../features/shifts/pages/shifts-page.tsx')),
  shift: lazy(() => import('../features/shifts/pages/shift-page.tsx')),
  my_shift_report: lazy(() => import('../features/shifts/pages/my-shift-report-page.tsx')),
  time_mileage_report: lazy(() => import('../features/shifts/pages/time-mileage-report-page.tsx')),
  start_end_shift: lazy(() => import('../features/shifts/pages/start-end-shift-page.tsx')),
  accept_invitation: lazy(() => import('../features/invitations/pages/accept-invitation-page.tsx')),
} satisfies Record<RouteName, LazyPage>;

export const hasPage = (name: string): name is keyof typeof routePages => Object.hasOwn(routePages, name);

/** The page of a route; a route without one shows the not-found page rather than crashing the app. */
export const pageFor = (name: RouteName): LazyPage => (hasPage(name) ? routePages[name] : routePages.not_found);
