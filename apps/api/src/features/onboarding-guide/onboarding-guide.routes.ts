import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  onboardingGuideResponseSchema,
  onboardingGuideUpdateSchema,
  organizationQuerySchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { onboardingGuideOf, updateOnboardingGuide } from './onboarding-guide.service.ts';

const tags = ['onboarding guide'];
/** The guide sits on the dashboard, which stays open without a subscription; whose guide it is, the service says. */
const access = memberAccess(null, { withoutSubscription: true });

export const onboardingGuideRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/onboarding_guide',
      {
        config: { access },
        schema: { tags, querystring: organizationQuerySchema, response: { 200: onboardingGuideResponseSchema } },
      },
      (request) => onboardingGuideOf(deps, requireMember(request)),
    );
    app.put(
      '/onboarding_guide',
      {
        config: { access },
        schema: { tags, body: onboardingGuideUpdateSchema, response: { 200: onboardingGuideResponseSchema } },
      },
      (request) => updateOnboardingGuide(deps, requireMember(request), request.body),
    );
  };
