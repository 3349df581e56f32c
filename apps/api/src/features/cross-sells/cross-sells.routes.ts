import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  crossSellListResponseSchema,
  crossSellResponseSchema,
  crossSellSchema,
  idParam,
  messageResponseSchema,
  organizationQuerySchema,
  type Permission,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import {
  createCrossSell,
  crossSellList,
  editCrossSell,
  removeCrossSell,
  showCrossSell,
  type CrossSellKind,
} from './cross-sells.service.ts';

const tags = ['cross-sells'];
const params = z.object({ id: idParam() });

/** Spec settings pages hold the lists (additional_services / additional_commercial_services); the show pages their own names. */
const permissions: Record<CrossSellKind, { settings: Permission; show: Permission }> = {
  residential: { settings: 'additional_services', show: 'residential_cross_sell' },
  commercial: { settings: 'additional_commercial_services', show: 'commercial_cross_sell' },
};

export const crossSellRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    for (const kind of ['residential', 'commercial'] as const) {
      const base = `/${kind}_cross_sells`;
      const manage = memberAccess(permissions[kind].settings);
      const show = memberAccess(permissions[kind].show);
      app.get(
        base,
        {
          config: { access: manage },
          schema: {
            tags,
            querystring: organizationQuerySchema,
            response: { 200: crossSellListResponseSchema },
          },
        },
        (request) => crossSellList(deps, requireMember(request), kind),
      );
      app.post(
        base,
        {
          config: { access: manage },
          schema: { tags, body: crossSellSchema, response: { 201: crossSellResponseSchema } },
        },
        async (request, reply) =>
          reply.code(201).send(await createCrossSell(deps, requireMember(request), kind, request.body)),
      );
      app.get(
        `${base}/:id`,
        {
          config: { access: show },
          schema: { tags, params, querystring: organizationQuerySchema, response: { 200: crossSellResponseSchema } },
        },
        (request) => showCrossSell(deps, requireMember(request), kind, request.params.id),
      );
      app.put(
        `${base}/:id`,
        {
          config: { access: manage },
          schema: { tags, params, body: crossSellSchema, response: { 200: crossSellResponseSchema } },
        },
        (request) => editCrossSell(deps, requireMember(request), kind, request.params.id, request.body),
      );
      app.delete(
        `${base}/:id`,
        { config: { access: manage }, schema: { tags, params, response: { 200: messageResponseSchema } } },
        (request) => removeCrossSell(deps, requireMember(request), kind, request.params.id),
      );
    }
  };
