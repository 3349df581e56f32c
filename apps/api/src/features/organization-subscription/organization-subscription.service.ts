import {
  comingInvoice,
  isPaymentAccountComplete,
  isSubscribed,
  isSubscriptionExpired,
  isTrialActive,
  isTrialExpired,
  TRIAL_DAYS,
  todayIn,
  trialDayNumber,
  type ActiveSubscriptionInfo,
  type SubscriptionDetails,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { organizationFacts } from '../../platform/auth/organization-facts.ts';
import { countActiveStaff } from '../../platform/identity/users.repository.ts';
import { findCoupon, findPricingPlan, listActivePricingPlans } from './organization-subscription.repository.ts';
import { presentCoupon, staffActiveDays } from './subscription-catalog.service.ts';

/**
 * The invoice charged next. While subscribed: the running period's, on the plan and coupon the period's close will
 * bill (the coupon as stored, as billing reads it). Before subscribing: the first one, on the organization's plan if
 * it had one, else the first plan on offer without a job limit (the limited one suits few organizations), and without
 * a coupon, which is typed when subscribing.
 */
async function activeSubscriptionInfo(
  deps: AppDeps,
  member: MemberContext,
  subscribed: boolean,
  activeUsers: number,
): Promise<ActiveSubscriptionInfo | null> {
  const organization = member.organization;
  const ownPlan = organization.pricing_plan_id ? await findPricingPlan(deps.db, organization.pricing_plan_id) : null;
  const offered = ownPlan || subscribed ? [] : await listActivePricingPlans(deps.db);
  const plan = ownPlan ?? offered.find((candidate) => candidate.max_jobs === null) ?? offered[0] ?? null;
  if (!plan) return null;
  const today = todayIn(organization.time_zone, deps.clock.now());
  const { current_period_start: start, current_period_end: end } = organization;
  // A period past its end whose close has not run yet is still the invoice charged next.
  const runningCycle = subscribed && start && end ? { start, end } : null;
  const coupon =
    subscribed && organization.subscription_coupon ? await findCoupon(deps.db, organization.subscription_coupon) : null;
  return comingInvoice({
    plan,
    coupon: coupon ? presentCoupon(coupon) : null,
    activeUsers,
    today,
    ...(runningCycle
      ? { runningCycle: { cycle: runningCycle, staffActiveDays: await staffActiveDays(deps, member, runningCycle) } }
      : {}),
  });
}

export async function subscriptionDetails(
  deps: AppDeps,
  member: MemberContext,
): Promise<{ subscription_details: SubscriptionDetails }> {
  const organization = member.organization;
  const facts = organizationFacts(organization);
  const now = deps.clock.now();
  const subscribed = isSubscribed(facts, now);
  const activeUsers = await countActiveStaff(deps.db, organization.id);
  const account = {
    status: organization.payment_account_status,
    payouts_enabled: organization.payouts_enabled ? 1 : 0,
    charges_enabled: organization.charges_enabled ? 1 : 0,
  } as const;
  return {
    subscription_details: {
      isSubscribed: subscribed,
      isTrialActive: isTrialActive(facts, now),
      trialExpired: isTrialExpired(facts, now),
      subscriptionExpired: isSubscriptionExpired(facts, now),
      endTrial: facts.end_trail,
      subscriptionPackage: organization.subscription_package,
      stripeCompleted: isPaymentAccountComplete(account),
      paymentProcessor: organization.card_connect_site ? 'card_connect' : 'stripe',
      payment_account_status: account.status,
      payouts_enabled: account.payouts_enabled,
      charges_enabled: account.charges_enabled,
      active_users: activeUsers,
      current_period_end: organization.current_period_end,
      end_subscription: facts.end_subscription,
      subscription_coupon: organization.subscription_coupon,
      trial_day: facts.end_trail && isTrialActive(facts, now) ? trialDayNumber(facts.end_trail, now) : null,
      trial_days: TRIAL_DAYS,
      pricing_plan_id: organization.pricing_plan_id,
      current_period_start: organization.current_period_start,
      cancel_at_period_end: organization.cancel_at_period_end,
      active_subscription: await activeSubscriptionInfo(deps, member, subscribed, activeUsers),
    },
  };
}
