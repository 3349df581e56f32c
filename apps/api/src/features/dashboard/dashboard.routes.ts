import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { builtDashboardWidgetKeys, dashboardWidgetResponseSchema, dateRangeSchema } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { dashboardWidget } from './dashboard.service.ts';

export const dashboardRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dashboard/widgets/:key',
      {
        // The dashboard stays open without a subscription (spec §5 guard 2).
        config: { access: memberAccess(null, { withoutSubscription: true }) },
        schema: {
          tags: ['dashboard'],
          params: z.object({ key: z.enum(builtDashboardWidgetKeys) }),
          querystring: dateRangeSchema,
          response: { 200: dashboardWidgetResponseSchema },
        },
      },
      (request) => dashboardWidget(deps, requireMember(request), request.params.key, request.query),
    );
  };
