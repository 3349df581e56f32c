import {
  hasActiveAccess,
  isPaymentAccountComplete,
  mayFollowOnboardingGuide,
  onboardingGuideStepRoutes,
  onboardingGuideSteps,
  type OnboardingGuide,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { organizationFacts } from '../../platform/auth/organization-facts.ts';
import { saveGuideProgress, setupRecordsOf } from './onboarding-guide.repository.ts';

/** A card processor connected: the organization's Stripe account complete, or the other processor's site set. */
function paymentsConnected(organization: MemberContext['organization']) {
  return (
    isPaymentAccountComplete({
      status: organization.payment_account_status,
      payouts_enabled: organization.payouts_enabled ? 1 : 0,
      charges_enabled: organization.charges_enabled ? 1 : 0,
    }) || Boolean(organization.card_connect_site)
  );
}

/**
 * The member's guide with each step's state read from the organization's records. A guide whose steps are all done
 * is finished: it is stored as such, so it never comes back even if a record is removed later. Without a
 * subscription or trial it waits: every page it leads to is closed until the organization subscribes.
 */
export async function onboardingGuideOf(
  deps: AppDeps,
  member: MemberContext,
): Promise<{ onboarding_guide: OnboardingGuide }> {
  const { membership, organization } = member;
  const records = await setupRecordsOf(deps.db, organization.id);
  const done = { ...records, payments: paymentsConnected(organization) };
  const steps = onboardingGuideSteps.map((key) => ({
    key,
    route: onboardingGuideStepRoutes[key],
    done: Boolean(done[key]),
  }));
  let showGuide = membership.show_guide && mayFollowOnboardingGuide(membership.permissions);
  if (showGuide && steps.every((step) => step.done)) {
    await saveGuideProgress(deps.db, membership, { show_guide: false });
    showGuide = false;
  }
  const open = showGuide && hasActiveAccess(organizationFacts(organization), deps.clock.now());
  return { onboarding_guide: { show_guide: open ? 1 : 0, step_guide: membership.step_guide, steps } };
}

/** Opens another step, or dismisses the guide; either is the member's own and kept for their next visit. */
export async function updateOnboardingGuide(
  deps: AppDeps,
  member: MemberContext,
  body: { step_guide?: number | undefined; show_guide?: number | undefined },
) {
  const values = {
    ...(body.step_guide === undefined ? {} : { step_guide: body.step_guide }),
    ...(body.show_guide === 0 ? { show_guide: false } : {}),
  };
  await saveGuideProgress(deps.db, member.membership, values);
  return onboardingGuideOf(deps, { ...member, membership: { ...member.membership, ...values } });
}
