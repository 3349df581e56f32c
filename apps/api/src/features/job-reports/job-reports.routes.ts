import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  completedJobsExportQuerySchema,
  completedJobsReportQuerySchema,
  completedJobsReportResponseSchema,
  workAreaInventoryQuerySchema,
  workAreaInventoryResponseSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { sendCsv } from '../../platform/http/csv.ts';
import { completedJobsCsv, completedJobsReport } from './job-reports.service.ts';
import { workAreaInventory } from './work-area-inventory.service.ts';

const tags = ['reports'];
const access = { access: memberAccess('completed_jobs_report') };

export const jobReportRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/completed_jobs_report',
      {
        config: access,
        schema: {
          tags,
          querystring: completedJobsReportQuerySchema,
          response: { 200: completedJobsReportResponseSchema },
        },
      },
      (request) => completedJobsReport(deps, requireMember(request), request.query),
    );
    app.get(
      '/completed_jobs_report/export.csv',
      { config: access, schema: { tags, querystring: completedJobsExportQuerySchema, produces: ['text/csv'] } },
      async (request, reply) =>
        sendCsv(reply, 'completed-jobs.csv', await completedJobsCsv(deps, requireMember(request), request.query)),
    );
    app.get(
      '/work_area_inventory',
      {
        config: { access: memberAccess('work_area_inventory') },
        schema: {
          tags,
          querystring: workAreaInventoryQuerySchema,
          response: { 200: workAreaInventoryResponseSchema },
        },
      },
      (request) => workAreaInventory(deps, requireMember(request), request.query),
    );
  };
