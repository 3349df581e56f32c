/** /residential_cross_sells_report and /commercial_cross_sells_report: cross-sells sold per month, and as CSV. */
import {
  centsToDollarsText,
  moneyReportPeriod,
  moneyReportRangeError,
  pageOffset,
  periodLabel,
  type CrossSellReportExportQuery,
  type CrossSellReportQuery,
  type CrossSellReportResponse,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { organizationToday } from '../../platform/auth/organization-facts.ts';
import { validationFailed } from '../../platform/http/errors.ts';
import { toCsv } from '../../platform/http/csv.ts';
import {
  crossSellChoices,
  crossSellSales,
  crossSellTotals,
  type CrossSellSide,
} from './cross-sells-report.repository.ts';

/** Months × cross-sells of five years stay far below this; the CSV never becomes an unbounded read. */
const MAX_CSV_ROWS = 50_000;

function filterOf(deps: AppDeps, member: MemberContext, side: CrossSellSide, query: CrossSellReportExportQuery) {
  const range = moneyReportPeriod(query, organizationToday(member.organization, deps.clock.now()));
  const rangeError = moneyReportRangeError(range);
  if (rangeError) throw validationFailed({ date_to: [rangeError] });
  return { side, ...range, cross_sell_id: query.cross_sell_id, sort: query.sort };
}

const labelled = <Row extends { month: string }>(row: Row) => ({
  ...row,
  month_label: periodLabel(row.month, 'month'),
});

export async function crossSellReport(
  deps: AppDeps,
  member: MemberContext,
  side: CrossSellSide,
  query: CrossSellReportQuery,
): Promise<CrossSellReportResponse> {
  const organizationId = member.organization.id;
  const filter = filterOf(deps, member, side, query);
  const [rows, summary, crossSells] = await Promise.all([
    crossSellSales(deps.db, organizationId, filter, { limit: query.per_page, offset: pageOffset(query) }),
    crossSellTotals(deps.db, organizationId, filter),
    crossSellChoices(deps.db, organizationId, side),
  ]);
  return {
    data: rows.map(labelled),
    meta: { page: query.page, per_page: query.per_page, total: summary.rows },
    date_from: filter.date_from,
    date_to: filter.date_to,
    totals: summary.totals,
    cross_sells: crossSells,
  };
}

export async function crossSellCsv(
  deps: AppDeps,
  member: MemberContext,
  side: CrossSellSide,
  query: CrossSellReportExportQuery,
) {
  const organizationId = member.organization.id;
  const filter = filterOf(deps, member, side, query);
  const [rows, summary] = await Promise.all([
    crossSellSales(deps.db, organizationId, filter, { limit: MAX_CSV_ROWS, offset: 0 }),
    crossSellTotals(deps.db, organizationId, filter),
  ]);
  return toCsv(
    ['Month', 'Cross-Sell', 'Quantity', 'Revenue', 'Clients'],
    [
      ...rows
        .map(labelled)
        .map((row) => [
          row.month_label,
          row.cross_sell_name,
          row.quantity,
          centsToDollarsText(row.revenue_cents),
          row.clients,
        ]),
      ['Total', '', summary.totals.quantity, centsToDollarsText(summary.totals.revenue_cents), summary.totals.clients],
    ],
  );
}
