import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientStatusChangeSchema,
  editGiftCertificateSchema,
  emailGiftCertificateSchema,
  giftCertificateLedgerResponseSchema,
  giftCertificateListQuerySchema,
  giftCertificateListResponseSchema,
  giftCertificateResponseSchema,
  idParam,
  messageResponseSchema,
  organizationQuerySchema,
  redeemGiftCertificateSchema,
  sellGiftCertificateSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import {
  editCertificate,
  emailCertificate,
  listCertificates,
  printCertificate,
  redeemCertificate,
  sellCertificate,
  showCertificate,
  voidGiftCertificate,
} from './gift-certificates.service.ts';

const tags = ['gift certificates'];
const params = z.object({ id: idParam() });
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().trim().min(1).max(200).optional() });

export const giftCertificateRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const list = memberAccess('gift_certificates');
    const one = memberAccess('gift_certificate');
    app.get(
      '/gift_certificates',
      {
        config: { access: list },
        schema: {
          tags,
          querystring: giftCertificateListQuerySchema,
          response: { 200: giftCertificateListResponseSchema },
        },
      },
      (request) => listCertificates(deps, requireMember(request), request.query),
    );
    app.post(
      '/gift_certificates',
      {
        config: { access: list },
        schema: { tags, body: sellGiftCertificateSchema, response: { 201: giftCertificateResponseSchema } },
      },
      async (request, reply) => reply.code(201).send(await sellCertificate(deps, requireMember(request), request.body)),
    );
    app.get(
      '/gift_certificates/:id',
      {
        config: { access: one },
        schema: {
          tags,
          params,
          querystring: organizationQuerySchema,
          response: { 200: giftCertificateLedgerResponseSchema },
        },
      },
      (request) => showCertificate(deps, requireMember(request), request.params.id),
    );
    app.post(
      '/gift_certificates/:id/redeem',
      {
        config: { access: one },
        schema: {
          tags,
          params,
          headers: idempotencyHeaders,
          body: redeemGiftCertificateSchema,
          response: { 200: giftCertificateLedgerResponseSchema },
        },
      },
      (request) =>
        redeemCertificate(
          deps,
          requireMember(request),
          request.params.id,
          request.body,
          request.headers['idempotency-key'] ?? null,
        ),
    );
    app.post(
      '/gift_certificates/:id/void',
      {
        config: { access: one },
        schema: {
          tags,
          params,
          body: clientStatusChangeSchema,
          response: { 200: giftCertificateLedgerResponseSchema },
        },
      },
      (request) => voidGiftCertificate(deps, requireMember(request), request.params.id, request.body.reason),
    );
    app.put(
      '/gift_certificates/:id',
      {
        config: { access: one },
        schema: {
          tags,
          params,
          body: editGiftCertificateSchema,
          response: { 200: giftCertificateLedgerResponseSchema },
        },
      },
      (request) => editCertificate(deps, requireMember(request), request.params.id, request.body),
    );
    app.post(
      '/gift_certificates/:id/email',
      {
        config: { access: one },
        schema: {
          tags,
          params,
          body: emailGiftCertificateSchema,
          response: { 200: messageResponseSchema },
        },
      },
      (request) => emailCertificate(deps, requireMember(request), request.params.id, request.body),
    );
    app.get(
      '/gift_certificates/:id/pdf',
      {
        config: { access: one },
        schema: { tags, params, querystring: organizationQuerySchema, produces: ['application/pdf'] },
      },
      async (request, reply) => {
        const { pdf, filename } = await printCertificate(deps, requireMember(request), request.params.id);
        return reply.type('application/pdf').header('content-disposition', `inline; filename="${filename}"`).send(pdf);
      },
    );
  };
