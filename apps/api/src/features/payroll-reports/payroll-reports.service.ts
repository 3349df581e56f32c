/** /payroll_report and /productivity_report: totals per member and one member over time. */
import {
  grossPayParts,
  type GrossPayFigures,
  pageOffset,
  payrollReportRange,
  productivityFigures,
  type PayrollPersonResponse,
  type PayrollReportQuery,
  type PayrollReportResponse,
  type PayTotals,
  type PersonReportQuery,
  type ProductivityPersonResponse,
  type ProductivityReportQuery,
  type ProductivityReportResponse,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { organizationToday } from '../../platform/auth/organization-facts.ts';
import { notFound } from '../../platform/http/errors.ts';
import { memberName, slipsOfMember, sumsOverall, sumsPerMember, type SlipSums } from './payroll-reports.repository.ts';

const rangeOf = (deps: AppDeps, member: MemberContext, query: { date_from?: string; date_to?: string }) =>
  payrollReportRange(query, organizationToday(member.organization, deps.clock.now()));

const payTotals = (sums: SlipSums): PayTotals => ({
  periods: sums.periods,
  regular_minutes: sums.regular_minutes,
  overtime_minutes: sums.overtime_minutes,
  ...(Object.fromEntries(grossPayParts.map((part) => [part.key, sums[part.key]])) as GrossPayFigures),
  gross_cents: sums.gross_cents,
});

const productivity = (sums: SlipSums) => productivityFigures(sums);

export async function payrollReport(
  deps: AppDeps,
  member: MemberContext,
  query: Omit<PayrollReportQuery, 'page' | 'per_page'> & { page?: number; per_page?: number },
): Promise<PayrollReportResponse> {
  const organizationId = member.organization.id;
  const range = rangeOf(deps, member, query);
  const page = query.page ?? 1;
  const perPage = query.per_page ?? Number.MAX_SAFE_INTEGER;
  const [members, totals] = await Promise.all([
    sumsPerMember(deps.db, organizationId, range, {
      sort: query.sort,
      limit: perPage,
      offset: pageOffset({ page, per_page: perPage }),
    }),
    sumsOverall(deps.db, organizationId, range),
  ]);
  return {
    ...range,
    data: members.data.map((row) => ({
      membership_id: row.membership_id,
      full_name: row.full_name,
      ...payTotals(row),
    })),
    meta: { page, per_page: query.per_page ?? members.total, total: members.total },
    totals: payTotals(totals),
  };
}

/** One person's finalized slips in the range, newest first, and their sums: what both person pages show. */
async function personSlips(deps: AppDeps, member: MemberContext, membershipId: number, query: PersonReportQuery) {
  const organizationId = member.organization.id;
  const name = await memberName(deps.db, organizationId, membershipId);
  if (name === null) throw notFound();
  const range = rangeOf(deps, member, query);
  const [slips, totals] = await Promise.all([
    slipsOfMember(deps.db, organizationId, range, membershipId),
    sumsOverall(deps.db, organizationId, range, membershipId),
  ]);
  return { person: { membership_id: membershipId, full_name: name, ...range }, slips, totals };
}

export async function payrollPerson(
  deps: AppDeps,
  member: MemberContext,
  membershipId: number,
  query: PersonReportQuery,
): Promise<PayrollPersonResponse> {
  const { person, slips, totals } = await personSlips(deps, member, membershipId, query);
  return {
    ...person,
    slips: slips.map((slip) => {
      const { periods: _periods, ...figures } = payTotals(slip);
      return {
        pay_slip_id: slip.pay_slip_id,
        pay_run_id: slip.pay_run_id,
        start_date: slip.start_date,
        end_date: slip.end_date,
        ...figures,
      };
    }),
    totals: payTotals(totals),
  };
}

export async function productivityReport(
  deps: AppDeps,
  member: MemberContext,
  query: ProductivityReportQuery,
): Promise<ProductivityReportResponse> {
  const organizationId = member.organization.id;
  const range = rangeOf(deps, member, query);
  const [members, totals] = await Promise.all([
    sumsPerMember(deps.db, organizationId, range, {
      sort: query.sort,
      limit: query.per_page,
      offset: pageOffset(query),
    }),
    sumsOverall(deps.db, organizationId, range),
  ]);
  return {
    ...range,
    data: members.data.map((row) => ({
      membership_id: row.membership_id,
      full_name: row.full_name,
      ...productivity(row),
    })),
    meta: { page: query.page, per_page: query.per_page, total: members.total },
    totals: productivity(totals),
  };
}

export async function productivityPerson(
  deps: AppDeps,
  member: MemberContext,
  membershipId: number,
  query: PersonReportQuery,
): Promise<ProductivityPersonResponse> {
  const { person, slips, totals } = await personSlips(deps, member, membershipId, query);
  return {
    ...person,
    // Oldest first: a trend reads left to right.
    periods: slips
      .map((slip) => ({ start_date: slip.start_date, end_date: slip.end_date, ...productivity(slip) }))
      .reverse(),
    totals: productivity(totals),
  };
}
