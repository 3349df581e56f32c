import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  couponListQuerySchema,
  couponLookupQuerySchema,
  couponSchema,
  couponWireSchema,
  idParam,
  listMetaSchema,
  organizationQuerySchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { couponList, createCoupon, editCoupon, lookupCoupon, removeCoupon, showCoupon } from './coupons.service.ts';

const tags = ['coupons'];
const params = z.object({ id: idParam() });
const presented = couponWireSchema.extend({ summary: z.string() });
const redemption = z.object({
  id: z.number(),
  redeemed_at: z.string(),
  subscription_id: z.number().nullable(),
  client: z.object({ id: z.number(), name: z.string() }).nullable(),
  by: z.string().nullable(),
});
const oneCoupon = z.object({ coupon: presented, redemptions: z.array(redemption) });

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
          response: { 200: z.object({ data: z.array(presented), meta: listMetaSchema }) },
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
          response: { 200: z.object({ coupon: presented.nullable() }) },
        },
      },
      (request) => lookupCoupon(deps, requireMember(request), request.query.code),
    );
    app.post(
      '/coupons',
      { config: { access: list }, schema: { tags, body: couponSchema, response: { 201: oneCoupon } } },
      async (request, reply) => reply.code(201).send(await createCoupon(deps, requireMember(request), request.body)),
    );
    app.get(
      '/coupons/:id',
      {
        config: { access: one },
        schema: { tags, params, querystring: organizationQuerySchema, response: { 200: oneCoupon } },
      },
      (request) => showCoupon(deps, requireMember(request), request.params.id),
    );
    app.put(
      '/coupons/:id',
      { config: { access: one }, schema: { tags, params, body: couponSchema, response: { 200: oneCoupon } } },
      (request) => editCoupon(deps, requireMember(request), request.params.id, request.body),
    );
    app.delete(
      '/coupons/:id',
      { config: { access: one }, schema: { tags, params, response: { 200: z.object({ message: z.string() }) } } },
      (request) => removeCoupon(deps, requireMember(request), request.params.id),
    );
  };
