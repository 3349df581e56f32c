import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  routePlanningExportQuerySchema,
  routePlanningReportQuerySchema,
  routePlanningReportResponseSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { sendCsv } from '../../platform/http/csv.ts';
import { routePlanningCsv, routePlanningReport } from './route-planning-report.service.ts';

const tags = ['reports'];
const access = { access: memberAccess('route_planning_report') };

export const routePlanningReportRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/route_planning_report',
      {
        config: access,
        schema: {
          tags,
          querystring: routePlanningReportQuerySchema,
          response: { 200: routePlanningReportResponseSchema },
        },
      },
      (request) => routePlanningReport(deps, requireMember(request), request.query),
    );
    app.get(
      '/route_planning_report/csv',
      { config: access, schema: { tags, querystring: routePlanningExportQuerySchema, produces: ['text/csv'] } },
      async (request, reply) =>
        sendCsv(reply, 'route-planning.csv', await routePlanningCsv(deps, requireMember(request), request.query)),
    );
  };
