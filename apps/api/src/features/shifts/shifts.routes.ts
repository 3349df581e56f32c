import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addShiftSchema,
  currentShiftResponseSchema,
  endShiftSchema,
  messageResponseSchema,
  myShiftReportQuerySchema,
  myShiftReportResponseSchema,
  organizationQuerySchema,
  reportRangeSchema,
  shiftCorrectionSchema,
  shiftDetailResponseSchema,
  shiftListQuerySchema,
  shiftListResponseSchema,
  shiftParamsSchema,
  shiftResponseSchema,
  shiftStaffOptionsResponseSchema,
  startShiftSchema,
  timeMileageReportResponseSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { currentShift, endBreak, endShift, startBreak, startShift } from './my-shift.service.ts';
import { addShift, correctShift, deleteShift, shiftDetail, shiftPage, shiftStaffOptions } from './shifts.service.ts';
import { myShiftReport, timeMileageCsv, timeMileageReport } from './shift-reports.service.ts';
import { sendCsv } from '../../platform/http/csv.ts';

const tags = ['shifts'];
/** The tech's own shift (/start_end_shift); the office's view of everyone's (/shifts, /shift/{id}/show). */
const ownShift = memberAccess('start_end_shift');
const office = memberAccess('shifts');
const shiftResponse = { 200: shiftResponseSchema };

export const shiftRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/my_shift/current',
      {
        config: { access: ownShift },
        schema: { tags, querystring: organizationQuerySchema, response: { 200: currentShiftResponseSchema } },
      },
      (request) => currentShift(deps, requireMember(request)),
    );
    app.post(
      '/my_shift/start',
      { config: { access: ownShift }, schema: { tags, body: startShiftSchema, response: shiftResponse } },
      (request) => startShift(deps, requireMember(request), request.body),
    );
    app.post(
      '/my_shift/breaks/start',
      { config: { access: ownShift }, schema: { tags, response: shiftResponse } },
      (request) => startBreak(deps, requireMember(request)),
    );
    app.post(
      '/my_shift/breaks/end',
      { config: { access: ownShift }, schema: { tags, response: shiftResponse } },
      (request) => endBreak(deps, requireMember(request)),
    );
    app.post(
      '/my_shift/end',
      { config: { access: ownShift }, schema: { tags, body: endShiftSchema, response: shiftResponse } },
      (request) => endShift(deps, requireMember(request), request.body),
    );

    app.get(
      '/shifts',
      {
        config: { access: office },
        schema: { tags, querystring: shiftListQuerySchema, response: { 200: shiftListResponseSchema } },
      },
      (request) => shiftPage(deps, requireMember(request), request.query),
    );
    // Office staff filter shifts by person without needing the staff permission.
    app.get(
      '/shifts/staff_options',
      {
        config: { access: office },
        schema: {
          tags,
          querystring: organizationQuerySchema,
          response: { 200: shiftStaffOptionsResponseSchema },
        },
      },
      (request) => shiftStaffOptions(deps, requireMember(request)),
    );
    app.post(
      '/shifts',
      {
        config: { access: office },
        schema: { tags, body: addShiftSchema, response: { 201: shiftDetailResponseSchema } },
      },
      async (request, reply) => reply.code(201).send(await addShift(deps, requireMember(request), request.body)),
    );
    app.get(
      '/shifts/:id',
      {
        config: { access: office },
        schema: {
          tags,
          params: shiftParamsSchema,
          querystring: organizationQuerySchema,
          response: { 200: shiftDetailResponseSchema },
        },
      },
      (request) => shiftDetail(deps, requireMember(request), request.params.id),
    );
    app.put(
      '/shifts/:id',
      {
        config: { access: office },
        schema: {
          tags,
          params: shiftParamsSchema,
          body: shiftCorrectionSchema,
          response: { 200: shiftDetailResponseSchema },
        },
      },
      (request) => correctShift(deps, requireMember(request), request.params.id, request.body),
    );
    app.delete(
      '/shifts/:id',
      {
        config: { access: office },
        schema: { tags, params: shiftParamsSchema, response: { 200: messageResponseSchema } },
      },
      (request) => deleteShift(deps, requireMember(request), request.params.id),
    );

    app.get(
      '/my_shift_report',
      {
        config: { access: memberAccess('my_shift_report') },
        schema: { tags, querystring: myShiftReportQuerySchema, response: { 200: myShiftReportResponseSchema } },
      },
      (request) => myShiftReport(deps, requireMember(request), request.query),
    );
    const timeMileage = memberAccess('time_mileage_report');
    app.get(
      '/time_mileage_report',
      {
        config: { access: timeMileage },
        schema: { tags, querystring: reportRangeSchema, response: { 200: timeMileageReportResponseSchema } },
      },
      (request) => timeMileageReport(deps, requireMember(request), request.query),
    );
    app.get(
      '/time_mileage_report/export.csv',
      { config: { access: timeMileage }, schema: { tags, querystring: reportRangeSchema, produces: ['text/csv'] } },
      async (request, reply) => {
        const csv = await timeMileageCsv(deps, requireMember(request), request.query);
        return sendCsv(reply, `time-mileage-${request.query.date_from}-${request.query.date_to}.csv`, csv);
      },
    );
  };
