import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParam,
  messageResponseSchema,
  organizationQuerySchema,
  roleBodySchema,
  roleListResponseSchema,
  roleResponseSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { createRole, editRole, listRoles, removeRole } from './roles.service.ts';

const tags = ['staff'];
/** Roles are edited on the staff pages, by whoever may manage staff. */
const access = memberAccess('staff');
const params = z.object({ id: idParam() });

export const roleRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/roles',
      {
        config: { access },
        schema: { tags, querystring: organizationQuerySchema, response: { 200: roleListResponseSchema } },
      },
      (request) => listRoles(deps, requireMember(request)),
    );
    app.post(
      '/roles',
      { config: { access }, schema: { tags, body: roleBodySchema, response: { 200: roleResponseSchema } } },
      (request) => createRole(deps, requireMember(request), request.body),
    );
    app.put(
      '/roles/:id',
      { config: { access }, schema: { tags, params, body: roleBodySchema, response: { 200: roleResponseSchema } } },
      (request) => editRole(deps, requireMember(request), request.params.id, request.body),
    );
    app.delete(
      '/roles/:id',
      { config: { access }, schema: { tags, params, response: { 200: messageResponseSchema } } },
      (request) => removeRole(deps, requireMember(request), request.params.id),
    );
  };
