import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParam,
  organizationQuerySchema,
  payrollPersonResponseSchema,
  payrollReportExportQuerySchema,
  payrollReportQuerySchema,
  payrollReportResponseSchema,
  personReportQuerySchema,
  productivityPersonResponseSchema,
  productivityReportQuerySchema,
  productivityReportResponseSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { sendCsv } from '../../platform/http/csv.ts';
import { payrollPerson, payrollReport, productivityPerson, productivityReport } from './payroll-reports.service.ts';
import { payrollReportCsv } from './payroll-reports.csv.ts';
import { printPaySlip } from '../payroll/index.ts';

const tags = ['reports'];
const params = z.object({ id: idParam() });

export const payrollReportRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const payroll = { access: memberAccess('payroll_report') };
    app.get(
      '/payroll_report',
      {
        config: payroll,
        schema: { tags, querystring: payrollReportQuerySchema, response: { 200: payrollReportResponseSchema } },
      },
      (request) => payrollReport(deps, requireMember(request), request.query),
    );
    app.get(
      '/payroll_report/export.csv',
      { config: payroll, schema: { tags, querystring: payrollReportExportQuerySchema, produces: ['text/csv'] } },
      async (request, reply) =>
        sendCsv(reply, 'payroll-report.csv', await payrollReportCsv(deps, requireMember(request), request.query)),
    );
    app.get(
      '/payroll_report/:id',
      {
        config: payroll,
        schema: { tags, params, querystring: personReportQuerySchema, response: { 200: payrollPersonResponseSchema } },
      },
      (request) => payrollPerson(deps, requireMember(request), request.params.id, request.query),
    );

    // The report's own way to a slip: a reader of the payroll report need not be one who creates pay slips.
    app.get(
      '/payroll_report/pay_slips/:id/pdf',
      {
        config: payroll,
        schema: { tags, params, querystring: organizationQuerySchema, produces: ['application/pdf'] },
      },
      async (request, reply) => {
        const { pdf, filename } = await printPaySlip(deps, requireMember(request), request.params.id);
        return reply.type('application/pdf').header('content-disposition', `inline; filename="${filename}"`).send(pdf);
      },
    );

    const productivity = { access: memberAccess('productivity_report') };
    app.get(
      '/productivity_report',
      {
        config: productivity,
        schema: {
          tags,
          querystring: productivityReportQuerySchema,
          response: { 200: productivityReportResponseSchema },
        },
      },
      (request) => productivityReport(deps, requireMember(request), request.query),
    );
    app.get(
      '/productivity_report/:id',
      {
        config: productivity,
        schema: {
          tags,
          params,
          querystring: personReportQuerySchema,
          response: { 200: productivityPersonResponseSchema },
        },
      },
      (request) => productivityPerson(deps, requireMember(request), request.params.id, request.query),
    );
  };
