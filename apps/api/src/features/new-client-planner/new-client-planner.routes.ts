import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  plannerAssignResponseSchema,
  plannerAssignSchema,
  plannerOptionsResponseSchema,
  plannerOptionsSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { plannerAssign, plannerOptions } from './new-client-planner.service.ts';

const tags = ['new client planner'];
const access = { access: memberAccess('new_client_planner') };

export const newClientPlannerRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // POST: the place is a body (an address or a position), and pricing it reads many routes without changing any.
    app.post(
      '/new_client_planner/options',
      { config: access, schema: { tags, body: plannerOptionsSchema, response: { 200: plannerOptionsResponseSchema } } },
      (request) => plannerOptions(deps, requireMember(request), request.body),
    );
    app.post(
      '/new_client_planner/assign',
      { config: access, schema: { tags, body: plannerAssignSchema, response: { 200: plannerAssignResponseSchema } } },
      (request) => plannerAssign(deps, requireMember(request), request.body),
    );
  };
