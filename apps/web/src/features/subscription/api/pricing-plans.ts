import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PricingPlanListResponse } from '@employee-portal/core/access/organization-subscription.responses';
import { api } from '../../../lib/api-client.ts';
import { subscriptionKeys } from './subscription.keys.ts';

/** GET /api/organization_subscription/pricing_plans_list (spec §3 "Pricing plan"). */
export const fetchPricingPlans = (signal?: AbortSignal) =>
  api.get<PricingPlanListResponse>('/organization_subscription/pricing_plans_list', undefined, signal);

export const pricingPlansQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.plans(),
    queryFn: ({ signal }) => fetchPricingPlans(signal),
    select: (data) => data.pricing_plans,
    // The platform's price list changes rarely and never mid-visit in a way a dialog must follow.
    staleTime: 10 * 60_000,
  });

export const usePricingPlans = () => useQuery(pricingPlansQueryOptions());
