import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { workAreaActivityQuerySchema, workAreaActivityResponseSchema } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { workAreaActivityPage } from './work-area-activity.service.ts';

export const workAreaActivityRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/work_area_activity_log',
      {
        config: { access: memberAccess('work_area_activity_log') },
        schema: {
          tags: ['work areas'],
          querystring: workAreaActivityQuerySchema,
          response: { 200: workAreaActivityResponseSchema },
        },
      },
      (request) => workAreaActivityPage(deps, requireMember(request), request.query),
    );
  };
