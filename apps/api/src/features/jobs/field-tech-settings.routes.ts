import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fieldTechAppSettingsResponseSchema,
  fieldTechAppSettingsSchema,
  myRouteResponseSchema,
  myRouteSchema,
  organizationQuerySchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { arrangeMyRoute, fieldTechAppSettings, myRoute, saveFieldTechAppSettings } from './tech-day.service.ts';

const tags = ['jobs'];
const settingsAccess = { access: memberAccess('field_tech_app_settings') };
/** The tech's own day, under the permission that shows a field tech /schedule. */
const ownDay = { access: memberAccess('schedule') };
const settingsResponse = { 200: fieldTechAppSettingsResponseSchema };

export const fieldTechSettingsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/field_tech_app_settings',
      { config: settingsAccess, schema: { tags, querystring: organizationQuerySchema, response: settingsResponse } },
      (request) => fieldTechAppSettings(deps, requireMember(request)),
    );
    app.put(
      '/field_tech_app_settings',
      { config: settingsAccess, schema: { tags, body: fieldTechAppSettingsSchema, response: settingsResponse } },
      (request) => saveFieldTechAppSettings(deps, requireMember(request), request.body),
    );
    app.get(
      '/my_route',
      {
        config: ownDay,
        schema: { tags, querystring: organizationQuerySchema, response: { 200: myRouteResponseSchema } },
      },
      (request) => myRoute(deps, requireMember(request)),
    );
    app.put(
      '/my_route',
      { config: ownDay, schema: { tags, body: myRouteSchema, response: { 200: myRouteResponseSchema } } },
      (request) => arrangeMyRoute(deps, requireMember(request), request.body),
    );
  };
