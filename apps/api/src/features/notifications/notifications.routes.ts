import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParam,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationResponseSchema,
  organizationQuerySchema,
  readAllNotificationsResponseSchema,
  unreadCountResponseSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import {
  markNotificationsSeen,
  notificationPage,
  readAllNotifications,
  readNotification,
  unreadCount,
} from './notifications.service.ts';

const tags = ['notifications'];
/** The bell is part of every signed-in page; the list needs the notifications permission. */
const anyMember = memberAccess(null);
const listAccess = memberAccess('notifications');

export const notificationRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/notification/count_unread_notifications',
      {
        config: { access: anyMember },
        schema: { tags, querystring: organizationQuerySchema, response: { 200: unreadCountResponseSchema } },
      },
      (request) => unreadCount(deps, requireMember(request)),
    );
    app.put(
      '/notification/seen',
      { config: { access: anyMember }, schema: { tags, response: { 200: unreadCountResponseSchema } } },
      (request) => markNotificationsSeen(deps, requireMember(request)),
    );
    app.get(
      '/notifications',
      {
        config: { access: listAccess },
        schema: { tags, querystring: notificationListQuerySchema, response: { 200: notificationListResponseSchema } },
      },
      (request) => notificationPage(deps, requireMember(request), request.query),
    );
    app.put(
      '/notifications/read_all',
      { config: { access: listAccess }, schema: { tags, response: { 200: readAllNotificationsResponseSchema } } },
      (request) => readAllNotifications(deps, requireMember(request)),
    );
    app.put(
      '/notifications/:id/read',
      {
        config: { access: listAccess },
        schema: {
          tags,
          params: z.object({ id: idParam() }),
          response: { 200: notificationResponseSchema },
        },
      },
      (request) => readNotification(deps, requireMember(request), request.params.id),
    );
  };
