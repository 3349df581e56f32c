import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { publicAccess } from '../../platform/auth/route-access.ts';
import { latestOutboxMessages } from '../../platform/providers/outbox.repository.ts';

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

/** Demo and test only: what the test-mode SMS and mail adapters sent. Never registered in production. */
export const demoRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  app.get(
    '/demo/outbox',
    { config: { access: publicAccess }, schema: { tags: ['demo'], querystring: outboxQuerySchema, response: { 200: z.object({ data: z.array(outboxMessageSchema) }) } } },
    async (request) => ({ data: await latestOutboxMessages(deps.db, { to: request.query.to, channel: request.query.channel, limit: request.query.limit }) }),
  );
};
