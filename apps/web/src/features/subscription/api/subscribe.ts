import { useMutation } from '@tanstack/react-query';
import type { CardConnectCard } from '@employee-portal/core/billing/card-form.schema';
import type { MessageResponse } from '@employee-portal/core/responses';
import { api } from '../../../lib/api-client.ts';
import { saveSurveyAnswers, type SurveyAnswer } from '../../survey/index.ts';

/** What the card form hands over: the CardConnect card fields, or Stripe's token with the name on the card. */
export type CardEntry =
  | { processor: 'card_connect'; card: CardConnectCard }
  | { processor: 'stripe'; stripeToken: string; name_on_card: string };

export interface SubscribeVariables {
  pricing_plan_id: number;
  /** A checked, valid code; null without a coupon. */
  coupon: string | null;
  answers: SurveyAnswer[];
  card: CardEntry;
}

/**
 * Spec §5 submit: the survey answers first (the API refuses a subscription with required answers missing), then
 * PUT create_cardpoint, or create for Stripe.
 */
export async function subscribe({ pricing_plan_id, coupon, answers, card }: SubscribeVariables) {
  await saveSurveyAnswers(answers);
  if (card.processor === 'card_connect') {
    return api.put<MessageResponse>('/organization_subscription/subscription/create_cardpoint', {
      pricing_plan_id,
      coupon,
      ...card.card,
    });
  }
  return api.put<MessageResponse>('/organization_subscription/subscription/create', {
    pricing_plan_id,
    coupon,
    stripeToken: card.stripeToken,
    name_on_card: card.name_on_card,
  });
}

export const useSubscribeMutation = () => useMutation({ mutationFn: subscribe });
