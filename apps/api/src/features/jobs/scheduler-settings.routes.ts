import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParam,
  messageResponseSchema,
  organizationQuerySchema,
  routeAddressResponseSchema,
  routeAddressSchema,
  schedulerPageResponseSchema,
  schedulerSettingsSchema,
  skipReasonResponseSchema,
  skipReasonSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { saveSchedulerSettings, saveTechRouteAddresses, schedulerPage } from './scheduler-settings.service.ts';
import { createSkipReason, editSkipReason, removeSkipReason } from './skip-reasons.service.ts';

const tags = ['scheduler settings'];
const params = z.object({ id: idParam() });
const access = { access: memberAccess('scheduler_settings') };
const page = { 200: schedulerPageResponseSchema };

export const schedulerSettingsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/scheduler_settings',
      { config: access, schema: { tags, querystring: organizationQuerySchema, response: page } },
      (request) => schedulerPage(deps, requireMember(request)),
    );
    app.put(
      '/scheduler_settings',
      { config: access, schema: { tags, body: schedulerSettingsSchema, response: page } },
      (request) => saveSchedulerSettings(deps, requireMember(request), request.body),
    );
    app.put(
      '/scheduler_settings/route_addresses/:id',
      {
        config: access,
        schema: { tags, params, body: routeAddressSchema, response: { 200: routeAddressResponseSchema } },
      },
      (request) => saveTechRouteAddresses(deps, requireMember(request), request.params.id, request.body),
    );
    app.post(
      '/skip_reasons',
      { config: access, schema: { tags, body: skipReasonSchema, response: { 201: skipReasonResponseSchema } } },
      async (request, reply) =>
        reply.code(201).send(await createSkipReason(deps, requireMember(request), request.body)),
    );
    app.put(
      '/skip_reasons/:id',
      { config: access, schema: { tags, params, body: skipReasonSchema, response: { 200: skipReasonResponseSchema } } },
      (request) => editSkipReason(deps, requireMember(request), request.params.id, request.body),
    );
    app.delete(
      '/skip_reasons/:id',
      { config: access, schema: { tags, params, response: { 200: messageResponseSchema } } },
      (request) => removeSkipReason(deps, requireMember(request), request.params.id),
    );
  };
