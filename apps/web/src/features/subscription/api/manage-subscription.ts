import { useMutation } from '@tanstack/react-query';
import type { SubscriptionDetails } from '@employee-portal/core/access/subscription-details.schema';
import type { CardConnectCard } from '@employee-portal/core/billing/card-form.schema';
import { api } from '../../../lib/api-client.ts';

type DetailsAnswer = { subscription_details: SubscriptionDetails };

/** PUT /api/organization_subscription/plan: the new plan applies to the running cycle's invoice. */
export const changePlan = (pricingPlanId: number) =>
  api.put<DetailsAnswer>('/organization_subscription/plan', { pricing_plan_id: pricingPlanId });

/** PUT /api/organization_subscription/card: the card charged from the next invoice on. */
export const updateCard = (card: CardConnectCard) =>
  api.put<{ message: string }>('/organization_subscription/card', { ...card });

/** PUT /api/organization_subscription/cancel: cancel at the end of the paid cycle, or take that back. */
export const setCancelAtPeriodEnd = (cancel: boolean) =>
  api.put<DetailsAnswer>('/organization_subscription/cancel', { cancel_at_period_end: cancel });

export const useChangePlanMutation = () => useMutation({ mutationFn: changePlan });
export const useUpdateCardMutation = () => useMutation({ mutationFn: updateCard });
export const useCancelAtPeriodEndMutation = () => useMutation({ mutationFn: setCancelAtPeriodEnd });
