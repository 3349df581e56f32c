import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParam,
  nextCleanupResponseSchema,
  organizationQuerySchema,
  scheduleEntryListResponseSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { nextCleanupDay, residentialSchedule } from './schedule.service.ts';

const tags = ['schedule'];

/** Spec §7: the client page's schedule tab reads these under the client's own permission. */
export const scheduleRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const access = memberAccess('client');
    app.get(
      '/client/details/scheduler/client_locations_for_residential_client',
      {
        config: { access },
        schema: {
          tags,
          querystring: organizationQuerySchema.extend({ client_id: idParam() }),
          response: { 200: scheduleEntryListResponseSchema },
        },
      },
      (request) => residentialSchedule(deps, requireMember(request), request.query.client_id),
    );
    app.get(
      '/next_cleanup_day',
      {
        config: { access },
        schema: {
          tags,
          querystring: organizationQuerySchema.extend({ client_location_id: idParam() }),
          response: { 200: nextCleanupResponseSchema },
        },
      },
      (request) => nextCleanupDay(deps, requireMember(request), request.query.client_location_id),
    );
  };
