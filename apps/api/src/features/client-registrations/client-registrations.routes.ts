import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientRegistrationSchema, publicFormParamsSchema } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { publicAccess } from '../../platform/auth/route-access.ts';
import { publicFormView, registerClient } from './client-registrations.service.ts';

const tags = ['public form'];

export const clientRegistrationRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  app.get('/public/forms/:form_key', { config: { access: publicAccess }, schema: { tags, params: publicFormParamsSchema, response: { 200: z.object({ organization: z.object({ name: z.string() }) }) } } }, (request) =>
    publicFormView(deps, request.params.form_key),
  );
  app.post(
    '/public/forms/:form_key/client_registrations',
    { config: { access: publicAccess }, schema: { tags, params: publicFormParamsSchema, body: clientRegistrationSchema, response: { 201: z.object({ message: z.string() }) } } },
    async (request, reply) => reply.code(201).send(await registerClient(deps, request.params.form_key, request.body, request.ip)),
  );
};
