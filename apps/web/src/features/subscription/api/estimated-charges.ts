import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EstimatedCharges } from '@employee-portal/core/billing/estimated-charges';
import type { BillingCycle } from '@employee-portal/core/billing/billing-cycle';
import { api } from '../../../lib/api-client.ts';
import { subscriptionKeys } from './subscription.keys.ts';

export interface EstimatedChargesAnswer {
  estimated_charges: EstimatedCharges;
  cycle: BillingCycle;
}

/** GET /api/organization_subscription/estimated_charges for a plan and, when valid, a coupon code. */
export const fetchEstimatedCharges = (pricingPlanId: number, coupon: string | null, signal?: AbortSignal) =>
  api.get<EstimatedChargesAnswer>(
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
