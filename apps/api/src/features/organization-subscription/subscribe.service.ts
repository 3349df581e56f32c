import type { z } from 'zod';
import {
  cycleStartingOn,
  messages,
  todayIn,
  missingRequiredAnswers,
  pageOffset,
  type createCardpointSubscriptionSchema,
  type createStripeSubscriptionSchema,
  type ListQuery,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { refusal, validationFailed } from '../../platform/http/errors.ts';
import type { CardResult, StoredCard } from '../../platform/providers/payments/card-processor.ts';
import {
  findPaymentMethod,
  findPricingPlan,
  listPlatformInvoices,
  listSurveyAnswers,
  redeemCoupon,
  savePaymentMethod,
  updateOrganizationSubscription,
} from './organization-subscription.repository.ts';
import { surveyQuestionsFor, usableCoupon } from './subscription-catalog.service.ts';
import { subscriptionDetails } from './organization-subscription.service.ts';

async function requirePlan(deps: AppDeps, planId: number) {
  const plan = await findPricingPlan(deps.db, planId);
  if (!plan) throw validationFailed({ pricing_plan_id: [messages.required] });
  return plan;
}

async function requireCoupon(deps: AppDeps, code: string | null | undefined) {
  if (!code) return null;
  const coupon = await usableCoupon(deps, code);
  if (!coupon) throw validationFailed({ coupon: [messages.couponCodeInvalid] });
  return coupon;
}

async function requireSurveyAnswered(deps: AppDeps, member: MemberContext) {
  const { questions } = await surveyQuestionsFor(deps, 'subscribing');
  const answers = (await listSurveyAnswers(deps.db, member.organization.id)).map((row) => ({
    organization_survey_question_id: row.question_id,
    answer: row.answer,
  }));
  if (missingRequiredAnswers(questions, answers).length)
    throw refusal(422, 'survey_incomplete', messages.fillAllRequiredFieldsCorrectly);
}

function requireApproved(result: CardResult<StoredCard>): StoredCard {
  // The processor's own words reach the dialog (spec §8): a code in title case, or its message.
  if (!result.approved) throw refusal(422, result.code.includes('_') ? result.code : 'card_declined', result.message);
  return result.value;
}

/**
 * Starts (or restarts) the subscription on a plan: the card is verified and kept, the cycle starts today and
 * renews one month later, billed at its end for the staff active during it.
 */
async function subscribe(
  deps: AppDeps,
  member: MemberContext,
  input: { pricing_plan_id: number; coupon?: string | null },
  card: () => Promise<CardResult<StoredCard>>,
  nameOnCard: string,
) {
  const plan = await requirePlan(deps, input.pricing_plan_id);
  const coupon = await requireCoupon(deps, input.coupon);
  await requireSurveyAnswered(deps, member);
  const stored = requireApproved(await card());
  const cycle = cycleStartingOn(todayIn(member.organization.time_zone, deps.clock.now()));

  await deps.db.transaction(async (tx) => {
    if (coupon && !(await redeemCoupon(tx, coupon.code)))
      throw validationFailed({ coupon: [messages.couponCodeInvalid] });
    await savePaymentMethod(tx, {
      organization_id: member.organization.id,
      processor: stored.processor,
      customer_ref: stored.customer_ref,
      card_brand: stored.brand,
      card_last4: stored.last4,
      card_expiry: stored.expiry,
      name_on_card: nameOnCard,
      updated_at: deps.clock.now(),
    });
    await updateOrganizationSubscription(tx, member.organization.id, {
      pricing_plan_id: plan.id,
      subscription_package: plan.pricing_plan_name,
      subscription_coupon: coupon?.code ?? null,
      current_period_start: cycle.start,
      current_period_end: cycle.end,
      end_subscription: null,
      cancel_at_period_end: false,
    });
  });
  return { message: messages.subscriptionAdded };
}

export const subscribeWithCardConnect = (
  deps: AppDeps,
  member: MemberContext,
  input: z.output<typeof createCardpointSubscriptionSchema>,
) =>
  subscribe(
    deps,
    member,
    input,
    () =>
      deps.payments.storeCardConnectCard({
        token: input.cc_token,
        expiry: input.expiry,
        name: input.name_on_card,
        postal: input.postal,
        cvv: input.cvv,
      }),
    input.name_on_card,
  );

export const subscribeWithStripe = (
  deps: AppDeps,
  member: MemberContext,
  input: z.output<typeof createStripeSubscriptionSchema>,
) =>
  subscribe(
    deps,
    member,
    input,
    () => deps.payments.storeStripeCard({ token: input.stripeToken, name: input.name_on_card }),
    input.name_on_card,
  );

async function requireRunningSubscription(member: MemberContext) {
  if (!member.organization.pricing_plan_id || !member.organization.current_period_end)
    throw refusal(422, 'not_subscribed', 'Your organization has no subscription yet.');
}

/** A new plan takes effect for the running cycle: its invoice uses the plan in force when it is billed. */
export async function changePlan(deps: AppDeps, member: MemberContext, planId: number) {
  await requireRunningSubscription(member);
  const plan = await requirePlan(deps, planId);
  await updateOrganizationSubscription(deps.db, member.organization.id, {
    pricing_plan_id: plan.id,
    subscription_package: plan.pricing_plan_name,
  });
  return refreshedDetails(deps, member, { pricing_plan_id: plan.id, subscription_package: plan.pricing_plan_name });
}

export async function updateCard(
  deps: AppDeps,
  member: MemberContext,
  input: Omit<z.output<typeof createCardpointSubscriptionSchema>, 'pricing_plan_id' | 'coupon'>,
) {
  await requireRunningSubscription(member);
  const stored = requireApproved(
    await deps.payments.storeCardConnectCard({
      token: input.cc_token,
      expiry: input.expiry,
      name: input.name_on_card,
      postal: input.postal,
      cvv: input.cvv,
    }),
  );
  await savePaymentMethod(deps.db, {
    organization_id: member.organization.id,
    processor: stored.processor,
    customer_ref: stored.customer_ref,
    card_brand: stored.brand,
    card_last4: stored.last4,
    card_expiry: stored.expiry,
    name_on_card: input.name_on_card,
    updated_at: deps.clock.now(),
  });
  return { message: 'Your card has been updated.' };
}

/** Cancelling keeps access to the end of the paid cycle, which is then billed one last time. */
export async function setCancelAtPeriodEnd(deps: AppDeps, member: MemberContext, cancel: boolean) {
  await requireRunningSubscription(member);
  await updateOrganizationSubscription(deps.db, member.organization.id, { cancel_at_period_end: cancel });
  return refreshedDetails(deps, member, { cancel_at_period_end: cancel });
}

async function refreshedDetails(deps: AppDeps, member: MemberContext, changes: Partial<MemberContext['organization']>) {
  return subscriptionDetails(deps, { ...member, organization: { ...member.organization, ...changes } });
}

export async function platformInvoicePage(deps: AppDeps, member: MemberContext, query: ListQuery) {
  const { rows, total } = await listPlatformInvoices(deps.db, member.organization.id, {
    limit: query.per_page,
    offset: pageOffset(query),
  });
  const card = await findPaymentMethod(deps.db, member.organization.id);
  return {
    data: rows.map((row) => ({
      id: row.id,
      period_start: row.period_start,
      period_end: row.period_end,
      active_users: row.active_users,
      unit_amount: row.unit_amount,
      subtotal: row.subtotal,
      discount: row.discount,
      total: row.total,
      coupon_code: row.coupon_code,
      status: row.status,
      paid_at: row.paid_at?.toISOString() ?? null,
    })),
    meta: { page: query.page, per_page: query.per_page, total },
    card: card
      ? { last4: card.card_last4, brand: card.card_brand, expiry: card.card_expiry, processor: card.processor }
      : null,
  };
}
