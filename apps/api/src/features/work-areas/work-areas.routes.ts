import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageResponseSchema,
  workAreaListQuerySchema,
  workAreaListResponseSchema,
  workAreaParamsSchema,
  workAreaResponseSchema,
  workAreaSchema,
  workAreaTechsSchema,
  workAreaZipParamsSchema,
  workAreaZipSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import {
  addWorkAreaZip,
  createWorkArea,
  removeWorkArea,
  removeWorkAreaZip,
  setWorkAreaTechs,
  updateWorkArea,
  workAreaDetail,
  workAreasPage,
} from './work-areas.service.ts';

const tags = ['work areas'];
const access = memberAccess('work_area');
const params = workAreaParamsSchema;
const detail = { 200: workAreaResponseSchema };

export const workAreaRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Holders of work_area, clients or client_onboarding may read the list: the service checks which.
    app.get(
      '/work_areas',
      {
        config: { access: memberAccess(null) },
        schema: { tags, querystring: workAreaListQuerySchema, response: { 200: workAreaListResponseSchema } },
      },
      (request) => workAreasPage(deps, requireMember(request), request.query),
    );
    app.post(
      '/work_areas',
      { config: { access }, schema: { tags, body: workAreaSchema, response: { 201: workAreaResponseSchema } } },
      async (request, reply) => reply.code(201).send(await createWorkArea(deps, requireMember(request), request.body)),
    );
    app.get('/work_areas/:id', { config: { access }, schema: { tags, params, response: detail } }, (request) =>
      workAreaDetail(deps, requireMember(request), request.params.id),
    );
    app.put(
      '/work_areas/:id',
      { config: { access }, schema: { tags, params, body: workAreaSchema, response: detail } },
      (request) => updateWorkArea(deps, requireMember(request), request.params.id, request.body),
    );
    app.delete(
      '/work_areas/:id',
      { config: { access }, schema: { tags, params, response: { 200: messageResponseSchema } } },
      (request) => removeWorkArea(deps, requireMember(request), request.params.id),
    );
    app.post(
      '/work_areas/:id/zips',
      {
        config: { access },
        schema: { tags, params, body: workAreaZipSchema, response: { 201: workAreaResponseSchema } },
      },
      async (request, reply) =>
        reply.code(201).send(await addWorkAreaZip(deps, requireMember(request), request.params.id, request.body.zip)),
    );
    app.delete(
      '/work_areas/:id/zips/:zip',
      { config: { access }, schema: { tags, params: workAreaZipParamsSchema, response: detail } },
      (request) => removeWorkAreaZip(deps, requireMember(request), request.params.id, request.params.zip),
    );
    app.put(
      '/work_areas/:id/techs',
      { config: { access }, schema: { tags, params, body: workAreaTechsSchema, response: detail } },
      (request) => setWorkAreaTechs(deps, requireMember(request), request.params.id, request.body.user_ids),
    );
  };
