import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optimizeRouteResponseSchema, optimizeRouteSchema } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { optimizeRouteFor } from './route-optimize.service.ts';

const tags = ['route manager'];

export const routeOptimizeRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/route_manager/optimize',
      {
        config: { access: memberAccess('route_manager') },
        schema: { tags, body: optimizeRouteSchema, response: { 200: optimizeRouteResponseSchema } },
      },
      (request) =>
        optimizeRouteFor(deps, requireMember(request).organization.id, request.body, {
          warn: (message) => request.log.warn(message),
        }),
    );
  };
