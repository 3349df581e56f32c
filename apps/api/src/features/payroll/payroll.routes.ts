import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParam,
  organizationQuerySchema,
  payAdjustmentSchema,
  payRunComputeSchema,
  payRunExportQuerySchema,
  payRunListQuerySchema,
  payRunListResponseSchema,
  payRunPeriodSchema,
  payRunProgressSchema,
  payRunShowResponseSchema,
  paySlipEmailResponseSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { sendCsv } from '../../platform/http/csv.ts';
import {
  addAdjustment,
  computeRunBatch,
  finalizeRun,
  openRun,
  payRunPage,
  removeAdjustment,
  showPayRun,
} from './payroll.service.ts';
import { emailPaySlip, exportPayRun, printPaySlip } from './pay-slip-documents.service.ts';

const tags = ['payroll'];
const config = { access: memberAccess('create_pay_slips') };
const params = z.object({ id: idParam() });
const adjustmentParams = z.object({ id: idParam(), adjustment_id: idParam() });
const show = { 200: payRunShowResponseSchema };

export const payrollRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/pay_runs',
      { config, schema: { tags, querystring: payRunListQuerySchema, response: { 200: payRunListResponseSchema } } },
      (request) => payRunPage(deps, requireMember(request), request.query),
    );
    app.post('/pay_runs', { config, schema: { tags, body: payRunPeriodSchema, response: show } }, (request) =>
      openRun(deps, requireMember(request), request.body),
    );
    app.get(
      '/pay_runs/:id',
      { config, schema: { tags, params, querystring: organizationQuerySchema, response: show } },
      (request) => showPayRun(deps, requireMember(request), request.params.id),
    );
    app.post(
      '/pay_runs/:id/compute',
      { config, schema: { tags, params, body: payRunComputeSchema, response: { 200: payRunProgressSchema } } },
      (request) => computeRunBatch(deps, requireMember(request), request.params.id, request.body),
    );
    app.post(
      '/pay_runs/:id/adjustments',
      { config, schema: { tags, params, body: payAdjustmentSchema, response: { 201: payRunShowResponseSchema } } },
      async (request, reply) =>
        reply.code(201).send(await addAdjustment(deps, requireMember(request), request.params.id, request.body)),
    );
    app.delete(
      '/pay_runs/:id/adjustments/:adjustment_id',
      { config, schema: { tags, params: adjustmentParams, response: show } },
      (request) => removeAdjustment(deps, requireMember(request), request.params.id, request.params.adjustment_id),
    );
    app.post('/pay_runs/:id/finalize', { config, schema: { tags, params, response: show } }, (request) =>
      finalizeRun(deps, requireMember(request), request.params.id),
    );
    app.get(
      '/pay_runs/:id/export.csv',
      { config, schema: { tags, params, querystring: payRunExportQuerySchema, produces: ['text/csv'] } },
      async (request, reply) => {
        const { filename, csv } = await exportPayRun(deps, requireMember(request), request.params.id, request.query);
        return sendCsv(reply, filename, csv);
      },
    );
    app.get(
      '/pay_slips/:id/pdf',
      { config, schema: { tags, params, querystring: organizationQuerySchema, produces: ['application/pdf'] } },
      async (request, reply) => {
        const { pdf, filename } = await printPaySlip(deps, requireMember(request), request.params.id);
        return reply.type('application/pdf').header('content-disposition', `inline; filename="${filename}"`).send(pdf);
      },
    );
    app.post(
      '/pay_slips/:id/email',
      { config, schema: { tags, params, response: { 200: paySlipEmailResponseSchema } } },
      (request) => emailPaySlip(deps, requireMember(request), request.params.id),
    );
  };
