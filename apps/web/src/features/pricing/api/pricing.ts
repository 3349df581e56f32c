import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PricingSetupBody, ServicePlanBody } from '@employee-portal/core/subscriptions/pricing.schema';
import type { PricingSetup, ServicePlanResponse } from '@employee-portal/core/subscriptions/pricing.responses';
import type { MessageResponse } from '@employee-portal/core/responses';
import { recordQueryFn } from '../../../components/record-load-state/record-id.ts';
import { api } from '../../../lib/api-client.ts';

/** Query keys of the pricing feature. */
export const pricingKeys = {
  all: ['pricing'] as const,
  setup: () => ['pricing', 'setup'] as const,
  plan: (id: number | null) => ['pricing', 'plan', id] as const,
};

export type { PricingSetup } from '@employee-portal/core/subscriptions/pricing.responses';

/** GET /api/pricing_setup: every plan with its subscriber counts, the initial-cleanup ranges and one premium per work area. */
export const usePricingSetup = () =>
  useQuery({
    queryKey: pricingKeys.setup(),
    queryFn: ({ signal }) => api.get<PricingSetup>('/pricing_setup', undefined, signal),
  });

/** PUT /api/pricing_setup: initial-cleanup ranges and work-area premiums, replaced together. */
export function useSavePricingSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PricingSetupBody) => api.put<PricingSetup>('/pricing_setup', { ...body }),
    onSuccess: (answer) => queryClient.setQueryData(pricingKeys.setup(), answer),
  });
}

export const useServicePlan = (id: number | null) =>
  useQuery({
    queryKey: pricingKeys.plan(id),
    queryFn: recordQueryFn(id, (recordId, signal) =>
      api.get<ServicePlanResponse>(`/service_plans/${recordId}`, undefined, signal),
    ),
    select: (answer) => answer.service_plan,
  });

/** A plan change answers with the plan as it now stands; the setup's plan table refetches. */
function usePlanChange<Variables>(call: (variables: Variables) => Promise<ServicePlanResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      queryClient.setQueryData(pricingKeys.plan(answer.service_plan.id), answer);
      void queryClient.invalidateQueries({ queryKey: pricingKeys.setup() });
    },
  });
}

export const useCreateServicePlan = () =>
  usePlanChange((body: ServicePlanBody) => api.post<ServicePlanResponse>('/service_plans', { ...body }));
export const useUpdateServicePlan = (id: number) =>
  usePlanChange((body: ServicePlanBody) => api.put<ServicePlanResponse>(`/service_plans/${id}`, { ...body }));

/** DELETE /api/service_plans/:id: refused with 409 `plan_in_use` while subscriptions use the plan. */
export function useDeleteServicePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`/service_plans/${id}`),
    onSuccess: (_answer, id) => {
      // Gone from the cache before the page leaves it, so nothing asks for the deleted plan again; the setup the
      // page returns to drops it at once rather than after its refetch.
      queryClient.removeQueries({ queryKey: pricingKeys.plan(id) });
      queryClient.setQueryData<PricingSetup>(
        pricingKeys.setup(),
        (setup) => setup && { ...setup, service_plans: setup.service_plans.filter((plan) => plan.id !== id) },
      );
      void queryClient.invalidateQueries({ queryKey: pricingKeys.setup() });
    },
  });
}
