import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionDetailsResponse } from '@employee-portal/core/access/organization-subscription.responses';
import { api } from '../../../lib/api-client.ts';
import { subscriptionKeys } from './subscription.keys.ts';

/** GET /api/organization_subscription/details (spec §3 "Organization subscription flags"). */
export const fetchSubscriptionDetails = (signal?: AbortSignal) =>
  api.get<SubscriptionDetailsResponse>('/organization_subscription/details', undefined, signal);

export const subscriptionDetailsQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.details(),
    queryFn: ({ signal }) => fetchSubscriptionDetails(signal),
    select: (data) => data.subscription_details,
  });

export const useSubscriptionDetails = () => useQuery(subscriptionDetailsQueryOptions());
