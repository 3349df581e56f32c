import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationQuerySchema, organizationSettingsResponseSchema } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { organizationSettingsView } from './organizations.service.ts';

export const organizationRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/organization_settings',
      {
        config: { access: memberAccess(null, { withoutSubscription: true }) },
        schema: {
          tags: ['organizations'],
          querystring: organizationQuerySchema,
          response: { 200: organizationSettingsResponseSchema },
        },
      },
      (request) => organizationSettingsView(deps, requireMember(request).organization.id),
    );
  };
