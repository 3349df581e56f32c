import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  optimizeAllResponseSchema,
  optimizeAllSchema,
  routeManagerDayResponseSchema,
  routeManagerQuerySchema,
  routeSheetQuerySchema,
  saveRouteSchema,
  saveRoutesSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { proposeDayBalance } from './route-balance.service.ts';
import { printRouteSheet, routeManagerDay, saveRoute, saveRoutes } from './route-manager.service.ts';

const tags = ['route manager'];
const config = { access: memberAccess('route_manager') };
const day = { 200: routeManagerDayResponseSchema };

export const routeManagerRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/route_manager',
      { config, schema: { tags, querystring: routeManagerQuerySchema, response: day } },
      (request) => routeManagerDay(deps, requireMember(request), request.query.date),
    );
    app.put('/route_manager/route', { config, schema: { tags, body: saveRouteSchema, response: day } }, (request) =>
      saveRoute(deps, requireMember(request), request.body),
    );
    app.put('/route_manager/routes', { config, schema: { tags, body: saveRoutesSchema, response: day } }, (request) =>
      saveRoutes(deps, requireMember(request), request.body),
    );
    app.post(
      '/route_manager/optimize_all',
      { config, schema: { tags, body: optimizeAllSchema, response: { 200: optimizeAllResponseSchema } } },
      (request) => proposeDayBalance(deps, requireMember(request), request.body.service_date),
    );
    app.get(
      '/route_manager/route_sheet',
      { config, schema: { tags, querystring: routeSheetQuerySchema, produces: ['application/pdf'] } },
      async (request, reply) => {
        const { date, user_id } = request.query;
        const { pdf, filename } = await printRouteSheet(deps, requireMember(request), date, user_id);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .send(pdf);
      },
    );
  };
