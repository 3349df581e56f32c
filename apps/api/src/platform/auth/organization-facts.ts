import type { SubscriptionFacts } from '@employee-portal/core';
import type { OrganizationRow } from './session.repository.ts';

export const organizationFacts = (organization: OrganizationRow): SubscriptionFacts => ({
  pricing_plan_id: organization.pricing_plan_id,
  subscription_package: organization.subscription_package,
  end_trail: organization.end_trial?.toISOString() ?? null,
  end_subscription: organization.end_subscription?.toISOString() ?? null,
});
