import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignUnassignedSchema,
  idParam,
  organizationQuerySchema,
  unassignedListQuerySchema,
  unassignedListResponseSchema,
  unassignedRecordResponseSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { assignUnassigned, unassignedPage, unassignedRecord } from './unassigned.service.ts';

const tags = ['unassigned'];
const params = z.object({ id: idParam() });
const access = { access: memberAccess('unassigned') };
const record = { 200: unassignedRecordResponseSchema };

export const unassignedRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/unassigned',
      {
        config: access,
        schema: { tags, querystring: unassignedListQuerySchema, response: { 200: unassignedListResponseSchema } },
      },
      (request) => unassignedPage(deps, requireMember(request), request.query),
    );
    app.get(
      '/unassigned/:id',
      { config: access, schema: { tags, params, querystring: organizationQuerySchema, response: record } },
      (request) => unassignedRecord(deps, requireMember(request), request.params.id),
    );
    app.put(
      '/unassigned/:id',
      {
        config: access,
        schema: { tags, params, querystring: organizationQuerySchema, body: assignUnassignedSchema, response: record },
      },
      (request) => assignUnassigned(deps, requireMember(request), request.params.id, request.body),
    );
  };
