import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id, idParam, messageResponseSchema, outboxResponseSchema, realtimeChannels } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess, publicAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import {
  latestDemoOutboxMessages,
  latestOrganizationOutboxMessages,
} from '../../platform/providers/outbox.repository.ts';
import { updateStripeStatus } from '../organizations/index.ts';

const tags = ['demo'];

const outboxQuerySchema = z.object({
  to: z.string().trim().max(255).optional(),
  channel: z.enum(['sms', 'email']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

const outboxResponse = { 200: outboxResponseSchema };

/**
 * Demo and test only, never registered in production: what the test-mode SMS and mail adapters sent, and
 * triggers for the live events a deploy or the card processor would raise. A server started with `npm start` may
 * be reachable by strangers, so nothing here opens a real organization: its mail is read with a member's token,
 * and its events are raised by a member allowed to.
 */
export const demoRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/demo/outbox',
      { config: { access: publicAccess }, schema: { tags, querystring: outboxQuerySchema, response: outboxResponse } },
      async (request) => ({
        data: await latestDemoOutboxMessages(deps.db, request.query),
      }),
    );

    // Test mode sends nothing, so this is where a real organization (or a browser test that signed one up) reads its
    // own mail: what went to the caller, and what the organization sent to people who sign in nowhere.
    app.get(
      '/demo/organization_outbox',
      {
        config: { access: memberAccess('staff', { withoutSubscription: true }) },
        schema: {
          tags,
          querystring: outboxQuerySchema.extend({ organization_id: idParam().optional() }),
          response: outboxResponse,
        },
      },
      async (request) => {
        const member = requireMember(request);
        const reader = {
          organization_id: member.organization.id,
          user_id: member.user.id,
          email: member.user.email,
          phone: member.user.phone,
        };
        return { data: await latestOrganizationOutboxMessages(deps.db, request.query, reader) };
      },
    );

    // A deploy concerns every signed-in tab: any member may announce one, a stranger may not.
    app.post(
      '/demo/events/employee_version',
      {
        config: { access: memberAccess(null, { withoutSubscription: true }) },
        schema: {
          tags,
          body: z.object({ version: z.string().trim().min(1).max(64), organization_id: id().optional() }),
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await deps.realtime.publish({
          channel: realtimeChannels.employeeVersion,
          event: 'employee_version_deployed',
          data: { version: request.body.version },
        });
        return { message: 'Announced.' };
      },
    );

    // The card processor's account status of the organization named in the body: only its member who may connect
    // the account raises it (the membership is chosen by that organization_id, so another organization's token is 403).
    app.post(
      '/demo/events/stripe_status',
      {
        config: { access: memberAccess('connect_to_stripe', { withoutSubscription: true }) },
        schema: {
          tags,
          body: z.object({
            organization_id: id(),
            status: z.enum(['active', 'in_progress']).nullable(),
            payouts_enabled: z.boolean(),
            charges_enabled: z.boolean(),
          }),
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        const member = requireMember(request);
        await updateStripeStatus(deps, member.organization.id, request.body);
        return { message: 'Updated.' };
      },
    );
  };
