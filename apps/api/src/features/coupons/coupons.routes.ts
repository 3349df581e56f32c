import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  couponListQuerySchema,
  couponListResponseSchema,
  couponLookupQuerySchema,
  couponLookupResponseSchema,
  couponResponseSchema,
  couponSchema,
  idParam,
  messageResponseSchema,
  organizationQuerySchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { couponList, createCoupon, editCoupon, lookupCoupon, removeCoupon, showCoupon } from './coupons.service.ts';

const tags = ['coupons'];
const params = z.object({ id: idParam() });

export const couponRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const list = memberAccess('coupons');
    const one = memberAccess('coupon');
    app.get(
      '/coupons',
      {
        config: { access: list },
        schema: {
          tags,
          querystring: couponListQuerySchema,
          response: { 200: couponListResponseSchema },
        },
      },
      (request) => couponList(deps, requireMember(request), request.query),
    );
    // Subscriptions apply coupons: whoever may subscribe clients may look a code up.
    app.get(
      '/coupons/lookup',
      {
        config: { access: memberAccess('subscription') },
        schema: {
          tags,
          querystring: couponLookupQuerySchema.extend(organizationQuerySchema.shape),
          response: { 200: couponLookupResponseSchema },
        },
      },
      (request) => lookupCoupon(deps, requireMember(request), request.query.code),
    );
    app.post(
      '/coupons',
      { config: { access: list }, schema: { tags, body: couponSchema, response: { 201: couponResponseSchema } } },
      async (request, reply) => reply.code(201).send(await createCoupon(deps, requireMember(request), request.body)),
    );
    app.get(
      '/coupons/:id',
      {
        config: { access: one },
        schema: { tags, params, querystring: organizationQuerySchema, response: { 200: couponResponseSchema } },
      },
      (request) => showCoupon(deps, requireMember(request), request.params.id),
    );
    app.put(
      '/coupons/:id',
      {
        config: { access: one },
        schema: { tags, params, body: couponSchema, response: { 200: couponResponseSchema } },
      },
      (request) => editCoupon(deps, requireMember(request), request.params.id, request.body),
    );
    app.delete(
      '/coupons/:id',
      { config: { access: one }, schema: { tags, params, response: { 200: messageResponseSchema } } },
      (request) => removeCoupon(deps, requireMember(request), request.params.id),
    );
  };
