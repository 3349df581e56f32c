import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParam,
  jobPhotoResponseSchema,
  jobPhotoUploadSchema,
  MAX_JOB_PHOTO_DATA_URL_LENGTH,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess, publicAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { jobPhotoByLink, jobPhotoForMember, removeJobPhoto, uploadJobPhoto } from './job-photos.service.ts';

const tags = ['jobs'];
const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
/** A tech photographs their own jobs under `schedule`; the office (dispatch_board) any job of the organization. */
const work = { access: memberAccess('schedule') };

export const jobPhotoRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // A camera photo as base64 is well above the API's usual 1 MB body limit.
    app.post(
      '/jobs/:id/photos',
      {
        bodyLimit: MAX_JOB_PHOTO_DATA_URL_LENGTH + 4096,
        config: work,
        schema: {
          tags,
          params: z.object({ id: idParam() }),
          body: jobPhotoUploadSchema,
          response: { 201: jobPhotoResponseSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await uploadJobPhoto(deps, requireMember(request), request.params.id, request.body)),
    );
    app.delete(
      '/jobs/:id/photos/:photo_id',
      { config: work, schema: { tags, params: z.object({ id: idParam(), photo_id: idParam() }) } },
      async (request, reply) => {
        await removeJobPhoto(deps, requireMember(request), request.params.id, request.params.photo_id);
        return reply.code(204).send();
      },
    );
    // A photo for a signed-in member of its organization (an API client sending its token).
    app.get(
      '/job_photos/:id',
      {
        config: { access: memberAccess(null) },
        schema: { tags, params: z.object({ id: idParam() }), produces: PICTURE_TYPES },
      },
      async (request, reply) => {
        const photo = await jobPhotoForMember(deps, requireMember(request), request.params.id);
        return reply
          .type(photo.content_type)
          .header('cache-control', 'private, no-cache')
          .header('x-content-type-options', 'nosniff')
          .send(photo.bytes);
      },
    );
    // What a photo's `url` points at, in the lightbox and in the client's e-mail: an <img> and a mail client send no
    // token, so the address carries a signature and an expiry (job-photo-links.ts). The browser keeps the picture
    // until the address expires; a photo never changes its bytes.
    app.get(
      '/job_photo_links/:id',
      {
        config: { access: publicAccess },
        schema: {
          tags,
          params: z.object({ id: idParam() }),
          querystring: z.object({ expires: z.string().optional(), signature: z.string().optional() }),
          produces: PICTURE_TYPES,
        },
      },
      async (request, reply) => {
        const photo = await jobPhotoByLink(deps, request.params.id, request.query);
        const left = Math.max(0, Math.floor((photo.expiresAt.getTime() - deps.clock.now().getTime()) / 1000));
        return reply
          .type(photo.content_type)
          .header('cache-control', `private, max-age=${left}, immutable`)
          .header('x-content-type-options', 'nosniff')
          .send(photo.bytes);
      },
    );
  };
