/** The navigation guards of spec §5, in order, plus the first-login rule of §4. */
import {
  hasActiveAccess,
  isPaymentAccountComplete,
  type PaymentAccountFacts,
  type SubscriptionFacts,
} from '../access/subscription.ts';
import { hasPermission } from '../access/permissions.ts';
import type { RouteDefinition } from './route-table.ts';

export interface GuardUser extends SubscriptionFacts, PaymentAccountFacts {
  permissions: unknown;
  change_password: number;
  /** 1 for a franchise member: only they have royalties (spec §2). */
  belongs_to_franchise?: number;
}

export interface NavigationState {
  hasToken: boolean;
  user: GuardUser | null;
  now?: Date;
}

/** Spec §4: until a first login has changed its password, it may reach nothing but /change_password. */
export const mustChangePassword = (user: { change_password?: number }) => user.change_password === 1;

const ACCESS_FREE_ROUTES = new Set(['dashboard', 'subscription_details']);
/**
 * Guard 2 sends a lapsed organization's members to Subscription Details, which guard 4 refuses to anyone without its
 * permission: they would bounce between it and /no_premissions. They are told who can renew instead, on every page,
 * since nothing else opens for them.
 */
export const SUBSCRIPTION_ENDED_PATH = '/subscription_ended';
export const mayRenewSubscription = (user: Pick<GuardUser, 'permissions'>) =>
  hasPermission(user.permissions, 'subscription_details');
const PERMISSION_FREE_ROUTES = new Set(['dashboard', 'not_found', 'no_premissions', 'subscription_ended']);
/** Spec §2: 'Royalty Payments' is hidden unless the user belongs to a franchise; its invoices and payments with it. */
export const FRANCHISE_ONLY_ROUTES = new Set(['royalty_payments', 'royalty_invoice', 'royalty_payment']);

/** Where navigation to `target` must go instead, or null to let it through. */
export function guardRedirect(target: RouteDefinition, state: NavigationState): string | null {
  if (target.isOpen) return null;
  if (target.isPublic) return state.hasToken ? '/' : null;
  if (!state.hasToken) return '/login';
  const user = state.user;
  if (!user) return null;

  if (mustChangePassword(user)) return target.name === 'change_password' ? null : '/change_password';
  if (!hasActiveAccess(user, state.now)) {
    if (!mayRenewSubscription(user)) return target.name === 'subscription_ended' ? null : SUBSCRIPTION_ENDED_PATH;
    if (!ACCESS_FREE_ROUTES.has(target.name)) return '/settings/subscription_details';
  } else if (target.name === 'subscription_ended') return '/';
  if (target.name === 'connect_to_stripe' && isPaymentAccountComplete(user)) return '/';
  if (FRANCHISE_ONLY_ROUTES.has(target.name) && user.belongs_to_franchise !== 1) return '/no_premissions';
  if (PERMISSION_FREE_ROUTES.has(target.name) || target.permission === null) return null;
  return hasPermission(user.permissions, target.permission) ? null : '/no_premissions';
}
