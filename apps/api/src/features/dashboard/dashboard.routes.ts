import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  churnCommercialResponseSchema,
  churnResidentialResponseSchema,
  cohortsQuerySchema,
  cohortsResponseSchema,
  dashboardLayoutBodySchema,
  dashboardLayoutResponseSchema,
  dashboardWidgetKeys,
  dashboardWidgetPermissions,
  dateRangeSchema,
  kpiReportQuerySchema,
  kpiResponseSchema,
  lifetimeValueCommercialResponseSchema,
  lifetimeValueResidentialResponseSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { dashboardKpi } from './kpi.service.ts';
import { churnReport, cohortReport, lifetimeValueReport } from './kpi-reports.service.ts';
import {
  myLayout,
  organizationDefaultLayout,
  resetMyLayout,
  saveMyLayout,
  saveOrganizationDefaultLayout,
} from './layout.service.ts';

const tags = ['dashboard'];

export const dashboardRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // The dashboard stays open without a subscription (spec §5 guard 2).
    const dashboard = { access: memberAccess(null, { withoutSubscription: true }) };
    app.get(
      '/dashboard/kpis/:key',
      {
        config: dashboard,
        schema: {
          tags,
          params: z.object({ key: z.enum(dashboardWidgetKeys) }),
          querystring: dateRangeSchema,
          response: { 200: kpiResponseSchema },
        },
      },
      (request) => dashboardKpi(deps, requireMember(request), request.params.key, request.query),
    );

    // Spec §7: the churn and lifetime value reports beside the dashboard's widgets, by segment.
    const churnAccess = (permission: 'subscriptions' | 'commercial_subscriptions') => ({
      access: memberAccess(permission, { withoutSubscription: true }),
    });
    const lifetimeValueAccess = {
      access: memberAccess(dashboardWidgetPermissions.lifetime_value, { withoutSubscription: true }),
    };
    const report = { tags: ['reports'], querystring: kpiReportQuerySchema };
    app.get(
      '/kpi_reports/churn_rate_residential',
      {
        config: churnAccess('subscriptions'),
        schema: { ...report, response: { 200: churnResidentialResponseSchema } },
      },
      async (request) => ({
        residential: await churnReport(deps, requireMember(request), 'residential', request.query),
      }),
    );
    app.get(
      '/kpi_reports/churn_rate_commercial',
      {
        config: churnAccess('commercial_subscriptions'),
        schema: { ...report, response: { 200: churnCommercialResponseSchema } },
      },
      async (request) => ({
        commercial: await churnReport(deps, requireMember(request), 'commercial', request.query),
      }),
    );
    app.get(
      '/kpi_reports/lifetime_value_residential',
      { config: lifetimeValueAccess, schema: { ...report, response: { 200: lifetimeValueResidentialResponseSchema } } },
      async (request) => ({
        residential: await lifetimeValueReport(deps, requireMember(request), 'residential', request.query),
      }),
    );
    app.get(
      '/kpi_reports/lifetime_value_commercial',
      { config: lifetimeValueAccess, schema: { ...report, response: { 200: lifetimeValueCommercialResponseSchema } } },
      async (request) => ({
        commercial: await lifetimeValueReport(deps, requireMember(request), 'commercial', request.query),
      }),
    );
    app.get(
      '/kpi_reports/cohorts',
      {
        config: lifetimeValueAccess,
        schema: { tags: ['reports'], querystring: cohortsQuerySchema, response: { 200: cohortsResponseSchema } },
      },
      (request) => cohortReport(deps, requireMember(request), request.query),
    );

    // Everyone arranges their own dashboard; the organization's default is the customize-dashboard permission's.
    const layout = { tags, response: { 200: dashboardLayoutResponseSchema } };
    app.get('/dashboard/layout', { config: dashboard, schema: layout }, (request) =>
      myLayout(deps, requireMember(request)),
    );
    app.put(
      '/dashboard/layout',
      { config: dashboard, schema: { ...layout, body: dashboardLayoutBodySchema } },
      (request) => saveMyLayout(deps, requireMember(request), request.body),
    );
    app.delete('/dashboard/layout', { config: dashboard, schema: layout }, (request) =>
      resetMyLayout(deps, requireMember(request)),
    );
    const customize = { access: memberAccess('customize_dashboard') };
    app.get('/dashboard/layout/default', { config: customize, schema: layout }, (request) =>
      organizationDefaultLayout(deps, requireMember(request)),
    );
    app.put(
      '/dashboard/layout/default',
      { config: customize, schema: { ...layout, body: dashboardLayoutBodySchema } },
      (request) => saveOrganizationDefaultLayout(deps, requireMember(request), request.body),
    );
  };
