import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientPortalSettingsResponseSchema,
  clientPortalSettingsSchema,
  organizationQuerySchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { clientPortalSettingsPage, saveClientPortalSettings } from './client-portal-settings.service.ts';

const tags = ['client portal settings'];
const access = { access: memberAccess('client_portal_settings') };
const page = { 200: clientPortalSettingsResponseSchema };

export const clientPortalSettingsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/client_portal_settings',
      { config: access, schema: { tags, querystring: organizationQuerySchema, response: page } },
      (request) => clientPortalSettingsPage(deps, requireMember(request)),
    );
    app.put(
      '/client_portal_settings',
      { config: access, schema: { tags, body: clientPortalSettingsSchema, response: page } },
      (request) => saveClientPortalSettings(deps, requireMember(request), request.body),
    );
  };
