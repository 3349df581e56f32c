import Stripe from 'stripe';

/** The part of a Stripe `account.updated` event the portal acts on. */
export interface ConnectAccountEvent {
  id: string;
  type: string;
  /** Seconds since the epoch, as Stripe sends it. */
  created: number;
  account_id: string;
  details_submitted: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
}

export interface StripeConnect {
  /** Creates the organization's connected account when it has none, and a fresh onboarding link for it. */
  onboardingLink(input: {
    organizationId: number;
    accountId: string | null;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<{ accountId: string; url: string }>;
  /** Verifies the signature over the raw body; null when it does not match. */
  readWebhook(rawBody: string, signature: string): ConnectAccountEvent | null;
}

/** Test mode signs its simulated events with this secret and verifies them through the same SDK code as live. */
export const TEST_WEBHOOK_SECRET = 'whsec_employee_portal_test_mode';

function toAccountEvent(event: Stripe.Event): ConnectAccountEvent | null {
  if (event.type !== 'account.updated')
    return {
      id: event.id,
      type: event.type,
      created: event.created,
      account_id: '',
      details_submitted: false,
      charges_enabled: false,
      payouts_enabled: false,
    };
  const account = event.data.object;
  return {
    id: event.id,
    type: event.type,
    created: event.created,
    account_id: account.id,
    details_submitted: account.details_submitted ?? false,
    charges_enabled: account.charges_enabled ?? false,
    payouts_enabled: account.payouts_enabled ?? false,
  };
}

function verify(stripe: Stripe, rawBody: string, signature: string, secret: string) {
  try {
    return toAccountEvent(stripe.webhooks.constructEvent(rawBody, signature, secret));
  } catch {
    return null;
  }
}

export function createLiveStripeConnect(options: { secretKey: string; webhookSecret: string }): StripeConnect {
  const stripe = new Stripe(options.secretKey, { maxNetworkRetries: 2 });
  return {
    async onboardingLink(input) {
      const accountId =
        input.accountId ??
        (await stripe.accounts.create({ type: 'express', metadata: { organization_id: String(input.organizationId) } }))
          .id;
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        return_url: input.returnUrl,
        refresh_url: input.refreshUrl,
      });
      return { accountId, url: link.url };
    },
    readWebhook: (rawBody, signature) => verify(stripe, rawBody, signature, options.webhookSecret),
  };
}

/** Test mode: accounts are local, onboarding is a local page, events are signed locally. */
export function createTestStripeConnect(): StripeConnect & {
  signedTestEvent(
    account: Omit<ConnectAccountEvent, 'id' | 'type' | 'created'>,
    created: number,
  ): { body: string; signature: string };
} {
  const stripe = new Stripe('sk_test_employee_portal_local');
  return {
    async onboardingLink(input) {
      const accountId = input.accountId ?? `acct_test_${input.organizationId}`;
      const query = new URLSearchParams({ account: accountId, return_url: input.returnUrl });
      return { accountId, url: `/api/providers/stripe/test_onboarding?${query}` };
    },
    readWebhook: (rawBody, signature) => verify(stripe, rawBody, signature, TEST_WEBHOOK_SECRET),
    signedTestEvent(account, created) {
      const body = JSON.stringify({
        id: `evt_test_${created}_${Math.random().toString(36).slice(2, 10)}`,
        object: 'event',
        type: 'account.updated',
        created,
        data: {
          object: {
            id: account.account_id,
            object: 'account',
            details_submitted: account.details_submitted,
            charges_enabled: account.charges_enabled,
            payouts_enabled: account.payouts_enabled,
          },
        },
      });
      return {
        body,
        signature: stripe.webhooks.generateTestHeaderString({ payload: body, secret: TEST_WEBHOOK_SECRET }),
      };
    },
  };
}
