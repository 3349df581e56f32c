import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingSettingsResponseSchema,
  billingSettingsSchema,
  idParam,
  messageResponseSchema,
  organizationQuerySchema,
  salesTaxRateListQuerySchema,
  salesTaxRateListResponseSchema,
  salesTaxRateResponseSchema,
  salesTaxRateSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import {
  createSalesTaxRate,
  editSalesTaxRate,
  readBillingSettings,
  removeSalesTaxRate,
  salesTaxRatePage,
  saveBillingSettings,
} from './billing-settings.service.ts';

const tags = ['billing settings'];
const params = z.object({ id: idParam() });
const access = { access: memberAccess('billing_settings') };
const rate = { 200: salesTaxRateResponseSchema };

export const billingSettingsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/billing_settings',
      {
        config: access,
        schema: { tags, querystring: organizationQuerySchema, response: { 200: billingSettingsResponseSchema } },
      },
      (request) => readBillingSettings(deps, requireMember(request)),
    );
    app.put(
      '/billing_settings',
      {
        config: access,
        schema: { tags, body: billingSettingsSchema, response: { 200: billingSettingsResponseSchema } },
      },
      (request) => saveBillingSettings(deps, requireMember(request), request.body),
    );
    app.get(
      '/sales_tax_rates',
      {
        config: access,
        schema: {
          tags,
          querystring: salesTaxRateListQuerySchema.extend(organizationQuerySchema.shape),
          response: { 200: salesTaxRateListResponseSchema },
        },
      },
      (request) => salesTaxRatePage(deps, requireMember(request), request.query),
    );
    app.post(
      '/sales_tax_rates',
      { config: access, schema: { tags, body: salesTaxRateSchema, response: { 201: salesTaxRateResponseSchema } } },
      async (request, reply) =>
        reply.code(201).send(await createSalesTaxRate(deps, requireMember(request), request.body)),
    );
    app.put(
      '/sales_tax_rates/:id',
      { config: access, schema: { tags, params, body: salesTaxRateSchema, response: rate } },
      (request) => editSalesTaxRate(deps, requireMember(request), request.params.id, request.body),
    );
    app.delete(
      '/sales_tax_rates/:id',
      { config: access, schema: { tags, params, response: { 200: messageResponseSchema } } },
      (request) => removeSalesTaxRate(deps, requireMember(request), request.params.id),
    );
  };
