/**
 * The payroll report as CSV: one line per member and the total line, hours in decimal hours, money in dollars, every
 * part of gross pay in its own column (deductions negative) so each line adds up to its Gross.
 */
import {
  centsToDollarsText,
  grossPayParts,
  signedPartCents,
  type PayrollReportSort,
  type PayTotals,
} from '@employee-portal/core';
import { toCsv } from '../../platform/http/csv.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { payrollReport } from './payroll-reports.service.ts';

const hours = (minutes: number) => (minutes / 60).toFixed(2);
const line = (name: string, row: PayTotals) => [
  name,
  row.periods,
  hours(row.regular_minutes),
  hours(row.overtime_minutes),
  ...grossPayParts.map((part) => centsToDollarsText(signedPartCents(part, row))),
  centsToDollarsText(row.gross_cents),
];

export async function payrollReportCsv(
  deps: AppDeps,
  member: MemberContext,
  query: { date_from?: string; date_to?: string; sort: PayrollReportSort },
) {
  const report = await payrollReport(deps, member, query);
  return toCsv(
    ['Staff Member', 'Periods', 'Regular Hours', 'Overtime Hours', ...grossPayParts.map((part) => part.label), 'Gross'],
    [...report.data.map((row) => line(row.full_name, row)), line('Total', report.totals)],
  );
}
