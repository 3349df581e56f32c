import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cleanupNotificationExportQuerySchema,
  cleanupNotificationListQuerySchema,
  cleanupNotificationListResponseSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { sendCsv } from '../../platform/http/csv.ts';
import { cleanupNotificationCsv, cleanupNotificationPage } from './cleanup-notifications-report.service.ts';

const tags = ['cleanup notifications'];
const access = { access: memberAccess('cleanup_notifications_report') };

export const cleanupNotificationRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/cleanup_notifications',
      {
        config: access,
        schema: {
          tags,
          querystring: cleanupNotificationListQuerySchema,
          response: { 200: cleanupNotificationListResponseSchema },
        },
      },
      (request) => cleanupNotificationPage(deps, requireMember(request), request.query),
    );
    app.get(
      '/cleanup_notifications/export.csv',
      { config: access, schema: { tags, querystring: cleanupNotificationExportQuerySchema, produces: ['text/csv'] } },
      async (request, reply) =>
        sendCsv(
          reply,
          'cleanup-notifications.csv',
          await cleanupNotificationCsv(deps, requireMember(request), request.query),
        ),
    );
  };
