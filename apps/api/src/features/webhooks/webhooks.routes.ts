import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listQuerySchema,
  messageResponseSchema,
  organizationQuerySchema,
  webhookDeliveriesResponseSchema,
  webhookDeliveryParamsSchema,
  webhookDeliveryResponseSchema,
  webhookEndpointCreatedSchema,
  webhookEndpointParamsSchema,
  webhookEndpointResponseSchema,
  webhookEndpointSchema,
  webhookEndpointsResponseSchema,
  webhookSecretResponseSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import {
  createWebhookEndpoint,
  removeWebhookEndpoint,
  resendDelivery,
  revealWebhookSecret,
  sendTestEvent,
  updateWebhookEndpoint,
  webhookDeliveriesPage,
  webhookEndpointsPage,
} from './webhooks.service.ts';

const tags = ['webhooks'];
const config = { access: memberAccess('open_api') };
const params = webhookEndpointParamsSchema;

export const webhookRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/webhooks',
      {
        config,
        schema: { tags, querystring: organizationQuerySchema, response: { 200: webhookEndpointsResponseSchema } },
      },
      (request) => webhookEndpointsPage(deps, requireMember(request)),
    );
    app.post(
      '/webhooks',
      { config, schema: { tags, body: webhookEndpointSchema, response: { 200: webhookEndpointCreatedSchema } } },
      (request) => createWebhookEndpoint(deps, requireMember(request), request.body),
    );
    app.put(
      '/webhooks/:id',
      {
        config,
        schema: { tags, params, body: webhookEndpointSchema, response: { 200: webhookEndpointResponseSchema } },
      },
      (request) => updateWebhookEndpoint(deps, requireMember(request), request.params.id, request.body),
    );
    app.delete(
      '/webhooks/:id',
      { config, schema: { tags, params, response: { 200: messageResponseSchema } } },
      (request) => removeWebhookEndpoint(deps, requireMember(request), request.params.id),
    );
    app.post(
      '/webhooks/:id/secret',
      { config, schema: { tags, params, response: { 200: webhookSecretResponseSchema } } },
      (request) => revealWebhookSecret(deps, requireMember(request), request.params.id),
    );
    app.post(
      '/webhooks/:id/test',
      { config, schema: { tags, params, response: { 200: webhookDeliveryResponseSchema } } },
      (request) => sendTestEvent(deps, requireMember(request), request.params.id),
    );
    app.get(
      '/webhooks/:id/deliveries',
      {
        config,
        schema: { tags, params, querystring: listQuerySchema, response: { 200: webhookDeliveriesResponseSchema } },
      },
      (request) => webhookDeliveriesPage(deps, requireMember(request), request.params.id, request.query),
    );
    app.post(
      '/webhooks/:id/deliveries/:delivery_id/resend',
      {
        config,
        schema: { tags, params: webhookDeliveryParamsSchema, response: { 200: webhookDeliveryResponseSchema } },
      },
      (request) => resendDelivery(deps, requireMember(request), request.params.id, request.params.delivery_id),
    );
  };
