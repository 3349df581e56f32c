import { describe, expect, it } from 'vitest';
import { routeByName } from '@employee-portal/core/routes/route-table';
import { judgesNavigationOnly } from './navigation-only-guards.ts';

describe('judgesNavigationOnly', () => {
  it('lets a sign-in on a public page and a completed payment account wait for the next navigation', () => {
    expect(judgesNavigationOnly(routeByName('organization_onboarding'), '/')).toBe(true);
    expect(judgesNavigationOnly(routeByName('login'), '/')).toBe(true);
    expect(judgesNavigationOnly(routeByName('connect_to_stripe'), '/')).toBe(true);
  });

  it('applies logout, lost access and missing permission at once', () => {
    expect(judgesNavigationOnly(routeByName('connect_to_stripe'), '/login')).toBe(false);
    expect(judgesNavigationOnly(routeByName('connect_to_stripe'), '/settings/subscription_details')).toBe(false);
    expect(judgesNavigationOnly(routeByName('connect_to_stripe'), '/no_premissions')).toBe(false);
    expect(judgesNavigationOnly(routeByName('subscription_details'), '/login')).toBe(false);
  });
});
