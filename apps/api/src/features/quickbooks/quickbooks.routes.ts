import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptSuggestionsResponseSchema,
  customerMatchListQuerySchema,
  customerMatchListResponseSchema,
  customerMatchParamsSchema,
  customerMatchResponseSchema,
  customerMatchSchema,
  idParam,
  mismatchFixResponseSchema,
  mismatchListResponseSchema,
  mismatchParamsSchema,
  quickbooksChartResponseSchema,
  quickbooksConnectResponseSchema,
  quickbooksCustomerSearchQuerySchema,
  quickbooksCustomerSearchResponseSchema,
  quickbooksMappingsResponseSchema,
  quickbooksMappingsSchema,
  quickbooksOauthReturnSchema,
  quickbooksStatusResponseSchema,
  quickbooksSyncFromSchema,
  quickbooksSyncResponseSchema,
  syncLogListQuerySchema,
  syncLogListResponseSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess, publicAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { disconnect, finishConnect, startConnect, statusOf } from './quickbooks-connection.service.ts';
import {
  acceptSuggestions,
  chartOf,
  completeMatching,
  listMatches,
  mappingsOf,
  saveMappingsOf,
  searchCustomers,
  setMatch,
} from './quickbooks-setup.service.ts';
import { changeSyncFrom, syncNow } from './quickbooks-push.service.ts';
import { processNotices, receiveWebhook } from './quickbooks-pull.service.ts';
import { fixMismatch, mismatchList, reconcileNow } from './quickbooks-reconcile.service.ts';
import { retryLogged, syncLogPage } from './quickbooks-log.service.ts';

const tags = ['quickbooks'];
const access = { access: memberAccess('quickbooks_online') };
const status = { 200: quickbooksStatusResponseSchema };

export const quickbooksRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/quickbooks', { config: access, schema: { tags, response: status } }, (request) =>
      statusOf(deps, requireMember(request).organization.id),
    );
    app.post(
      '/quickbooks/connect',
      { config: access, schema: { tags, response: { 200: quickbooksConnectResponseSchema } } },
      (request) => startConnect(deps, requireMember(request)),
    );
    app.post(
      '/quickbooks/oauth_return',
      { config: access, schema: { tags, body: quickbooksOauthReturnSchema, response: status } },
      (request) => finishConnect(deps, requireMember(request), request.body),
    );
    app.delete('/quickbooks', { config: access, schema: { tags, response: status } }, (request) =>
      disconnect(deps, requireMember(request)),
    );

    app.put(
      '/quickbooks/sync_from',
      { config: access, schema: { tags, body: quickbooksSyncFromSchema, response: status } },
      (request) => changeSyncFrom(deps, requireMember(request), request.body),
    );

    app.get(
      '/quickbooks/chart',
      { config: access, schema: { tags, response: { 200: quickbooksChartResponseSchema } } },
      (request) => chartOf(deps, requireMember(request)),
    );
    const mappings = { 200: quickbooksMappingsResponseSchema };
    app.get('/quickbooks/mappings', { config: access, schema: { tags, response: mappings } }, (request) =>
      mappingsOf(deps, requireMember(request).organization.id),
    );
    app.put(
      '/quickbooks/mappings',
      { config: access, schema: { tags, body: quickbooksMappingsSchema, response: mappings } },
      (request) => saveMappingsOf(deps, requireMember(request), request.body),
    );

    app.get(
      '/quickbooks/customer_matches',
      {
        config: access,
        schema: { tags, querystring: customerMatchListQuerySchema, response: { 200: customerMatchListResponseSchema } },
      },
      (request) => listMatches(deps, requireMember(request), request.query),
    );
    app.get(
      '/quickbooks/customers',
      {
        config: access,
        schema: {
          tags,
          querystring: quickbooksCustomerSearchQuerySchema,
          response: { 200: quickbooksCustomerSearchResponseSchema },
        },
      },
      (request) => searchCustomers(deps, requireMember(request), request.query.search),
    );
    app.post(
      '/quickbooks/customer_matches/accept_suggestions',
      { config: access, schema: { tags, response: { 200: acceptSuggestionsResponseSchema } } },
      (request) => acceptSuggestions(deps, requireMember(request)),
    );
    app.post(
      '/quickbooks/customer_matches/complete',
      { config: access, schema: { tags, response: status } },
      (request) => completeMatching(deps, requireMember(request)),
    );
    app.put(
      '/quickbooks/customer_matches/:client_id',
      {
        config: access,
        schema: {
          tags,
          params: customerMatchParamsSchema,
          body: customerMatchSchema,
          response: { 200: customerMatchResponseSchema },
        },
      },
      (request) => setMatch(deps, requireMember(request), request.params.client_id, request.body),
    );

    app.post(
      '/quickbooks/sync',
      { config: access, schema: { tags, response: { 200: quickbooksSyncResponseSchema } } },
      (request) => syncNow(deps, requireMember(request).organization.id),
    );
    app.get(
      '/quickbooks/sync_log',
      {
        config: access,
        schema: { tags, querystring: syncLogListQuerySchema, response: { 200: syncLogListResponseSchema } },
      },
      (request) => syncLogPage(deps, requireMember(request), request.query),
    );
    app.post(
      '/quickbooks/sync_log/:id/retry',
      {
        config: access,
        schema: { tags, params: z.object({ id: idParam() }), response: { 200: quickbooksSyncResponseSchema } },
      },
      (request) => retryLogged(deps, requireMember(request), request.params.id),
    );

    const mismatches = { 200: mismatchListResponseSchema };
    app.get('/quickbooks/mismatches', { config: access, schema: { tags, response: mismatches } }, (request) =>
      mismatchList(deps, requireMember(request).organization.id),
    );
    app.post('/quickbooks/reconcile', { config: access, schema: { tags, response: mismatches } }, (request) =>
      reconcileNow(deps, requireMember(request)),
    );
    app.post(
      '/quickbooks/mismatches/:id/fix',
      {
        config: access,
        schema: { tags, params: mismatchParamsSchema, response: { 200: mismatchFixResponseSchema } },
      },
      (request) => fixMismatch(deps, requireMember(request), request.params.id),
    );

    // Intuit signs the raw body: this route reads it as text before anything parses it, and answers before working.
    await app.register(async (webhooks) => {
      webhooks.addContentTypeParser(
        ['application/json', 'application/cloudevents+json', 'application/cloudevents-batch+json'],
        { parseAs: 'string' },
        (_request, body, done) => done(null, body),
      );
      webhooks.post(
        '/quickbooks/webhooks',
        { config: { access: publicAccess }, schema: { tags, hide: true } },
        async (request) => {
          const signature = request.headers['intuit-signature'];
          const answer = await receiveWebhook(
            deps,
            String(request.body ?? ''),
            typeof signature === 'string' ? signature : undefined,
          );
          setImmediate(() => {
            processNotices(deps).catch((error: unknown) =>
              request.log.error({ err: error }, 'quickbooks notices failed'),
            );
          });
          return answer;
        },
      );
    });
  };
