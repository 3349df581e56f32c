import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  brandingResponseSchema,
  brandingSchema,
  MAX_AVATAR_DATA_URL_LENGTH,
  organizationQuerySchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess, publicAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { brandingLogoByKey, brandingPage, saveBranding } from './branding.service.ts';

const tags = ['branding'];
const access = { access: memberAccess('branding_settings') };
const page = { 200: brandingResponseSchema };

export const brandingRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/branding',
      { config: access, schema: { tags, querystring: organizationQuerySchema, response: page } },
      (request) => brandingPage(deps, requireMember(request).organization.id),
    );
    app.put(
      '/branding',
      {
        // A logo travels as a data URL inside the JSON, like the profile picture.
        bodyLimit: MAX_AVATAR_DATA_URL_LENGTH + 16_384,
        config: access,
        schema: { tags, body: brandingSchema, response: page },
      },
      (request) => saveBranding(deps, requireMember(request), request.body),
    );
    // What the header's <img> and the organization's e-mails load: no token travels, the unguessable key is enough.
    app.get(
      '/branding_logos/:key',
      {
        config: { access: publicAccess },
        schema: {
          tags,
          params: z.object({ key: z.string().regex(/^[a-f0-9]{40}$/) }),
          produces: ['image/png', 'image/jpeg', 'image/webp'],
        },
      },
      async (request, reply) => {
        const logo = await brandingLogoByKey(deps, request.params.key);
        return reply
          .type(logo.content_type)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(logo.bytes);
      },
    );
  };
