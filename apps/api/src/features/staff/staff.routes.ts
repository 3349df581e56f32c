import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  avatarUploadSchema,
  MAX_AVATAR_DATA_URL_LENGTH,
  organizationQuerySchema,
  staffDetailResponseSchema,
  staffExportQuerySchema,
  staffListQuerySchema,
  staffListResponseSchema,
  staffParamsSchema,
  staffPaySchema,
  staffPermissionsSchema,
  staffProfileSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess, publicAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { staffCsv, staffDetail, staffPage, updateStaffPay, updateStaffProfile } from './staff.service.ts';
import { changeStaffPermissions, deactivateStaff, reactivateStaff } from './staff-access.service.ts';
import { avatarByKey, avatarOfStaff, deleteAvatar, uploadAvatar } from './avatar.service.ts';
import { sendCsv } from '../../platform/http/csv.ts';

const tags = ['staff'];
const access = memberAccess('staff');
const params = staffParamsSchema;
const detail = { 200: staffDetailResponseSchema };

export const staffRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/staff',
      {
        config: { access },
        schema: { tags, querystring: staffListQuerySchema, response: { 200: staffListResponseSchema } },
      },
      (request) => staffPage(deps, requireMember(request), request.query),
    );

    app.get(
      '/staff/export.csv',
      { config: { access }, schema: { tags, querystring: staffExportQuerySchema, produces: ['text/csv'] } },
      async (request, reply) => {
        const csv = await staffCsv(deps, requireMember(request), request.query);
        return sendCsv(reply, 'staff.csv', csv);
      },
    );

    app.get(
      '/staff/:id',
      { config: { access }, schema: { tags, params, querystring: organizationQuerySchema, response: detail } },
      (request) => staffDetail(deps, requireMember(request), request.params.id),
    );
    app.put(
      '/staff/:id',
      { config: { access }, schema: { tags, params, body: staffProfileSchema, response: detail } },
      (request) => updateStaffProfile(deps, requireMember(request), request.params.id, request.body),
    );
    app.put(
      '/staff/:id/pay',
      { config: { access }, schema: { tags, params, body: staffPaySchema, response: detail } },
      (request) => updateStaffPay(deps, requireMember(request), request.params.id, request.body),
    );
    app.put(
      '/staff/:id/permissions',
      { config: { access }, schema: { tags, params, body: staffPermissionsSchema, response: detail } },
      (request) => changeStaffPermissions(deps, requireMember(request), request.params.id, request.body),
    );
    app.post('/staff/:id/deactivate', { config: { access }, schema: { tags, params, response: detail } }, (request) =>
      deactivateStaff(deps, requireMember(request), request.params.id),
    );
    app.post('/staff/:id/reactivate', { config: { access }, schema: { tags, params, response: detail } }, (request) =>
      reactivateStaff(deps, requireMember(request), request.params.id),
    );

    // A 2 MB picture is about 2.8 MB as base64, above the API's usual 1 MB body limit.
    app.post(
      '/staff/:id/avatar',
      {
        bodyLimit: MAX_AVATAR_DATA_URL_LENGTH + 4096,
        config: { access },
        schema: { tags, params, body: avatarUploadSchema, response: detail },
      },
      (request) => uploadAvatar(deps, requireMember(request), request.params.id, request.body.image),
    );
    app.delete('/staff/:id/avatar', { config: { access }, schema: { tags, params, response: detail } }, (request) =>
      deleteAvatar(deps, requireMember(request), request.params.id),
    );
    app.get(
      '/staff/:id/avatar',
      {
        config: { access },
        schema: {
          tags,
          params,
          querystring: organizationQuerySchema,
          produces: ['image/png', 'image/jpeg', 'image/webp'],
        },
      },
      async (request, reply) => {
        const avatar = await avatarOfStaff(deps, requireMember(request), request.params.id);
        return reply.type(avatar.content_type).header('cache-control', 'private, no-cache').send(avatar.bytes);
      },
    );

    // What `avatar_url` points at. An <img> sends no bearer token, so the unguessable key (new on every upload) is the
    // credential, like a signed link.
    app.get(
      '/avatars/:key',
      {
        config: { access: publicAccess },
        schema: {
          tags,
          params: z.object({ key: z.string().regex(/^[a-f0-9]{32}$/) }),
          produces: ['image/png', 'image/jpeg', 'image/webp'],
        },
      },
      async (request, reply) => {
        const avatar = await avatarByKey(deps, request.params.key);
        return reply
          .type(avatar.content_type)
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(avatar.bytes);
      },
    );
  };
