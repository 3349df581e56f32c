import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  arrangeRouteSchema,
  bulkJobsResponseSchema,
  bulkMoveSchema,
  bulkReassignSchema,
  bulkSkipSchema,
  dispatchBoardQuerySchema,
  dispatchBoardResponseSchema,
  idParam,
  techDayResponseSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { arrangeRoute, bulkMove, bulkReassign, bulkSkip, dispatchBoard, techDay } from './dispatch.service.ts';

const tags = ['dispatch board'];
const config = { access: memberAccess('dispatch_board') };
const bulk = { 200: bulkJobsResponseSchema };

export const dispatchRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dispatch_board',
      {
        config,
        schema: { tags, querystring: dispatchBoardQuerySchema, response: { 200: dispatchBoardResponseSchema } },
      },
      (request) => dispatchBoard(deps, requireMember(request), request.query.date),
    );
    app.put(
      '/dispatch_board/route',
      { config, schema: { tags, body: arrangeRouteSchema, response: { 200: dispatchBoardResponseSchema } } },
      (request) => arrangeRoute(deps, requireMember(request), request.body),
    );
    app.post(
      '/dispatch_board/bulk_skip',
      { config, schema: { tags, body: bulkSkipSchema, response: bulk } },
      (request) => bulkSkip(deps, requireMember(request), request.body),
    );
    app.post(
      '/dispatch_board/bulk_reassign',
      { config, schema: { tags, body: bulkReassignSchema, response: bulk } },
      (request) => bulkReassign(deps, requireMember(request), request.body),
    );
    app.post(
      '/dispatch_board/bulk_move',
      { config, schema: { tags, body: bulkMoveSchema, response: bulk } },
      (request) => bulkMove(deps, requireMember(request), request.body),
    );
    app.get(
      '/dispatch_board/:user_id',
      {
        config,
        schema: {
          tags,
          params: z.object({ user_id: idParam() }),
          querystring: dispatchBoardQuerySchema,
          response: { 200: techDayResponseSchema },
        },
      },
      (request) => techDay(deps, requireMember(request), request.params.user_id, request.query.date),
    );
  };
