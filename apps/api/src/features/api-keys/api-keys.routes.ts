import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiKeyParamsSchema,
  apiKeyResponseSchema,
  apiKeysResponseSchema,
  createApiKeySchema,
  createdApiKeyResponseSchema,
  organizationQuerySchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { apiKeysPage, createApiKey, revokeKey } from './api-keys.service.ts';

const tags = ['api keys'];
// open_api never goes on a key, so no key reaches these routes: a key cannot make or revoke keys.
const access = { access: memberAccess('open_api') };

export const apiKeyRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api_keys',
      {
        config: access,
        schema: { tags, querystring: organizationQuerySchema, response: { 200: apiKeysResponseSchema } },
      },
      (request) => apiKeysPage(deps, requireMember(request)),
    );
    app.post(
      '/api_keys',
      { config: access, schema: { tags, body: createApiKeySchema, response: { 201: createdApiKeyResponseSchema } } },
      async (request, reply) => reply.code(201).send(await createApiKey(deps, requireMember(request), request.body)),
    );
    app.post(
      '/api_keys/:id/revoke',
      { config: access, schema: { tags, params: apiKeyParamsSchema, response: { 200: apiKeyResponseSchema } } },
      (request) => revokeKey(deps, requireMember(request), request.params.id),
    );
  };
