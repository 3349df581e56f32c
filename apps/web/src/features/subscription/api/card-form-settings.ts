import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { subscriptionKeys } from './subscription.keys.ts';

export interface CardFormSettings {
  processor: 'card_connect' | 'stripe';
  /** The tokenizer frame of the CardConnect form (same origin in test mode). */
  tokenizer_url: string | null;
  test_mode: boolean;
  /**
   * Stripe's publishable key, needed by Stripe.js in live mode. Not sent by the API yet (see the issue note): without
   * it the live Stripe form says card entry is unavailable.
   */
  stripe_publishable_key?: string | null;
}

/** GET /api/organization_subscription/card_form: which card form to show and where its tokenizer lives. */
export const fetchCardFormSettings = (signal?: AbortSignal) =>
  api.get<CardFormSettings>('/organization_subscription/card_form', undefined, signal);

export const useCardFormSettings = () =>
  useQuery(
    queryOptions({
      queryKey: subscriptionKeys.cardForm(),
      queryFn: ({ signal }) => fetchCardFormSettings(signal),
      staleTime: 10 * 60_000,
    }),
  );
