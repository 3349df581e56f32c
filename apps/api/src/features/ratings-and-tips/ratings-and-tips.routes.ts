import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  feedbackResponseSchema,
  feedbackSubmitSchema,
  feedbackTokenParamsSchema,
  organizationQuerySchema,
  ratingsReportExportQuerySchema,
  ratingsReportQuerySchema,
  ratingsReportResponseSchema,
  tippingSettingsResponseSchema,
  tippingSettingsSchema,
  tipsReportExportQuerySchema,
  tipsReportQuerySchema,
  tipsReportResponseSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess, publicAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { sendCsv } from '../../platform/http/csv.ts';
import {
  readTippingSettings,
  showFeedback,
  submitFeedback,
  updateTippingSettings,
} from './ratings-and-tips.service.ts';
import { ratingsReport, ratingsReportCsv, tipsReport, tipsReportCsv } from './ratings-and-tips-reports.service.ts';

const tags = ['ratings and tips'];

export const ratingsAndTipsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const settings = { access: memberAccess('ratings_comments_and_tipping') };
    app.get(
      '/ratings_comments_and_tipping',
      {
        config: settings,
        schema: { tags, querystring: organizationQuerySchema, response: { 200: tippingSettingsResponseSchema } },
      },
      (request) => readTippingSettings(deps, requireMember(request)),
    );
    app.put(
      '/ratings_comments_and_tipping',
      {
        config: settings,
        schema: { tags, body: tippingSettingsSchema, response: { 200: tippingSettingsResponseSchema } },
      },
      (request) => updateTippingSettings(deps, requireMember(request), request.body),
    );
    app.get(
      '/public/feedback/:token',
      {
        config: { access: publicAccess },
        schema: { tags, params: feedbackTokenParamsSchema, response: { 200: feedbackResponseSchema } },
      },
      (request) => showFeedback(deps, request.params.token, request.ip),
    );
    app.post(
      '/public/feedback/:token',
      {
        config: { access: publicAccess },
        schema: {
          tags,
          params: feedbackTokenParamsSchema,
          body: feedbackSubmitSchema,
          response: { 200: feedbackResponseSchema },
        },
      },
      (request) => submitFeedback(deps, request.params.token, request.body, request.ip),
    );
    const ratings = { access: memberAccess('ratings_and_comments_report') };
    app.get(
      '/ratings_and_comments_report',
      {
        config: ratings,
        schema: { tags, querystring: ratingsReportQuerySchema, response: { 200: ratingsReportResponseSchema } },
      },
      (request) => ratingsReport(deps, requireMember(request), request.query),
    );
    app.get(
      '/ratings_and_comments_report/export.csv',
      { config: ratings, schema: { tags, querystring: ratingsReportExportQuerySchema, produces: ['text/csv'] } },
      async (request, reply) =>
        sendCsv(reply, 'ratings-and-comments.csv', await ratingsReportCsv(deps, requireMember(request), request.query)),
    );
    const tipsAccess = { access: memberAccess('tips_report') };
    app.get(
      '/tips_report',
      {
        config: tipsAccess,
        schema: { tags, querystring: tipsReportQuerySchema, response: { 200: tipsReportResponseSchema } },
      },
      (request) => tipsReport(deps, requireMember(request), request.query),
    );
    app.get(
      '/tips_report/export.csv',
      { config: tipsAccess, schema: { tags, querystring: tipsReportExportQuerySchema, produces: ['text/csv'] } },
      async (request, reply) =>
        sendCsv(reply, 'tips.csv', await tipsReportCsv(deps, requireMember(request), request.query)),
    );
  };
