import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParam,
  messageResponseSchema,
  organizationQuerySchema,
  pricingSetupSchema,
  pricingSetupResponseSchema,
  servicePlanResponseSchema,
  servicePlanSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import {
  createServicePlan,
  editServicePlan,
  pricingSetup,
  removeServicePlan,
  savePricingSetup,
  showServicePlan,
} from './pricing.service.ts';

const tags = ['pricing'];
const access = memberAccess('pricing_setup');
const params = z.object({ id: idParam() });

export const pricingRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/pricing_setup',
      {
        config: { access },
        schema: { tags, querystring: organizationQuerySchema, response: { 200: pricingSetupResponseSchema } },
      },
      (request) => pricingSetup(deps, requireMember(request)),
    );
    app.put(
      '/pricing_setup',
      { config: { access }, schema: { tags, body: pricingSetupSchema, response: { 200: pricingSetupResponseSchema } } },
      (request) => savePricingSetup(deps, requireMember(request), request.body),
    );
    app.post(
      '/service_plans',
      { config: { access }, schema: { tags, body: servicePlanSchema, response: { 201: servicePlanResponseSchema } } },
      async (request, reply) =>
        reply.code(201).send(await createServicePlan(deps, requireMember(request), request.body)),
    );
    app.get(
      '/service_plans/:id',
      {
        config: { access: memberAccess('service_plan') },
        schema: { tags, params, querystring: organizationQuerySchema, response: { 200: servicePlanResponseSchema } },
      },
      (request) => showServicePlan(deps, requireMember(request), request.params.id),
    );
    app.put(
      '/service_plans/:id',
      {
        config: { access },
        schema: { tags, params, body: servicePlanSchema, response: { 200: servicePlanResponseSchema } },
      },
      (request) => editServicePlan(deps, requireMember(request), request.params.id, request.body),
    );
    app.delete(
      '/service_plans/:id',
      { config: { access }, schema: { tags, params, response: { 200: messageResponseSchema } } },
      (request) => removeServicePlan(deps, requireMember(request), request.params.id),
    );
  };
