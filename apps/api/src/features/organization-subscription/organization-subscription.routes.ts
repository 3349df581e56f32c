import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  couponFindSchema,
  createCardpointSubscriptionSchema,
  createStripeSubscriptionSchema,
  estimatedChargesResponseSchema,
  listQuerySchema,
  messageResponseSchema,
  organizationQuerySchema,
  platformCouponResponseSchema,
  platformInvoiceListResponseSchema,
  pricingPlanListResponseSchema,
  subscriptionDetailsResponseSchema,
  surveyAnswersBodySchema,
  surveyQuestionListResponseSchema,
  surveyStepQuerySchema,
  id,
  idParam,
  couponCodeSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { subscriptionDetails } from './organization-subscription.service.ts';
import {
  estimatedCharges,
  findCouponForSubscribe,
  pricingPlansList,
  storeSurveyAnswers,
  surveyQuestionsFor,
} from './subscription-catalog.service.ts';
import {
  changePlan,
  platformInvoicePage,
  setCancelAtPeriodEnd,
  subscribeWithCardConnect,
  subscribeWithStripe,
  updateCard,
} from './subscribe.service.ts';

/** Everything here stays reachable without an active subscription: this is where one subscribes. */
const detailsAccess = memberAccess('subscription_details', { withoutSubscription: true });
const tags = ['subscription'];

export const organizationSubscriptionRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/organization_subscription/details',
      {
        config: { access: detailsAccess },
        schema: { tags, querystring: organizationQuerySchema, response: { 200: subscriptionDetailsResponseSchema } },
      },
      (request) => subscriptionDetails(deps, requireMember(request)),
    );
    app.get(
      '/organization_subscription/pricing_plans_list',
      {
        config: { access: detailsAccess },
        schema: {
          tags,
          querystring: organizationQuerySchema,
          response: { 200: pricingPlanListResponseSchema },
        },
      },
      () => pricingPlansList(deps),
    );
    app.put(
      '/organization_subscription/coupon/find',
      {
        config: { access: detailsAccess },
        schema: { tags, body: couponFindSchema, response: { 200: platformCouponResponseSchema } },
      },
      (request) => findCouponForSubscribe(deps, request.body.coupon_id),
    );
    app.get(
      '/organization_subscription/estimated_charges',
      {
        config: { access: detailsAccess },
        schema: {
          tags,
          querystring: z.object({
            pricing_plan_id: idParam(),
            coupon: z.union([couponCodeSchema, z.literal('')]).optional(),
          }),
          response: { 200: estimatedChargesResponseSchema },
        },
      },
      (request) => estimatedCharges(deps, requireMember(request), request.query),
    );
    app.get(
      '/register_organization/survey_step_questions',
      {
        config: { access: detailsAccess },
        schema: {
          tags,
          querystring: surveyStepQuerySchema,
          response: { 200: surveyQuestionListResponseSchema },
        },
      },
      (request) => surveyQuestionsFor(deps, request.query.step),
    );
    app.put(
      '/register_organization/survey_step_questions',
      {
        config: { access: detailsAccess },
        schema: { tags, body: surveyAnswersBodySchema, response: { 200: messageResponseSchema } },
      },
      (request) => storeSurveyAnswers(deps, requireMember(request), request.body.answers),
    );
    app.put(
      '/organization_subscription/subscription/create_cardpoint',
      {
        config: { access: detailsAccess },
        schema: { tags, body: createCardpointSubscriptionSchema, response: { 200: messageResponseSchema } },
      },
      (request) => subscribeWithCardConnect(deps, requireMember(request), request.body),
    );
    app.put(
      '/organization_subscription/subscription/create',
      {
        config: { access: detailsAccess },
        schema: { tags, body: createStripeSubscriptionSchema, response: { 200: messageResponseSchema } },
      },
      (request) => subscribeWithStripe(deps, requireMember(request), request.body),
    );
    app.put(
      '/organization_subscription/plan',
      {
        config: { access: detailsAccess },
        schema: {
          tags,
          body: z.object({ pricing_plan_id: id() }),
          response: { 200: subscriptionDetailsResponseSchema },
        },
      },
      (request) => changePlan(deps, requireMember(request), request.body.pricing_plan_id),
    );
    app.put(
      '/organization_subscription/card',
      {
        config: { access: detailsAccess },
        schema: {
          tags,
          body: createCardpointSubscriptionSchema.omit({ pricing_plan_id: true, coupon: true }),
          response: { 200: messageResponseSchema },
        },
      },
      (request) => updateCard(deps, requireMember(request), request.body),
    );
    app.put(
      '/organization_subscription/cancel',
      {
        config: { access: detailsAccess },
        schema: {
          tags,
          body: z.object({ cancel_at_period_end: z.boolean() }),
          response: { 200: subscriptionDetailsResponseSchema },
        },
      },
      (request) => setCancelAtPeriodEnd(deps, requireMember(request), request.body.cancel_at_period_end),
    );
    app.get(
      '/organization_subscription/invoices',
      {
        config: { access: detailsAccess },
        schema: {
          tags,
          querystring: listQuerySchema,
          response: { 200: platformInvoiceListResponseSchema },
        },
      },
      (request) => platformInvoicePage(deps, requireMember(request), request.query),
    );
  };
