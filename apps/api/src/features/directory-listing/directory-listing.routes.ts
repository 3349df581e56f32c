import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  directoryListingResponseSchema,
  directoryListingSchema,
  organizationQuerySchema,
  publicListingParamsSchema,
  publicListingResponseSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess, publicAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { directoryListingPage, publicListing, saveDirectoryListing } from './directory-listing.service.ts';

const tags = ['directory listing'];
// Spec §6: directory_listing is always allowed, so every member of the organization reaches the page.
const access = { access: memberAccess('directory_listing') };
const page = { 200: directoryListingResponseSchema };

export const directoryListingRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/directory_listing',
      { config: access, schema: { tags, querystring: organizationQuerySchema, response: page } },
      (request) => directoryListingPage(deps, requireMember(request)),
    );
    app.put(
      '/directory_listing',
      // Everyone may look at the listing; changing the organization's public face asks for its branding permission.
      {
        config: { access: memberAccess('branding_settings') },
        schema: { tags, body: directoryListingSchema, response: page },
      },
      (request) => saveDirectoryListing(deps, requireMember(request), request.body),
    );
    app.get(
      '/public/directory/:organization_id',
      {
        config: { access: publicAccess },
        schema: { tags, params: publicListingParamsSchema, response: { 200: publicListingResponseSchema } },
      },
      (request) => publicListing(deps, request.params.organization_id, request.ip),
    );
  };
