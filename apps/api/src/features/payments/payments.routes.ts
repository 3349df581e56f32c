import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkPaymentSchema,
  clientCardInputSchema,
  idParam,
  openInvoicesResponseSchema,
  paymentDetailResponseSchema,
  paymentListQuerySchema,
  paymentListResponseSchema,
  paymentResponseSchema,
  payInvoiceSchema,
  payPageInvoiceResponseSchema,
  payPageResultSchema,
  refundPaymentSchema,
  savedCardListResponseSchema,
  savedCardSchema,
  idempotencyHeadersSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess, publicAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { sendCsv } from '../../platform/http/csv.ts';
import { commercialClient, residentialClient } from '../invoices/index.ts';
import {
  addCard,
  chargeInvoice,
  deleteCard,
  listCards,
  listPaymentPage,
  openInvoicesForCheck,
  paymentsCsv,
  receiveCheck,
  refundPayment,
  showPayment,
} from './payments.service.ts';
import { cardFormOf, payFromLink, showPayPage } from './pay-page.service.ts';

const tags = ['payments'];
const params = z.object({ id: idParam() });
const cardParams = z.object({ id: idParam(), card_id: idParam() });
const tokenParams = z.object({ token: z.string().max(200) });
const clientQuery = z.object({ client_id: idParam() });
const customerQuery = z.object({ commercial_customer_id: idParam() });

export const paymentRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const client = memberAccess('client');
    const customer = memberAccess('commercial_client');
    const cardList = { 200: savedCardListResponseSchema };
    app.get(
      '/clients/:id/cards',
      { config: { access: client }, schema: { tags, params, response: cardList } },
      (request) => listCards(deps, requireMember(request), residentialClient(request.params.id)),
    );
    app.post(
      '/clients/:id/cards',
      {
        config: { access: client },
        schema: { tags, params, body: clientCardInputSchema, response: { 201: z.object({ card: savedCardSchema }) } },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await addCard(deps, requireMember(request), residentialClient(request.params.id), request.body)),
    );
    app.delete(
      '/clients/:id/cards/:card_id',
      { config: { access: client }, schema: { tags, params: cardParams, response: cardList } },
      (request) =>
        deleteCard(deps, requireMember(request), residentialClient(request.params.id), request.params.card_id),
    );
    app.get(
      '/commercial/customers/:id/cards',
      { config: { access: customer }, schema: { tags, params, response: cardList } },
      (request) => listCards(deps, requireMember(request), commercialClient(request.params.id)),
    );
    app.post(
      '/commercial/customers/:id/cards',
      {
        config: { access: customer },
        schema: { tags, params, body: clientCardInputSchema, response: { 201: z.object({ card: savedCardSchema }) } },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await addCard(deps, requireMember(request), commercialClient(request.params.id), request.body)),
    );
    app.delete(
      '/commercial/customers/:id/cards/:card_id',
      { config: { access: customer }, schema: { tags, params: cardParams, response: cardList } },
      (request) =>
        deleteCard(deps, requireMember(request), commercialClient(request.params.id), request.params.card_id),
    );

    app.get(
      '/client_card_form',
      {
        config: { access: memberAccess(null) },
        schema: { tags, response: { 200: payPageInvoiceResponseSchema.shape.card_form } },
      },
      (request) => cardFormOf(deps, requireMember(request).organization),
    );
    app.post(
      '/invoices/:id/charge',
      {
        config: { access: memberAccess('invoice'), idempotent: true },
        schema: { tags, params, headers: idempotencyHeadersSchema, response: { 200: paymentResponseSchema } },
      },
      (request) =>
        chargeInvoice(deps, requireMember(request), request.params.id, request.headers['idempotency-key'] ?? null),
    );

    const residentialChecks = memberAccess('receive_check_payment');
    const commercialChecks = memberAccess('receive_commercial_check_payment');
    app.get(
      '/receive_check_payment/open_invoices',
      {
        config: { access: residentialChecks },
        schema: { tags, querystring: clientQuery, response: { 200: openInvoicesResponseSchema } },
      },
      (request) => openInvoicesForCheck(deps, requireMember(request), residentialClient(request.query.client_id)),
    );
    app.get(
      '/receive_commercial_check_payment/open_invoices',
      {
        config: { access: commercialChecks },
        schema: { tags, querystring: customerQuery, response: { 200: openInvoicesResponseSchema } },
      },
      (request) =>
        openInvoicesForCheck(deps, requireMember(request), commercialClient(request.query.commercial_customer_id)),
    );
    const checkBody = (kind: 'residential' | 'commercial') =>
      checkPaymentSchema.refine(
        (body) => (kind === 'residential' ? body.client_id !== null : body.commercial_customer_id !== null),
        { path: [kind === 'residential' ? 'client_id' : 'commercial_customer_id'], error: 'Required' },
      );
    app.post(
      '/receive_check_payment',
      {
        config: { access: residentialChecks, idempotent: true },
        schema: {
          tags,
          headers: idempotencyHeadersSchema,
          body: checkBody('residential'),
          response: { 201: paymentResponseSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await receiveCheck(deps, requireMember(request), request.body, request.headers['idempotency-key'] ?? null),
          ),
    );
    app.post(
      '/receive_commercial_check_payment',
      {
        config: { access: commercialChecks, idempotent: true },
        schema: {
          tags,
          headers: idempotencyHeadersSchema,
          body: checkBody('commercial'),
          response: { 201: paymentResponseSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await receiveCheck(deps, requireMember(request), request.body, request.headers['idempotency-key'] ?? null),
          ),
    );

    const list = memberAccess('payments');
    const one = memberAccess('payment');
    app.get(
      '/payments',
      {
        config: { access: list },
        schema: { tags, querystring: paymentListQuerySchema, response: { 200: paymentListResponseSchema } },
      },
      (request) => listPaymentPage(deps, requireMember(request), request.query),
    );
    app.get(
      '/payments/export.csv',
      { config: { access: list }, schema: { tags, querystring: paymentListQuerySchema, produces: ['text/csv'] } },
      async (request, reply) =>
        sendCsv(reply, 'payments.csv', await paymentsCsv(deps, requireMember(request), request.query)),
    );
    app.get(
      '/payments/:id',
      { config: { access: one }, schema: { tags, params, response: { 200: paymentDetailResponseSchema } } },
      (request) => showPayment(deps, requireMember(request), request.params.id),
    );
    app.post(
      '/payments/:id/refunds',
      {
        config: { access: one, idempotent: true },
        schema: {
          tags,
          params,
          headers: idempotencyHeadersSchema,
          body: refundPaymentSchema,
          response: { 200: paymentDetailResponseSchema },
        },
      },
      (request) =>
        refundPayment(
          deps,
          requireMember(request),
          request.params.id,
          request.body,
          request.headers['idempotency-key'] ?? null,
        ),
    );

    app.get(
      '/public/pay/:token',
      {
        config: { access: publicAccess },
        schema: { tags, params: tokenParams, response: { 200: payPageInvoiceResponseSchema } },
      },
      (request) => showPayPage(deps, request.params.token),
    );
    app.post(
      '/public/pay/:token',
      {
        config: { access: publicAccess, idempotent: true },
        schema: {
          tags,
          params: tokenParams,
          headers: idempotencyHeadersSchema,
          body: payInvoiceSchema,
          response: { 200: payPageResultSchema },
        },
      },
      (request) =>
        payFromLink(deps, request.params.token, request.body, request.headers['idempotency-key'] ?? null, request.ip),
    );
  };
