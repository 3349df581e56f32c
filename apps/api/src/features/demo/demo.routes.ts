import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id, realtimeChannels } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { publicAccess } from '../../platform/auth/route-access.ts';
import { latestOutboxMessages } from '../../platform/providers/outbox.repository.ts';
import { notFound } from '../../platform/http/errors.ts';
import { updateStripeStatus } from '../organizations/organizations.service.ts';
import { findOrganizationById } from '../organizations/organizations.repository.ts';

const tags = ['demo'];

const outboxQuerySchema = z.object({
  to: z.string().trim().max(255).optional(),
  channel: z.enum(['sms', 'email']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

const outboxMessageSchema = z.object({
  id: z.number(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  created_at: z.date(),
});

const okSchema = z.object({ message: z.string() });

/**
 * Demo and test only, never registered in production: what the test-mode SMS and mail adapters sent, and
 * triggers for the live events a deploy or the card processor would raise.
 */
export const demoRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  app.get('/demo/outbox', { config: { access: publicAccess }, schema: { tags, querystring: outboxQuerySchema, response: { 200: z.object({ data: z.array(outboxMessageSchema) }) } } }, async (request) => ({
    data: await latestOutboxMessages(deps.db, { to: request.query.to, channel: request.query.channel, limit: request.query.limit }),
  }));

  app.post(
    '/demo/events/employee_version',
    { config: { access: publicAccess }, schema: { tags, body: z.object({ version: z.string().trim().min(1).max(64) }), response: { 200: okSchema } } },
    async (request) => {
      await deps.realtime.publish({ channel: realtimeChannels.employeeVersion, event: 'employee_version_deployed', data: { version: request.body.version } });
      return { message: 'Announced.' };
    },
  );

  app.post(
    '/demo/events/stripe_status',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        body: z.object({ organization_id: id(), status: z.enum(['active', 'in_progress']).nullable(), payouts_enabled: z.boolean(), charges_enabled: z.boolean() }),
        response: { 200: okSchema },
      },
    },
    async (request) => {
      if (!(await findOrganizationById(deps.db, request.body.organization_id))) throw notFound('Organization not found.');
      await updateStripeStatus(deps, request.body.organization_id, request.body);
      return { message: 'Updated.' };
    },
  );
};
