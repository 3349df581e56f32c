import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationQuerySchema, settingsOverviewResponseSchema } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { settingsOverview } from './settings.service.ts';

export const settingsOverviewRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/settings/overview',
      {
        config: { access: memberAccess('settings') },
        schema: {
          tags: ['settings'],
          querystring: organizationQuerySchema,
          response: { 200: settingsOverviewResponseSchema },
        },
      },
      (request) => settingsOverview(deps, requireMember(request)),
    );
  };
