import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  organizationQuerySchema,
  payPeriodQuerySchema,
  payPeriodResponseSchema,
  payrollSettingsResponseSchema,
  payrollSettingsSchema,
  staffPayRulesParamsSchema,
  staffPayRulesResponseSchema,
  staffPayRulesSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import {
  payPeriodAnswer,
  payrollSettingsPage,
  savePayrollSettings,
  saveStaffPayRules,
} from './payroll-settings.service.ts';

const tags = ['payroll settings'];
const access = { access: memberAccess('payroll_settings') };
const page = { 200: payrollSettingsResponseSchema };

export const payrollSettingsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/pay_periods',
      {
        // Pay periods are calendar arithmetic every payroll page needs: any member may ask.
        config: { access: memberAccess(null) },
        schema: { tags, querystring: payPeriodQuerySchema, response: { 200: payPeriodResponseSchema } },
      },
      (request) => payPeriodAnswer(deps, requireMember(request), request.query),
    );
    app.get(
      '/payroll_settings',
      { config: access, schema: { tags, querystring: organizationQuerySchema, response: page } },
      (request) => payrollSettingsPage(deps, requireMember(request)),
    );
    app.put(
      '/payroll_settings',
      { config: access, schema: { tags, body: payrollSettingsSchema, response: page } },
      (request) => savePayrollSettings(deps, requireMember(request), request.body),
    );
    app.put(
      '/payroll_settings/staff/:membership_id',
      {
        config: access,
        schema: {
          tags,
          params: staffPayRulesParamsSchema,
          body: staffPayRulesSchema,
          response: { 200: staffPayRulesResponseSchema },
        },
      },
      (request) => saveStaffPayRules(deps, requireMember(request), request.params.membership_id, request.body),
    );
  };
