import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  crossSellReportExportQuerySchema,
  crossSellReportQuerySchema,
  crossSellReportResponseSchema,
  openBalanceExportQuerySchema,
  openBalanceReportQuerySchema,
  openBalanceReportResponseSchema,
  salesTaxReportQuerySchema,
  salesTaxReportResponseSchema,
  sendRemindersResponseSchema,
  sendRemindersSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { sendCsv } from '../../platform/http/csv.ts';
import { salesTaxCsv, salesTaxReport } from './sales-tax-report.service.ts';
import { openBalanceCsv, openBalanceReport, sendReminders } from './open-balance-report.service.ts';
import { crossSellCsv, crossSellReport } from './cross-sells-report.service.ts';
import type { CrossSellSide } from './cross-sells-report.repository.ts';

const tags = ['reports'];
const csv = ['text/csv'];

export const moneyReportRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const salesTax = { access: memberAccess('sales_tax_reports') };
    app.get(
      '/sales_tax_report',
      {
        config: salesTax,
        schema: { tags, querystring: salesTaxReportQuerySchema, response: { 200: salesTaxReportResponseSchema } },
      },
      (request) => salesTaxReport(deps, requireMember(request), request.query),
    );
    app.get(
      '/sales_tax_report/export.csv',
      { config: salesTax, schema: { tags, querystring: salesTaxReportQuerySchema, produces: csv } },
      async (request, reply) =>
        sendCsv(reply, 'sales-tax.csv', await salesTaxCsv(deps, requireMember(request), request.query)),
    );

    const openBalance = { access: memberAccess('open_balance_report') };
    app.get(
      '/open_balance_report',
      {
        config: openBalance,
        schema: { tags, querystring: openBalanceReportQuerySchema, response: { 200: openBalanceReportResponseSchema } },
      },
      (request) => openBalanceReport(deps, requireMember(request), request.query),
    );
    app.get(
      '/open_balance_report/export.csv',
      { config: openBalance, schema: { tags, querystring: openBalanceExportQuerySchema, produces: csv } },
      async (request, reply) =>
        sendCsv(reply, 'open-balances.csv', await openBalanceCsv(deps, requireMember(request), request.query)),
    );
    app.post(
      '/open_balance_report/reminders',
      {
        config: openBalance,
        schema: { tags, body: sendRemindersSchema, response: { 200: sendRemindersResponseSchema } },
      },
      (request) => sendReminders(deps, requireMember(request), request.body),
    );

    const sides = [
      ['residential', 'additional_residential_services_report'],
      ['commercial', 'additional_commercial_services_report'],
    ] as const satisfies readonly (readonly [CrossSellSide, string])[];
    for (const [side, permission] of sides) {
      const access = { access: memberAccess(permission) };
      app.get(
        `/${side}_cross_sells_report`,
        {
          config: access,
          schema: { tags, querystring: crossSellReportQuerySchema, response: { 200: crossSellReportResponseSchema } },
        },
        (request) => crossSellReport(deps, requireMember(request), side, request.query),
      );
      app.get(
        `/${side}_cross_sells_report/export.csv`,
        { config: access, schema: { tags, querystring: crossSellReportExportQuerySchema, produces: csv } },
        async (request, reply) =>
          sendCsv(
            reply,
            `${side}-cross-sells.csv`,
            await crossSellCsv(deps, requireMember(request), side, request.query),
          ),
      );
    }
  };
