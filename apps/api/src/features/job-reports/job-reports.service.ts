/** /completed_jobs_report (issue 14 point 10): completed visits of a period with their revenue, grouped, and as CSV. */
import {
  completedJobsGroupingLabels,
  formatCents,
  pageOffset,
  reportPeriod,
  type CompletedJobsExportQuery,
  type CompletedJobsReportQuery,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { organizationToday } from '../../platform/auth/organization-facts.ts';
import { toCsv } from '../../platform/http/csv.ts';
import { completedJobGroups, completedJobTotals } from './job-reports.repository.ts';

const periodOf = (deps: AppDeps, member: MemberContext, query: { from?: string; to?: string }) =>
  reportPeriod(query, organizationToday(member.organization, deps.clock.now()));

export async function completedJobsReport(deps: AppDeps, member: MemberContext, query: CompletedJobsReportQuery) {
  const period = periodOf(deps, member, query);
  const [groups, totals] = await Promise.all([
    completedJobGroups(deps.db, member.organization.id, period, query.group_by, {
      limit: query.per_page,
      offset: pageOffset(query),
    }),
    completedJobTotals(deps.db, member.organization.id, period),
  ]);
  return {
    ...period,
    group_by: query.group_by,
    data: groups.rows,
    totals,
    meta: { page: query.page, per_page: query.per_page, total: groups.total },
  };
}

export async function completedJobsCsv(deps: AppDeps, member: MemberContext, query: CompletedJobsExportQuery) {
  const period = periodOf(deps, member, query);
  const [groups, totals] = await Promise.all([
    completedJobGroups(deps.db, member.organization.id, period, query.group_by, null),
    completedJobTotals(deps.db, member.organization.id, period),
  ]);
  return toCsv(
    [completedJobsGroupingLabels[query.group_by], 'Completed Jobs', 'Revenue'],
    [
      ...groups.rows.map((row) => [row.name, row.jobs, formatCents(row.revenue_cents)]),
      ['Total', totals.jobs, formatCents(totals.revenue_cents)],
    ],
  );
}
