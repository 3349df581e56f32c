import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  StripeAccountResponse,
  StripeOnboardingResponse,
} from '@employee-portal/core/billing/payment-account.responses';
import { api } from '../../../lib/api-client.ts';

export type { StripeAccount } from '@employee-portal/core/billing/payment-account.responses';

export const paymentAccountKeys = {
  all: ['payment_account'] as const,
  stripe: () => ['payment_account', 'stripe'] as const,
};

/** GET /api/connect_to_stripe: the organization's card-processor account (spec §3 status, payouts, charges). */
export const fetchStripeAccount = (signal?: AbortSignal) =>
  api.get<StripeAccountResponse>('/connect_to_stripe', undefined, signal);

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
export const startStripeOnboarding = () => api.post<StripeOnboardingResponse>('/connect_to_stripe/onboarding');

export const useStartStripeOnboardingMutation = () => useMutation({ mutationFn: startStripeOnboarding });
