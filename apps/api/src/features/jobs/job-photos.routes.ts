import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParam,
  jobPhotoKeyParamsSchema,
  jobPhotoResponseSchema,
  jobPhotoUploadSchema,
  MAX_JOB_PHOTO_DATA_URL_LENGTH,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess, publicAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { jobPhotoByKey, removeJobPhoto, uploadJobPhoto } from './job-photos.service.ts';

const tags = ['jobs'];
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
    // What a photo's `url` points at, in the lightbox and in the client's e-mail: an <img> and a mail client send no
    // token, so the unguessable key is the credential, like a signed link. A key never changes its bytes.
    app.get(
      '/job_photos/:key',
      {
        config: { access: publicAccess },
        schema: { tags, params: jobPhotoKeyParamsSchema, produces: ['image/png', 'image/jpeg', 'image/webp'] },
      },
      async (request, reply) => {
        const photo = await jobPhotoByKey(deps, request.params.key);
        return reply
          .type(photo.content_type)
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(photo.bytes);
      },
    );
  };
