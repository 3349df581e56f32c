import type { Permission } from '@employee-portal/core';

/**
 * Every /api route declares who may call it. `permission` is one of core's permission names (spec §6), typed, so a
 * misspelled permission does not compile; `null` means any signed-in member of the organization.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'two_factor_pending' }
  /** Only the call that creates an organization's owner (spec §7 POST users) takes an organization token. */
  | { kind: 'organization_token' }
  | {
      kind: 'member';
      permission: Permission | null;
      /** Reachable while the organization has neither subscription nor trial (dashboard, auth, subscription details). */
      withoutSubscription?: boolean;
      /** Reachable on first login before the password is changed. */
      duringPasswordChange?: boolean;
    };

export const publicAccess: RouteAccess = { kind: 'public' };
export const organizationTokenAccess: RouteAccess = { kind: 'organization_token' };
export const memberAccess = (
  permission: Permission | null,
  options: { withoutSubscription?: boolean; duringPasswordChange?: boolean } = {},
): RouteAccess => ({
  kind: 'member',
  permission,
  ...options,
});

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
