/** /ratings_and_comments_report and /tips_report (issue 16): by tech and period, aggregated in SQL, with CSV. */
import {
  formatCents,
  pageOffset,
  type RatingsReportExportQuery,
  type RatingsReportQuery,
  type RatingsReportResponse,
  type TipsReportExportQuery,
  type TipsReportQuery,
  type TipsReportResponse,
} from '@employee-portal/core';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { toCsv } from '../../platform/http/csv.ts';
import { ratingComments, ratingTotals, ratingsByTech, tipsByTech } from './ratings-and-tips.repository.ts';

const MAX_CSV_ROWS = 50_000;

const filterOf = (member: MemberContext, query: RatingsReportExportQuery | TipsReportExportQuery) => ({
  time_zone: member.organization.time_zone,
  date_from: query.date_from,
  date_to: query.date_to,
  tech_user_id: query.tech_user_id,
  sort: query.sort,
});

export async function ratingsReport(
  deps: AppDeps,
  member: MemberContext,
  query: RatingsReportQuery,
): Promise<RatingsReportResponse> {
  const organizationId = member.organization.id;
  const filter = filterOf(member, query);
  const rows = await ratingComments(deps.db, organizationId, filter, {
    limit: query.per_page,
    offset: pageOffset(query),
  });
  const totals = await ratingTotals(deps.db, organizationId, filter);
  return {
    data: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    meta: { page: query.page, per_page: query.per_page, total: totals.ratings_count },
    by_tech: await ratingsByTech(deps.db, organizationId, filter),
    totals,
  };
}

const localDay = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

export async function ratingsReportCsv(deps: AppDeps, member: MemberContext, query: RatingsReportExportQuery) {
  const rows = await ratingComments(deps.db, member.organization.id, filterOf(member, query), {
    limit: MAX_CSV_ROWS,
    offset: 0,
  });
  return toCsv(
    ['Rated On', 'Visit Date', 'Client', 'Tech', 'Stars', 'Comment'],
    rows.map((row) => [
      localDay(row.created_at, member.organization.time_zone),
      row.service_date,
      row.client_name,
      row.tech_name,
      row.stars,
      row.comment ?? '',
    ]),
  );
}

export async function tipsReport(
  deps: AppDeps,
  member: MemberContext,
  query: TipsReportQuery,
): Promise<TipsReportResponse> {
  const { rows, totals, total } = await tipsByTech(deps.db, member.organization.id, filterOf(member, query), {
    limit: query.per_page,
    offset: pageOffset(query),
  });
  return { data: rows, meta: { page: query.page, per_page: query.per_page, total }, totals };
}

export async function tipsReportCsv(deps: AppDeps, member: MemberContext, query: TipsReportExportQuery) {
  const { rows } = await tipsByTech(deps.db, member.organization.id, filterOf(member, query), {
    limit: MAX_CSV_ROWS,
    offset: 0,
  });
  return toCsv(
    ['Tech', 'Tips', 'Total', 'Once', 'Every Visit', 'Invoiced', 'Not Invoiced'],
    rows.map((row) => [
      row.tech_name,
      row.tips_count,
      formatCents(row.total_cents),
      formatCents(row.once_cents),
      formatCents(row.recurring_cents),
      formatCents(row.invoiced_cents),
      formatCents(row.uninvoiced_cents),
    ]),
  );
}
