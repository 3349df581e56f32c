import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerOrganizationSchema, sessionResponseSchema } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { publicAccess } from '../../platform/auth/route-access.ts';
import { registerOrganization } from './organization-registration.service.ts';

export const organizationRegistrationRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  app.post(
    '/register_organization/step1',
    { config: { access: publicAccess }, schema: { tags: ['sign-up'], body: registerOrganizationSchema, response: { 200: sessionResponseSchema } } },
    (request) => registerOrganization(deps, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null }),
  );
};
