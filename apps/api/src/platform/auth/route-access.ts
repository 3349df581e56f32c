/**
 * Every /api route declares who may call it. `permission` is a route name of core's route table (spec §6);
 * `null` means any signed-in member of the organization.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'two_factor_pending' }
  /** Only the call that creates an organization's owner (spec §7 POST users) takes an organization token. */
  | { kind: 'organization_token' }
  | {
      kind: 'member';
      permission: string | null;
      /** Reachable while the organization has neither subscription nor trial (dashboard, auth, subscription details). */
      withoutSubscription?: boolean;
      /** Reachable on first login before the password is changed. */
      duringPasswordChange?: boolean;
    };

export const publicAccess: RouteAccess = { kind: 'public' };
export const organizationTokenAccess: RouteAccess = { kind: 'organization_token' };
export const memberAccess = (permission: string | null, options: { withoutSubscription?: boolean; duringPasswordChange?: boolean } = {}): RouteAccess => ({
  kind: 'member',
  permission,
  ...options,
});

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
