import { todayIn, type SubscriptionFacts } from '@employee-portal/core';
import type { OrganizationRow } from './session.repository.ts';

export const organizationFacts = (organization: OrganizationRow): SubscriptionFacts => ({
  pricing_plan_id: organization.pricing_plan_id,
  subscription_package: organization.subscription_package,
  end_trail: organization.end_trial?.toISOString() ?? null,
  end_subscription: organization.end_subscription?.toISOString() ?? null,
});

/** Today's calendar day where the organization works: due dates, expiries and service days are its days. */
export const organizationToday = (organization: Pick<OrganizationRow, 'time_zone'>, now: Date) =>
  todayIn(organization.time_zone, now);
