import { pathTo, type RouteDefinition } from '@employee-portal/core/routes/route-table';

/**
 * Guards that judge a navigation rather than the page on screen: guard 1 for a public page (organization sign-up
 * signs in, then asks its survey on the same page) and guard 3 (a payment account completed while its page is open,
 * e.g. on return from Stripe's onboarding, whose new status the page is there to show). They apply again on the next
 * navigation; every other redirect (logout, a 401, lost access or permission) applies at once.
 */
export const judgesNavigationOnly = (target: Pick<RouteDefinition, 'name' | 'isPublic'>, redirect: string) =>
  target.isPublic === true || (target.name === 'connect_to_stripe' && redirect === pathTo('dashboard'));
