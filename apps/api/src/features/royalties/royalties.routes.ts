import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  generateRoyaltyInvoicesResponseSchema,
  generateRoyaltyInvoicesSchema,
  payRoyaltyInvoiceSchema,
  royaltyHistoryQuerySchema,
  royaltyHistoryResponseSchema,
  royaltyIdParamsSchema,
  royaltyInvoiceResponseSchema,
  royaltyPaymentResponseSchema,
  royaltyRollupResponseSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import {
  generateRoyaltyInvoices,
  payRoyaltyInvoice,
  royaltyHistory,
  royaltyInvoicePage,
  royaltyPaymentPage,
  royaltyRollup,
} from './royalties.service.ts';

const tags = ['royalties'];
const history = { access: memberAccess('royalty_payments') };
const invoice = { access: memberAccess('royalty_invoice') };
const payment = { access: memberAccess('royalty_payment') };

export const royaltiesRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/royalty_payments',
      {
        config: history,
        schema: { tags, querystring: royaltyHistoryQuerySchema, response: { 200: royaltyHistoryResponseSchema } },
      },
      (request) => royaltyHistory(deps, requireMember(request), request.query),
    );
    app.get(
      '/royalty_payments/rollup',
      { config: history, schema: { tags, response: { 200: royaltyRollupResponseSchema } } },
      (request) => royaltyRollup(deps, requireMember(request)),
    );
    app.post(
      '/royalty_invoices/generate',
      {
        config: history,
        schema: { tags, body: generateRoyaltyInvoicesSchema, response: { 200: generateRoyaltyInvoicesResponseSchema } },
      },
      (request) => generateRoyaltyInvoices(deps, requireMember(request), request.body),
    );
    app.get(
      '/royalty_invoices/:id',
      {
        config: invoice,
        schema: { tags, params: royaltyIdParamsSchema, response: { 200: royaltyInvoiceResponseSchema } },
      },
      (request) => royaltyInvoicePage(deps, requireMember(request), request.params.id),
    );
    app.post(
      '/royalty_invoices/:id/pay',
      {
        config: invoice,
        schema: {
          tags,
          params: royaltyIdParamsSchema,
          body: payRoyaltyInvoiceSchema,
          response: { 200: royaltyPaymentResponseSchema },
        },
      },
      (request) => payRoyaltyInvoice(deps, requireMember(request), request.params.id, request.body),
    );
    app.get(
      '/royalty_payments/:id',
      {
        config: payment,
        schema: { tags, params: royaltyIdParamsSchema, response: { 200: royaltyPaymentResponseSchema } },
      },
      (request) => royaltyPaymentPage(deps, requireMember(request), request.params.id),
    );
  };
