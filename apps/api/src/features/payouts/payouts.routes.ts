import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParam,
  organizationQuerySchema,
  payoutExportQuerySchema,
  payoutListQuerySchema,
  payoutListResponseSchema,
  payoutShowResponseSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { sendCsv } from '../../platform/http/csv.ts';
import { payoutCsv, payoutPage, showPayout } from './payouts.service.ts';

const tags = ['payouts'];
const params = z.object({ id: idParam() });

export const payoutRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const list = { access: memberAccess('payouts') };
    app.get(
      '/payouts',
      {
        config: list,
        schema: { tags, querystring: payoutListQuerySchema, response: { 200: payoutListResponseSchema } },
      },
      (request) => payoutPage(deps, requireMember(request), request.query),
    );
    app.get(
      '/payouts/export.csv',
      { config: list, schema: { tags, querystring: payoutExportQuerySchema, produces: ['text/csv'] } },
      async (request, reply) =>
        sendCsv(reply, 'payouts.csv', await payoutCsv(deps, requireMember(request), request.query)),
    );
    app.get(
      '/payouts/:id',
      {
        config: { access: memberAccess('payout') },
        schema: { tags, params, querystring: organizationQuerySchema, response: { 200: payoutShowResponseSchema } },
      },
      (request) => showPayout(deps, requireMember(request), request.params.id),
    );
  };
