import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeRequestListQuerySchema,
  changeRequestListResponseSchema,
  changeRequestParamsSchema,
  changeRequestResponseSchema,
  createChangeRequestSchema,
  denyChangeRequestSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import {
  approveChangeRequest,
  changeRequestPage,
  createChangeRequest,
  denyChangeRequest,
} from './change-requests.service.ts';

const tags = ['change requests'];
const access = memberAccess('change_requests');
const params = changeRequestParamsSchema;
const answer = { 200: changeRequestResponseSchema };

export const changeRequestRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // The client-facing side will post here once clients can sign in; until then the office logs phoned-in requests.
    app.post(
      '/client_portal/change_requests',
      {
        config: { access },
        schema: { tags, body: createChangeRequestSchema, response: { 201: changeRequestResponseSchema } },
      },
      async (request, reply) =>
        reply.code(201).send(await createChangeRequest(deps, requireMember(request), request.body)),
    );
    app.get(
      '/change_requests',
      {
        config: { access },
        schema: { tags, querystring: changeRequestListQuerySchema, response: { 200: changeRequestListResponseSchema } },
      },
      (request) => changeRequestPage(deps, requireMember(request), request.query),
    );
    app.post(
      '/change_requests/:id/approve',
      { config: { access }, schema: { tags, params, response: answer } },
      (request) => approveChangeRequest(deps, requireMember(request), request.params.id),
    );
    app.post(
      '/change_requests/:id/deny',
      { config: { access }, schema: { tags, params, body: denyChangeRequestSchema, response: answer } },
      (request) => denyChangeRequest(deps, requireMember(request), request.params.id, request.body.reason),
    );
  };
