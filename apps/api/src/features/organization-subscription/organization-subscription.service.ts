import {
  isPaymentAccountComplete,
  isSubscribed,
  isSubscriptionExpired,
  isTrialActive,
  isTrialExpired,
  TRIAL_DAYS,
  trialDayNumber,
  type SubscriptionDetails,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { organizationFacts } from '../../platform/auth/organization-facts.ts';
import { countActiveStaff } from '../../platform/identity/users.repository.ts';

export async function subscriptionDetails(
  deps: AppDeps,
  member: MemberContext,
): Promise<{ subscription_details: SubscriptionDetails }> {
  const organization = member.organization;
  const facts = organizationFacts(organization);
  const now = deps.clock.now();
  const account = {
    status: organization.payment_account_status,
    payouts_enabled: organization.payouts_enabled ? 1 : 0,
    charges_enabled: organization.charges_enabled ? 1 : 0,
  } as const;
  return {
    subscription_details: {
      isSubscribed: isSubscribed(facts, now),
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
      active_users: await countActiveStaff(deps.db, organization.id),
      current_period_end: organization.current_period_end,
      end_subscription: facts.end_subscription,
      subscription_coupon: organization.subscription_coupon,
      trial_day: facts.end_trail && isTrialActive(facts, now) ? trialDayNumber(facts.end_trail, now) : null,
      trial_days: TRIAL_DAYS,
      pricing_plan_id: organization.pricing_plan_id,
      current_period_start: organization.current_period_start,
      cancel_at_period_end: organization.cancel_at_period_end,
    },
  };
}
