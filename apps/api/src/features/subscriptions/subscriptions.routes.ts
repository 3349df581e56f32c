import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelReasonListResponseSchema,
  cancelReasonResponseSchema,
  cancelReasonSchema,
  cancelSubscriptionSchema,
  cancellationCreditResponseSchema,
  commercialSubscriptionSchema,
  idParam,
  messageResponseSchema,
  organizationQuerySchema,
  pauseSchema,
  subscriptionChangeSchema,
  subscriptionExportQuerySchema,
  subscriptionKinds,
  subscriptionListQuerySchema,
  subscriptionListResponseSchema,
  subscriptionOptionsResponseSchema,
  subscriptionQuoteSchema,
  subscriptionQuoteWireSchema,
  subscriptionResponseSchema,
  subscriptionSchema,
  type SubscriptionKind,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { sendCsv } from '../../platform/http/csv.ts';
import {
  cancelReasonList,
  createCancelReason,
  editCancelReason,
  removeCancelReason,
} from './cancel-reasons.service.ts';
import {
  cancellationCredit,
  cancelSubscription,
  pauseSubscription,
  resumeSubscription,
} from './subscription-status.service.ts';
import {
  changeSubscription,
  createSubscription,
  quoteSubscription,
  subscriptionOptions,
  subscriptionRecord,
} from './subscriptions.service.ts';
import { subscriptionPage, subscriptionsCsv } from './subscription-list.service.ts';

const tags = ['subscriptions'];
const params = z.object({ id: idParam() });
const record = { 200: subscriptionResponseSchema };

/** Residential and commercial subscriptions share every rule; their paths and permissions follow the spec's names. */
const kindRoutes = {
  residential: {
    list: '/subscriptions',
    one: '/subscription/:id',
    show: '/subscription/:id',
    listPermission: 'subscriptions',
    onePermission: 'subscription',
    body: subscriptionSchema,
    csv: 'subscriptions.csv',
  },
  commercial: {
    list: '/commercial_subscriptions',
    one: '/commercial/subscription/:id',
    show: '/commercial/subscription/show/:id',
    listPermission: 'commercial_subscriptions',
    onePermission: 'commercial_subscription',
    body: commercialSubscriptionSchema,
    csv: 'commercial-subscriptions.csv',
  },
} as const;

const routesOfKind =
  (deps: AppDeps, kind: SubscriptionKind): FastifyPluginAsyncZod =>
  async (app) => {
    const paths = kindRoutes[kind];
    const list = { access: memberAccess(paths.listPermission) };
    const one = { access: memberAccess(paths.onePermission) };
    app.get(
      paths.list,
      {
        config: list,
        schema: {
          tags,
          querystring: subscriptionListQuerySchema,
          response: { 200: subscriptionListResponseSchema },
        },
      },
      (request) => subscriptionPage(deps, requireMember(request), kind, request.query),
    );
    app.get(
      `${paths.list}/export.csv`,
      { config: list, schema: { tags, querystring: subscriptionExportQuerySchema, produces: ['text/csv'] } },
      async (request, reply) =>
        sendCsv(reply, paths.csv, await subscriptionsCsv(deps, requireMember(request), kind, request.query)),
    );
    app.post(
      paths.list,
      { config: one, schema: { tags, body: paths.body, response: { 201: subscriptionResponseSchema } } },
      async (request, reply) =>
        reply.code(201).send(await createSubscription(deps, requireMember(request), kind, request.body)),
    );
    app.post(
      `${paths.list}/quote`,
      { config: one, schema: { tags, body: subscriptionQuoteSchema, response: { 200: subscriptionQuoteWireSchema } } },
      (request) => quoteSubscription(deps, requireMember(request), kind, request.body),
    );
    app.get(
      paths.show,
      { config: one, schema: { tags, params, querystring: organizationQuerySchema, response: record } },
      (request) => subscriptionRecord(deps, requireMember(request), kind, request.params.id),
    );
    app.put(
      paths.one,
      { config: one, schema: { tags, params, body: subscriptionChangeSchema, response: record } },
      (request) => changeSubscription(deps, requireMember(request), kind, request.params.id, request.body),
    );
    app.post(
      `${paths.one}/pause`,
      { config: one, schema: { tags, params, body: pauseSchema, response: record } },
      (request) => pauseSubscription(deps, requireMember(request), kind, request.params.id, request.body),
    );
    app.post(`${paths.one}/resume`, { config: one, schema: { tags, params, response: record } }, (request) =>
      resumeSubscription(deps, requireMember(request), kind, request.params.id),
    );
    app.get(
      `${paths.one}/cancellation_credit`,
      {
        config: one,
        schema: {
          tags,
          params,
          querystring: organizationQuerySchema,
          response: { 200: cancellationCreditResponseSchema },
        },
      },
      (request) => cancellationCredit(deps, requireMember(request), kind, request.params.id),
    );
    app.post(
      `${paths.one}/cancel`,
      { config: one, schema: { tags, params, body: cancelSubscriptionSchema, response: record } },
      (request) => cancelSubscription(deps, requireMember(request), kind, request.params.id, request.body),
    );
  };

export const subscriptionRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(routesOfKind(deps, 'residential'));
    await app.register(routesOfKind(deps, 'commercial'));
    // Plan, staff and add-on names are what every member sees on job sheets anyway; filters and forms need them.
    app.get(
      '/subscriptions/options',
      {
        config: { access: memberAccess(null) },
        schema: {
          tags,
          querystring: organizationQuerySchema.extend({ kind: z.enum(subscriptionKinds).default('residential') }),
          response: { 200: subscriptionOptionsResponseSchema },
        },
      },
      (request) => subscriptionOptions(deps, requireMember(request), request.query.kind),
    );

    const reasons = { access: memberAccess('pricing_setup') };
    app.get(
      '/cancel_reasons',
      {
        config: reasons,
        schema: {
          tags,
          querystring: organizationQuerySchema,
          response: { 200: cancelReasonListResponseSchema },
        },
      },
      (request) => cancelReasonList(deps, requireMember(request)),
    );
    app.post(
      '/cancel_reasons',
      { config: reasons, schema: { tags, body: cancelReasonSchema, response: { 201: cancelReasonResponseSchema } } },
      async (request, reply) =>
        reply.code(201).send(await createCancelReason(deps, requireMember(request), request.body)),
    );
    app.put(
      '/cancel_reasons/:id',
      {
        config: reasons,
        schema: { tags, params, body: cancelReasonSchema, response: { 200: cancelReasonResponseSchema } },
      },
      (request) => editCancelReason(deps, requireMember(request), request.params.id, request.body),
    );
    app.delete(
      '/cancel_reasons/:id',
      { config: reasons, schema: { tags, params, response: { 200: messageResponseSchema } } },
      (request) => removeCancelReason(deps, requireMember(request), request.params.id),
    );
  };
