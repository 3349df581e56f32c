import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  createOwnerSchema,
  landingPageResponseSchema,
  registerOrganizationSchema,
  registrationResponseSchema,
  signedInSessionResponseSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess, organizationTokenAccess, publicAccess } from '../../platform/auth/route-access.ts';
import { requireMember, requireOrganizationToken } from '../../platform/auth/authenticate.ts';
import type { ClientMeta } from '../auth/index.ts';
import { createOwner, registerOrganization } from './organization-registration.service.ts';
import { landingPageSteps } from './landing-page.service.ts';

const tags = ['sign-up'];
const clientMeta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

export const organizationRegistrationRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/register_organization/step1',
      {
        config: { access: publicAccess },
        schema: { tags, body: registerOrganizationSchema, response: { 200: registrationResponseSchema } },
      },
      (request) => registerOrganization(deps, request.body, clientMeta(request)),
    );
    // Spec §7 POST users: step 2 of a sign-up whose step 1 answered an organization token.
    app.post(
      '/users',
      {
        config: { access: organizationTokenAccess },
        schema: { tags, body: createOwnerSchema, response: { 200: signedInSessionResponseSchema } },
      },
      (request) => createOwner(deps, requireOrganizationToken(request), request.body.user, clientMeta(request)),
    );
    app.get(
      '/organization_landing_page',
      {
        config: { access: memberAccess('organization_landing_page', { withoutSubscription: true }) },
        schema: { tags, response: { 200: landingPageResponseSchema } },
      },
      (request) => landingPageSteps(deps, requireMember(request)),
    );
  };
