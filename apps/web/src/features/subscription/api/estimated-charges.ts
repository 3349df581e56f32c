import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EstimatedChargesResponse } from '@employee-portal/core/access/organization-subscription.responses';
import { api } from '../../../lib/api-client.ts';
import { subscriptionKeys } from './subscription.keys.ts';

/** GET /api/organization_subscription/estimated_charges for a plan and, when valid, a coupon code. */
export const fetchEstimatedCharges = (pricingPlanId: number, coupon: string | null, signal?: AbortSignal) =>
  api.get<EstimatedChargesResponse>(
    '/organization_subscription/estimated_charges',
    { pricing_plan_id: pricingPlanId, coupon },
    signal,
  );

export const useEstimatedCharges = (pricingPlanId: number | null, coupon: string | null) =>
  useQuery(
    queryOptions({
      queryKey: subscriptionKeys.estimate(pricingPlanId ?? 0, coupon),
      queryFn: ({ signal }) => fetchEstimatedCharges(pricingPlanId ?? 0, coupon, signal),
      enabled: pricingPlanId !== null,
      // While another plan's figures load, the previous ones stay rather than flashing 'No data'.
      placeholderData: keepPreviousData,
    }),
  );
