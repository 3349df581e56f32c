import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { organizationQuerySchema, subscriptionDetailsSchema } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { subscriptionDetails } from './organization-subscription.service.ts';

/** Subscription details stay reachable without an active subscription: that is where one subscribes. */
const detailsAccess = memberAccess('subscription_details', { withoutSubscription: true });

export const organizationSubscriptionRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  app.get(
    '/organization_subscription/details',
    { config: { access: detailsAccess }, schema: { tags: ['subscription'], querystring: organizationQuerySchema, response: { 200: z.object({ subscription_details: subscriptionDetailsSchema }) } } },
    (request) => subscriptionDetails(deps, requireMember(request)),
  );
};
