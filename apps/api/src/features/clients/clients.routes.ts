/** Residential clients, dormant clients and households; answers are core's clients/client.responses.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientActivityListResponseSchema,
  clientContactSchema,
  clientExportQuerySchema,
  clientListQuerySchema,
  clientListResponseSchema,
  clientLocationResponseSchema,
  clientLocationSchema,
  clientNoteListResponseSchema,
  clientNoteResponseSchema,
  clientNoteSchema,
  clientResponseSchema,
  clientStatusChangeSchema,
  createClientResponseSchema,
  createClientSchema,
  dormantClientListResponseSchema,
  householdListResponseSchema,
  linkCandidateListResponseSchema,
  organizationQuerySchema,
  serviceAreaResponseSchema,
  winBackResponseSchema,
  zipQuerySchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import {
  candidatesQuerySchema,
  clientHistoryQuerySchema,
  clientLocationParamsSchema,
  clientParamsSchema,
  dormantClientsQuerySchema,
  householdsQuerySchema,
  linkClientSchema,
  winBackSchema,
} from './clients.schemas.ts';
import {
  addClientNote,
  changeClientStatus,
  clientActivity,
  clientNotes,
  clientsCsv,
  clientShow,
  clientsPage,
  createClient,
  serviceArea,
  updateClientContact,
} from './clients.service.ts';
import { addClientLocation, changeClientLocation, removeClientLocation } from './client-locations.service.ts';
import { dormantClientsPage, winBack } from './dormant-clients.ts';
import { households, linkCandidates, linkClient, unlinkClient } from './client-links.service.ts';
import { sendCsv } from '../../platform/http/csv.ts';

const tags = ['clients'];
const list = { config: { access: memberAccess('clients') } };
const one = { config: { access: memberAccess('client') } };
// Spec §6 always allows dormant_clients: anyone in the organization may see who left (without how to reach them).
// Winning one back reactivates or messages a client in the organization's name, so it needs 'clients'.
const dormant = { config: { access: memberAccess('dormant_clients') } };
const links = { config: { access: memberAccess('link_clients') } };
const params = clientParamsSchema;
const answer = { 200: clientResponseSchema };

export const clientRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/clients',
      { ...list, schema: { tags, querystring: clientListQuerySchema, response: { 200: clientListResponseSchema } } },
      (request) => clientsPage(deps, requireMember(request), request.query),
    );
    app.get(
      '/clients/export.csv',
      { ...list, schema: { tags, querystring: clientExportQuerySchema, produces: ['text/csv'] } },
      async (request, reply) => {
        const csv = await clientsCsv(deps, requireMember(request), request.query);
        return sendCsv(reply, 'clients.csv', csv);
      },
    );
    app.post(
      '/clients',
      {
        config: { ...list.config, idempotent: true },
        schema: { tags, body: createClientSchema, response: { 201: createClientResponseSchema } },
      },
      async (request, reply) => reply.code(201).send(await createClient(deps, requireMember(request), request.body)),
    );
    app.get(
      '/service_area',
      { ...list, schema: { tags, querystring: zipQuerySchema, response: { 200: serviceAreaResponseSchema } } },
      (request) => serviceArea(deps, requireMember(request), request.query.zip),
    );

    app.get(
      '/clients/:id',
      { ...one, schema: { tags, params, querystring: organizationQuerySchema, response: answer } },
      (request) => clientShow(deps, requireMember(request), request.params.id),
    );
    app.put(
      '/clients/:id',
      { ...one, schema: { tags, params, body: clientContactSchema, response: answer } },
      (request) => updateClientContact(deps, requireMember(request), request.params.id, request.body),
    );
    app.post(
      '/clients/:id/locations',
      { ...one, schema: { tags, params, body: clientLocationSchema, response: { 201: clientLocationResponseSchema } } },
      async (request, reply) =>
        reply.code(201).send(await addClientLocation(deps, requireMember(request), request.params.id, request.body)),
    );
    app.put(
      '/clients/:id/locations/:location_id',
      {
        ...one,
        schema: {
          tags,
          params: clientLocationParamsSchema,
          body: clientLocationSchema,
          response: { 200: clientLocationResponseSchema },
        },
      },
      (request) =>
        changeClientLocation(deps, requireMember(request), request.params.id, request.params.location_id, request.body),
    );
    app.delete(
      '/clients/:id/locations/:location_id',
      { ...one, schema: { tags, params: clientLocationParamsSchema, response: answer } },
      (request) => removeClientLocation(deps, requireMember(request), request.params.id, request.params.location_id),
    );
    app.post(
      '/clients/:id/deactivate',
      { ...one, schema: { tags, params, body: clientStatusChangeSchema, response: answer } },
      (request) => changeClientStatus(deps, requireMember(request), request.params.id, 'inactive', request.body.reason),
    );
    app.post(
      '/clients/:id/reactivate',
      { ...one, schema: { tags, params, body: clientStatusChangeSchema, response: answer } },
      (request) => changeClientStatus(deps, requireMember(request), request.params.id, 'active', request.body.reason),
    );
    app.get(
      '/clients/:id/notes',
      {
        ...one,
        schema: {
          tags,
          params,
          querystring: clientHistoryQuerySchema,
          response: { 200: clientNoteListResponseSchema },
        },
      },
      (request) => clientNotes(deps, requireMember(request), request.params.id, request.query),
    );
    app.post(
      '/clients/:id/notes',
      { ...one, schema: { tags, params, body: clientNoteSchema, response: { 201: clientNoteResponseSchema } } },
      async (request, reply) =>
        reply.code(201).send(await addClientNote(deps, requireMember(request), request.params.id, request.body)),
    );
    app.get(
      '/clients/:id/activity',
      {
        ...one,
        schema: {
          tags,
          params,
          querystring: clientHistoryQuerySchema,
          response: { 200: clientActivityListResponseSchema },
        },
      },
      (request) => clientActivity(deps, requireMember(request), request.params.id, request.query),
    );

    app.get(
      '/dormant_clients',
      {
        ...dormant,
        schema: { tags, querystring: dormantClientsQuerySchema, response: { 200: dormantClientListResponseSchema } },
      },
      (request) => dormantClientsPage(deps, requireMember(request), request.query),
    );
    app.post(
      '/dormant_clients/:id/win_back',
      { ...list, schema: { tags, params, body: winBackSchema, response: { 200: winBackResponseSchema } } },
      (request) => winBack(deps, requireMember(request), request.params.id, request.body),
    );

    app.get(
      '/link_clients/candidates',
      {
        ...links,
        schema: { tags, querystring: candidatesQuerySchema, response: { 200: linkCandidateListResponseSchema } },
      },
      (request) => linkCandidates(deps, requireMember(request), request.query),
    );
    app.get(
      '/link_clients/households',
      {
        ...links,
        schema: { tags, querystring: householdsQuerySchema, response: { 200: householdListResponseSchema } },
      },
      (request) => households(deps, requireMember(request), request.query),
    );
    app.post(
      '/clients/:id/link',
      { ...links, schema: { tags, params, body: linkClientSchema, response: answer } },
      (request) => linkClient(deps, requireMember(request), request.params.id, request.body.billing_client_id),
    );
    app.post('/clients/:id/unlink', { ...links, schema: { tags, params, response: answer } }, (request) =>
      unlinkClient(deps, requireMember(request), request.params.id),
    );
  };
