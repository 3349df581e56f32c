import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  completeJobSchema,
  customJobSchema,
  idParam,
  jobListQuerySchema,
  jobNotesSchema,
  jobResponseSchema,
  jobStatusSchema,
  jobsResponseSchema,
  maxJobsResponseSchema,
  moveJobSchema,
  organizationQuerySchema,
  reCleanSchema,
  reassignJobSchema,
  skipJobSchema,
  skipReasonsResponseSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { advanceJob, completeJob, skipJob } from './job-work.service.ts';
import {
  changeJobNotes,
  createCustomJob,
  jobRecord,
  jobsBetween,
  maxJobsToday,
  moveJob,
  reCleanJob,
  reassignJob,
} from './jobs.service.ts';
import { listSkipReasons } from './skip-reasons.repository.ts';

const tags = ['jobs'];
const params = z.object({ id: idParam() });
const record = { 200: jobResponseSchema };
/** Techs read and work their own jobs under `schedule`; the office moves everyone's under `dispatch_board`. */
const work = { access: memberAccess('schedule') };
const dispatch = { access: memberAccess('dispatch_board') };

export const jobRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/jobs',
      { config: work, schema: { tags, querystring: jobListQuerySchema, response: { 200: jobsResponseSchema } } },
      (request) => jobsBetween(deps, requireMember(request), request.query),
    );
    app.post(
      '/jobs',
      {
        config: { ...dispatch, idempotent: true },
        schema: { tags, body: customJobSchema, response: { 201: jobResponseSchema } },
      },
      async (request, reply) => reply.code(201).send(await createCustomJob(deps, requireMember(request), request.body)),
    );
    app.get(
      '/jobs/:id',
      { config: work, schema: { tags, params, querystring: organizationQuerySchema, response: record } },
      (request) => jobRecord(deps, requireMember(request), request.params.id),
    );
    app.put(
      '/jobs/:id/assignee',
      { config: dispatch, schema: { tags, params, body: reassignJobSchema, response: record } },
      (request) => reassignJob(deps, requireMember(request), request.params.id, request.body.assigned_user_id),
    );
    app.put(
      '/jobs/:id/date',
      { config: dispatch, schema: { tags, params, body: moveJobSchema, response: record } },
      (request) => moveJob(deps, requireMember(request), request.params.id, request.body.service_date),
    );
    app.put(
      '/jobs/:id/notes',
      { config: dispatch, schema: { tags, params, body: jobNotesSchema, response: record } },
      (request) => changeJobNotes(deps, requireMember(request), request.params.id, request.body),
    );
    app.post(
      '/jobs/:id/re_clean',
      {
        config: { ...dispatch, idempotent: true },
        schema: { tags, params, body: reCleanSchema, response: { 201: jobResponseSchema } },
      },
      async (request, reply) =>
        reply.code(201).send(await reCleanJob(deps, requireMember(request), request.params.id, request.body)),
    );
    app.post(
      '/jobs/:id/status',
      { config: work, schema: { tags, params, body: jobStatusSchema, response: record } },
      (request) => advanceJob(deps, requireMember(request), request.params.id, request.body.status),
    );
    app.post(
      '/jobs/:id/complete',
      { config: work, schema: { tags, params, body: completeJobSchema, response: record } },
      (request) => completeJob(deps, requireMember(request), request.params.id, request.body),
    );
    app.post(
      '/jobs/:id/skip',
      { config: work, schema: { tags, params, body: skipJobSchema, response: record } },
      (request) => skipJob(deps, requireMember(request), request.params.id, request.body),
    );
    app.get(
      '/skip_reasons',
      {
        config: work,
        schema: { tags, querystring: organizationQuerySchema, response: { 200: skipReasonsResponseSchema } },
      },
      async (request) => ({ skip_reasons: await listSkipReasons(deps.db, requireMember(request).organization.id) }),
    );
    // Spec §9: every member's web checks it for an EntreMANURE organization, whatever their permissions.
    app.get(
      '/dashboard/max_jobs',
      {
        config: { access: memberAccess(null) },
        schema: { tags, querystring: organizationQuerySchema, response: { 200: maxJobsResponseSchema } },
      },
      (request) => maxJobsToday(deps, requireMember(request)),
    );
  };
