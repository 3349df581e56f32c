import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientCreditQuerySchema,
  clientCreditResponseSchema,
  createInvoiceFromJobSchema,
  creditRefundResponseSchema,
  creditRefundSchema,
  createInvoiceSchema,
  editInvoiceSchema,
  finalizeInvoicesResponseSchema,
  finalizeInvoicesSchema,
  invoiceActionResponseSchema,
  invoiceListQuerySchema,
  invoiceListResponseSchema,
  invoiceParamsSchema,
  invoiceResponseSchema,
  organizationQuerySchema,
  voidInvoiceSchema,
  idempotencyHeadersSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import {
  createInvoiceFromJob,
  createOneTimeInvoice,
  editDraft,
  listInvoicesFor,
  showInvoice,
} from './invoices.service.ts';
import { finalizeAndSend, finalizeOne, invoicePdfOf, resendInvoice, voidInvoice } from './invoice-actions.ts';
import { clientCredit, refundClientCredit } from './credit-refunds.ts';

const tags = ['invoices'];
const params = invoiceParamsSchema;

export const invoiceRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const one = memberAccess('invoice');
    const oneTime = memberAccess('one_time_invoices');
    app.get(
      '/invoices',
      {
        // The list's permission depends on its kind (recurring_invoices or one_time_invoices): the service checks it.
        config: { access: memberAccess(null) },
        schema: { tags, querystring: invoiceListQuerySchema, response: { 200: invoiceListResponseSchema } },
      },
      (request) => listInvoicesFor(deps, requireMember(request), request.query),
    );
    app.post(
      '/invoices',
      {
        config: { access: oneTime, idempotent: true },
        schema: { tags, body: createInvoiceSchema, response: { 201: invoiceResponseSchema } },
      },
      async (request, reply) =>
        reply.code(201).send(await createOneTimeInvoice(deps, requireMember(request), request.body)),
    );
    app.post(
      '/invoices/from_job',
      {
        config: { access: oneTime, idempotent: true },
        schema: { tags, body: createInvoiceFromJobSchema, response: { 201: invoiceResponseSchema } },
      },
      async (request, reply) =>
        reply.code(201).send(await createInvoiceFromJob(deps, requireMember(request), request.body)),
    );
    app.post(
      '/invoices/finalize_and_send',
      {
        config: { access: one },
        schema: { tags, body: finalizeInvoicesSchema, response: { 200: finalizeInvoicesResponseSchema } },
      },
      (request) => finalizeAndSend(deps, requireMember(request), request.body.invoice_ids),
    );
    app.get(
      '/invoices/:id',
      {
        config: { access: one },
        schema: { tags, params, querystring: organizationQuerySchema, response: { 200: invoiceResponseSchema } },
      },
      (request) => showInvoice(deps, requireMember(request), request.params.id),
    );
    app.put(
      '/invoices/:id',
      {
        config: { access: one },
        schema: { tags, params, body: editInvoiceSchema, response: { 200: invoiceResponseSchema } },
      },
      (request) => editDraft(deps, requireMember(request), request.params.id, request.body),
    );
    app.post(
      '/invoices/:id/finalize',
      {
        config: { access: one },
        schema: { tags, params, response: { 200: invoiceActionResponseSchema } },
      },
      (request) => finalizeOne(deps, requireMember(request), request.params.id),
    );
    app.post(
      '/invoices/:id/void',
      {
        config: { access: one },
        schema: { tags, params, body: voidInvoiceSchema, response: { 200: invoiceActionResponseSchema } },
      },
      (request) => voidInvoice(deps, requireMember(request), request.params.id, request.body.reason),
    );
    app.post(
      '/invoices/:id/email',
      {
        config: { access: one },
        schema: { tags, params, response: { 200: invoiceActionResponseSchema } },
      },
      (request) => resendInvoice(deps, requireMember(request), request.params.id),
    );
    app.get(
      '/invoices/:id/pdf',
      {
        config: { access: one },
        schema: { tags, params, querystring: organizationQuerySchema, produces: ['application/pdf'] },
      },
      async (request, reply) => {
        const { pdf, filename } = await invoicePdfOf(deps, requireMember(request), request.params.id);
        return reply.type('application/pdf').header('content-disposition', `inline; filename="${filename}"`).send(pdf);
      },
    );
    app.get(
      '/client_credit',
      {
        config: { access: one },
        schema: { tags, querystring: clientCreditQuerySchema, response: { 200: clientCreditResponseSchema } },
      },
      (request) => clientCredit(deps, requireMember(request), request.query),
    );
    app.post(
      '/client_credit/refunds',
      {
        config: { access: memberAccess('payment'), idempotent: true },
        schema: {
          tags,
          headers: idempotencyHeadersSchema,
          body: creditRefundSchema,
          response: { 200: creditRefundResponseSchema },
        },
      },
      (request) =>
        refundClientCredit(deps, requireMember(request), request.body, request.headers['idempotency-key'] ?? null),
    );
  };
