import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commercialCreateResponseSchema,
  commercialCustomerListResponseSchema,
  commercialCustomerQuerySchema,
  commercialCustomerResponseSchema,
  commercialCustomerSchema,
  commercialDeleteLocationResponseSchema,
  commercialExportQuerySchema,
  commercialListQuerySchema,
  commercialLocationPageResponseSchema,
  commercialLocationQuerySchema,
  commercialLocationSchema,
  commercialLocationsListQuerySchema,
  commercialLocationsResponseSchema,
  commercialLocationWriteResponseSchema,
  commercialParamsSchema,
  commercialScheduleResponseSchema,
  commercialStatusChangeSchema,
  createCommercialCustomerSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import {
  addLocation,
  changeCustomerStatus,
  changeLocation,
  createCustomer,
  customerAnswer,
  customerLocations,
  customersCsv,
  customersPage,
  locationsPage,
  removeLocation,
  updateCustomerDetails,
} from './commercial.service.ts';
import { sendCsv } from '../../platform/http/csv.ts';
import { commercialSchedule } from '../subscriptions/index.ts';

const tags = ['commercial'];
/** The list and everything across customers. */
const listAccess = memberAccess('commercial_clients');
/** One customer and its locations. */
const access = memberAccess('commercial_client');
const params = commercialParamsSchema;
const customer = { 200: commercialCustomerResponseSchema };
const location = { 200: commercialLocationWriteResponseSchema };

export const commercialRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/commercial/customers',
      {
        config: { access: listAccess },
        schema: {
          tags,
          querystring: commercialListQuerySchema,
          response: { 200: commercialCustomerListResponseSchema },
        },
      },
      (request) => customersPage(deps, requireMember(request), request.query),
    );

    app.get(
      '/commercial/customers/export.csv',
      {
        config: { access: listAccess },
        schema: { tags, querystring: commercialExportQuerySchema, produces: ['text/csv'] },
      },
      async (request, reply) => {
        const csv = await customersCsv(deps, requireMember(request), request.query);
        return sendCsv(reply, 'commercial-clients.csv', csv);
      },
    );

    app.post(
      '/commercial/customers',
      {
        config: { access: listAccess, idempotent: true },
        schema: { tags, body: createCommercialCustomerSchema, response: { 200: commercialCreateResponseSchema } },
      },
      (request) => createCustomer(deps, requireMember(request), request.body),
    );
    app.put(
      '/commercial/customers/:id',
      { config: { access }, schema: { tags, params, body: commercialCustomerSchema, response: customer } },
      (request) => updateCustomerDetails(deps, requireMember(request), request.params.id, request.body),
    );
    app.post(
      '/commercial/customers/:id/deactivate',
      { config: { access }, schema: { tags, params, body: commercialStatusChangeSchema, response: customer } },
      (request) =>
        changeCustomerStatus(deps, requireMember(request), request.params.id, 'inactive', request.body.reason),
    );
    app.post(
      '/commercial/customers/:id/reactivate',
      { config: { access }, schema: { tags, params, body: commercialStatusChangeSchema, response: customer } },
      (request) => changeCustomerStatus(deps, requireMember(request), request.params.id, 'active', request.body.reason),
    );

    // Spec §7 calls, with the keys the spec names.
    app.get(
      '/commercial/customer',
      { config: { access }, schema: { tags, querystring: commercialCustomerQuerySchema, response: customer } },
      (request) => customerAnswer(deps, requireMember(request), request.query.commercial_customer_id),
    );
    app.get(
      '/commercial/location',
      {
        config: { access },
        schema: {
          tags,
          querystring: commercialCustomerQuerySchema,
          response: { 200: commercialLocationsResponseSchema },
        },
      },
      (request) => customerLocations(deps, requireMember(request), request.query.commercial_customer_id),
    );
    app.get(
      '/commercial/locations',
      {
        config: { access: listAccess },
        schema: {
          tags,
          querystring: commercialLocationsListQuerySchema,
          response: { 200: commercialLocationPageResponseSchema },
        },
      },
      (request) => locationsPage(deps, requireMember(request), request.query),
    );
    app.get(
      '/commercial/client_locations_for_commercial_client',
      {
        config: { access },
        schema: {
          tags,
          querystring: commercialLocationQuerySchema,
          response: { 200: commercialScheduleResponseSchema },
        },
      },
      (request) => commercialSchedule(deps, requireMember(request), request.query.commercial_location_id),
    );

    app.post(
      '/commercial/customers/:id/locations',
      { config: { access }, schema: { tags, params, body: commercialLocationSchema, response: location } },
      (request) => addLocation(deps, requireMember(request), request.params.id, request.body),
    );
    app.put(
      '/commercial/locations/:id',
      { config: { access }, schema: { tags, params, body: commercialLocationSchema, response: location } },
      (request) => changeLocation(deps, requireMember(request), request.params.id, request.body),
    );
    app.delete(
      '/commercial/locations/:id',
      { config: { access }, schema: { tags, params, response: { 200: commercialDeleteLocationResponseSchema } } },
      (request) => removeLocation(deps, requireMember(request), request.params.id),
    );
  };
