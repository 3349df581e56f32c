import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  acceptInvitationSchema,
  invitationPreviewResponseSchema,
  invitationTokenSchema,
  messageResponseSchema,
  sessionResponseSchema,
  staffDetailResponseSchema,
  staffInvitationSchema,
  staffParamsSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess, publicAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import type { ClientMeta } from '../auth/index.ts';
import {
  acceptInvitation,
  cancelInvitation,
  inviteStaff,
  lookupInvitation,
  resendInvitation,
} from './invitations.service.ts';

const tags = ['staff'];
const access = memberAccess('staff');
const detail = { 200: staffDetailResponseSchema };
const clientMeta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

export const invitationRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/staff/invitations',
      { config: { access }, schema: { tags, body: staffInvitationSchema, response: detail } },
      (request) => inviteStaff(deps, requireMember(request), request.body),
    );
    app.post(
      '/staff/:id/invitation/resend',
      { config: { access }, schema: { tags, params: staffParamsSchema, response: detail } },
      (request) => resendInvitation(deps, requireMember(request), request.params.id),
    );
    app.delete(
      '/staff/:id/invitation',
      {
        config: { access },
        schema: { tags, params: staffParamsSchema, response: { 200: messageResponseSchema } },
      },
      (request) => cancelInvitation(deps, requireMember(request), request.params.id),
    );

    // The e-mailed link is opened signed out: the token alone proves the invitation. Tokens travel in bodies, not
    // URLs, so they stay out of logs.
    app.post(
      '/staff/invitations/lookup',
      {
        config: { access: publicAccess },
        schema: { tags, body: invitationTokenSchema, response: { 200: invitationPreviewResponseSchema } },
      },
      (request) => lookupInvitation(deps, request.body.token, clientMeta(request)),
    );
    app.post(
      '/staff/invitations/accept',
      {
        config: { access: publicAccess },
        schema: { tags, body: acceptInvitationSchema, response: { 200: sessionResponseSchema } },
      },
      (request) => acceptInvitation(deps, request.body, clientMeta(request)),
    );
  };
