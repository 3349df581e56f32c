import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { publicLink } from '../../platform/http/public-link.ts';
import { refusal } from '../../platform/http/errors.ts';
import type { ConnectAccountEvent } from '../../platform/providers/payments/stripe-connect.ts';
import { updateStripeStatus } from '../organizations/index.ts';
import {
  findOrganizationByStripeAccount,
  recordWebhookEvent,
  setStripeAccount,
} from './payment-providers.repository.ts';

export function stripeAccountView(member: MemberContext) {
  const organization = member.organization;
  return {
    stripe_account: {
      account_id: organization.stripe_account_id,
      status: organization.payment_account_status,
      payouts_enabled: organization.payouts_enabled ? (1 as const) : (0 as const),
      charges_enabled: organization.charges_enabled ? (1 as const) : (0 as const),
      processor: organization.card_connect_site ? ('card_connect' as const) : ('stripe' as const),
    },
  };
}

/** Sends the owner to Stripe's onboarding for the organization's connected account (created on first use). */
export async function startStripeOnboarding(deps: AppDeps, member: MemberContext) {
  const link = await deps.stripeConnect.onboardingLink({
    organizationId: member.organization.id,
    accountId: member.organization.stripe_account_id,
    returnUrl: publicLink(deps.config, '/connect_to_stripe?returned=1'),
    refreshUrl: publicLink(deps.config, '/connect_to_stripe?refresh=1'),
  });
  if (!member.organization.stripe_account_id) {
    await setStripeAccount(deps.db, member.organization.id, link.accountId);
  }
  return { url: link.url };
}

const statusOf = (event: ConnectAccountEvent) =>
  event.details_submitted ? ('active' as const) : ('in_progress' as const);

/**
 * A verified `account.updated`: applied once (a retried delivery is recorded and skipped) and only when it is
 * newer than what the organization shows (deliveries may arrive out of order).
 */
export async function applyStripeWebhook(deps: AppDeps, rawBody: string, signature: string | undefined) {
  const event = signature ? deps.stripeConnect.readWebhook(rawBody, signature) : null;
  if (!event) throw refusal(400, 'invalid_signature', 'The webhook signature does not match.');
  const apply = await deps.db.transaction(async (tx) => {
    if (
      !(await recordWebhookEvent(tx, {
        id: event.id,
        provider: 'stripe',
        type: event.type,
        received_at: deps.clock.now(),
      }))
    )
      return null;
    if (event.type !== 'account.updated') return null;
    const organization = await findOrganizationByStripeAccount(tx, event.account_id);
    if (!organization) return null;
    const happenedAt = new Date(event.created * 1000);
    if (organization.payment_account_updated_at && organization.payment_account_updated_at > happenedAt) return null;
    await setStripeAccount(tx, organization.id, event.account_id, happenedAt);
    return organization.id;
  });
  if (apply !== null) {
    await updateStripeStatus(deps, apply, {
      status: statusOf(event),
      payouts_enabled: event.payouts_enabled,
      charges_enabled: event.charges_enabled,
    });
  }
  return { received: true };
}
