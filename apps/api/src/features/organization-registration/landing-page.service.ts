import { isPaymentAccountComplete, isSubscribed } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { organizationFacts } from '../../platform/auth/organization-facts.ts';
import { countActiveStaff } from '../../platform/identity/users.repository.ts';

export type SetupStepKey = 'staff' | 'card_processor' | 'subscription';

/**
 * What a new organization sets up first, in order, each ticked once done. A step names the route of its page;
 * the page shows a step only once that page exists.
 */
export async function landingPageSteps(deps: AppDeps, member: MemberContext) {
  const organization = member.organization;
  const account = {
    status: organization.payment_account_status,
    payouts_enabled: organization.payouts_enabled ? 1 : 0,
    charges_enabled: organization.charges_enabled ? 1 : 0,
  } as const;
  const steps: { key: SetupStepKey; route: string; done: boolean }[] = [
    { key: 'staff', route: 'staff', done: (await countActiveStaff(deps.db, organization.id)) > 1 },
    {
      key: 'card_processor',
      route: 'connect_to_stripe',
      done: isPaymentAccountComplete(account) || Boolean(organization.card_connect_site),
    },
    {
      key: 'subscription',
      route: 'subscription_details',
      done: isSubscribed(organizationFacts(organization), deps.clock.now()),
    },
  ];
  return { organization_name: organization.name, steps };
}
