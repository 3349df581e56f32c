import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientRegistrationSchema,
  messageResponseSchema,
  publicFormParamsSchema,
  publicFormResponseSchema,
  publicServiceAreaResponseSchema,
  serviceAreaQuerySchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { publicAccess } from '../../platform/auth/route-access.ts';
import { publicFormView, publicServiceArea, registerClient } from './client-registrations.service.ts';

const tags = ['public form'];

export const clientRegistrationRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/public/forms/:form_key',
      {
        config: { access: publicAccess },
        schema: { tags, params: publicFormParamsSchema, response: { 200: publicFormResponseSchema } },
      },
      (request) => publicFormView(deps, request.params.form_key, request.ip),
    );
    app.get(
      '/public/forms/:form_key/service_area',
      {
        config: { access: publicAccess },
        schema: {
          tags,
          params: publicFormParamsSchema,
          querystring: serviceAreaQuerySchema,
          response: { 200: publicServiceAreaResponseSchema },
        },
      },
      (request) => publicServiceArea(deps, request.params.form_key, request.query.zip, request.ip),
    );
    app.post(
      '/public/forms/:form_key/client_registrations',
      {
        config: { access: publicAccess, idempotent: true },
        schema: {
          tags,
          params: publicFormParamsSchema,
          body: clientRegistrationSchema,
          response: { 201: messageResponseSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await registerClient(deps, request.params.form_key, request.body, request.ip)),
    );
  };
