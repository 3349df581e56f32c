import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createClientSchema,
  leadConversionResponseSchema,
  leadDetailResponseSchema,
  leadListQuerySchema,
  leadListResponseSchema,
  leadParamsSchema,
  leadPrefillResponseSchema,
  leadStatusChangeSchema,
  organizationQuerySchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { changeLeadStatus, convertLead, leadDetail, leadPage, leadPrefill } from './leads.service.ts';

const tags = ['leads'];
const list = memberAccess('leads');
const access = memberAccess('lead');
const params = leadParamsSchema;

export const leadRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/leads',
      {
        config: { access: list },
        schema: { tags, querystring: leadListQuerySchema, response: { 200: leadListResponseSchema } },
      },
      (request) => leadPage(deps, requireMember(request), request.query),
    );
    app.get(
      '/leads/:id',
      {
        config: { access },
        schema: { tags, params, querystring: organizationQuerySchema, response: { 200: leadDetailResponseSchema } },
      },
      (request) => leadDetail(deps, requireMember(request), request.params.id),
    );
    app.get(
      '/leads/:id/prefill',
      {
        config: { access },
        schema: { tags, params, querystring: organizationQuerySchema, response: { 200: leadPrefillResponseSchema } },
      },
      (request) => leadPrefill(deps, requireMember(request), request.params.id),
    );
    app.put(
      '/leads/:id/status',
      {
        config: { access },
        schema: { tags, params, body: leadStatusChangeSchema, response: { 200: leadDetailResponseSchema } },
      },
      (request) => changeLeadStatus(deps, requireMember(request), request.params.id, request.body),
    );
    app.post(
      '/leads/:id/convert',
      {
        config: { access, idempotent: true },
        schema: { tags, params, body: createClientSchema, response: { 201: leadConversionResponseSchema } },
      },
      async (request, reply) =>
        reply.code(201).send(await convertLead(deps, requireMember(request), request.params.id, request.body)),
    );
  };
