import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { PaymentAccountFacts } from '@employee-portal/core/access/subscription';
import { api } from '../../../lib/api-client.ts';

export interface StripeAccount extends PaymentAccountFacts {
  account_id: string | null;
  payouts_enabled: 0 | 1;
  charges_enabled: 0 | 1;
  /** card_connect when the organization takes card payments through CardConnect (card_connect_site set). */
  processor: 'card_connect' | 'stripe';
}

export const paymentAccountKeys = {
  all: ['payment_account'] as const,
  stripe: () => ['payment_account', 'stripe'] as const,
};

/** GET /api/connect_to_stripe: the organization's card-processor account (spec §3 status, payouts, charges). */
export const fetchStripeAccount = (signal?: AbortSignal) =>
  api.get<{ stripe_account: StripeAccount }>('/connect_to_stripe', undefined, signal);

export const useStripeAccount = () =>
  useQuery(
    queryOptions({
      queryKey: paymentAccountKeys.stripe(),
      queryFn: ({ signal }) => fetchStripeAccount(signal),
      select: (data) => data.stripe_account,
      // Coming back from Stripe's pages is a new visit to this page: show what Stripe reported meanwhile.
      refetchOnMount: 'always',
    }),
  );

/** POST /api/connect_to_stripe/onboarding: a one-time link to Stripe's onboarding for this organization's account. */
export const startStripeOnboarding = () => api.post<{ url: string }>('/connect_to_stripe/onboarding');

export const useStartStripeOnboardingMutation = () => useMutation({ mutationFn: startStripeOnboarding });
