import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerOrganizationSchema, sessionResponseSchema } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { publicAccess } from '../../platform/auth/route-access.ts';
import { registerOrganization } from './organization-registration.service.ts';
import { landingPageSteps } from './landing-page.service.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { z } from 'zod';

export const organizationRegistrationRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  app.post(
    '/register_organization/step1',
    { config: { access: publicAccess }, schema: { tags: ['sign-up'], body: registerOrganizationSchema, response: { 200: sessionResponseSchema } } },
    (request) => registerOrganization(deps, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null }),
  );
  app.get(
    '/organization_landing_page',
    {
      config: { access: memberAccess('organization_landing_page', { withoutSubscription: true }) },
      schema: { tags: ['sign-up'], response: { 200: z.object({ organization_name: z.string(), steps: z.array(z.object({ key: z.enum(['staff', 'card_processor', 'subscription']), route: z.string(), done: z.boolean() })) }) } },
    },
    (request) => landingPageSteps(deps, requireMember(request)),
  );
};
