import { useMutation } from '@tanstack/react-query';
import type { SubscriptionDetailsResponse } from '@employee-portal/core/access/organization-subscription.responses';
import type { CardConnectCard } from '@employee-portal/core/billing/card-form.schema';
import type { MessageResponse } from '@employee-portal/core/responses';
import { api } from '../../../lib/api-client.ts';

/** PUT /api/organization_subscription/plan: the new plan applies to the running cycle's invoice. */
export const changePlan = (pricingPlanId: number) =>
  api.put<SubscriptionDetailsResponse>('/organization_subscription/plan', { pricing_plan_id: pricingPlanId });

/** PUT /api/organization_subscription/card: the card charged from the next invoice on. */
export const updateCard = (card: CardConnectCard) =>
  api.put<MessageResponse>('/organization_subscription/card', { ...card });

/** PUT /api/organization_subscription/cancel: cancel at the end of the paid cycle, or take that back. */
export const setCancelAtPeriodEnd = (cancel: boolean) =>
  api.put<SubscriptionDetailsResponse>('/organization_subscription/cancel', { cancel_at_period_end: cancel });

export const useChangePlanMutation = () => useMutation({ mutationFn: changePlan });
export const useUpdateCardMutation = () => useMutation({ mutationFn: updateCard });
export const useCancelAtPeriodEndMutation = () => useMutation({ mutationFn: setCancelAtPeriodEnd });
