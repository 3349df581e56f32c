import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardFormSettings } from '@employee-portal/core/billing/payment-account.responses';
import { api } from '../../../lib/api-client.ts';
import { subscriptionKeys } from './subscription.keys.ts';

export type { CardFormSettings } from '@employee-portal/core/billing/payment-account.responses';

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
