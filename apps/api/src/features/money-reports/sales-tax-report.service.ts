/** /sales_tax_report (issue 16 point 9): tax invoiced and collected per rate and month or quarter, and as CSV. */
import {
  centsToDollarsText,
  moneyReportPeriod,
  moneyReportRangeError,
  periodLabel,
  taxRateText,
  type SalesTaxReportQuery,
  type SalesTaxReportResponse,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { organizationToday } from '../../platform/auth/organization-facts.ts';
import { validationFailed } from '../../platform/http/errors.ts';
import { toCsv } from '../../platform/http/csv.ts';
import { salesTaxByRate, taxExemptInvoices } from './sales-tax-report.repository.ts';

export async function salesTaxReport(
  deps: AppDeps,
  member: MemberContext,
  query: SalesTaxReportQuery,
): Promise<SalesTaxReportResponse> {
  const organizationId = member.organization.id;
  const range = moneyReportPeriod(query, organizationToday(member.organization, deps.clock.now()));
  // A From day alone can make a range the schema never saw (From in an earlier year, To the end of its year).
  const rangeError = moneyReportRangeError(range);
  if (rangeError) throw validationFailed({ date_to: [rangeError] });
  const [byRate, exempt] = await Promise.all([
    salesTaxByRate(deps.db, organizationId, { ...range, period: query.period }),
    taxExemptInvoices(deps.db, organizationId, range),
  ]);
  const rows = byRate.map((row) => ({ ...row, period_label: periodLabel(row.period_start, query.period) }));
  const totals = rows.reduce(
    (sum, row) => ({
      invoices: sum.invoices + row.invoices,
      taxable_cents: sum.taxable_cents + row.taxable_cents,
      tax_invoiced_cents: sum.tax_invoiced_cents + row.tax_invoiced_cents,
      tax_collected_cents: sum.tax_collected_cents + row.tax_collected_cents,
    }),
    { invoices: 0, taxable_cents: 0, tax_invoiced_cents: 0, tax_collected_cents: 0 },
  );
  return { ...range, period: query.period, rows, totals, exempt };
}

export async function salesTaxCsv(deps: AppDeps, member: MemberContext, query: SalesTaxReportQuery) {
  const report = await salesTaxReport(deps, member, query);
  const money = centsToDollarsText;
  return toCsv(
    ['Period', 'Tax Rate', 'Invoices', 'Taxable Amount', 'Tax Invoiced', 'Tax Collected'],
    [
      ...report.rows.map((row) => [
        row.period_label,
        taxRateText(row.tax_rate_name, row.tax_rate_millipercent),
        row.invoices,
        money(row.taxable_cents),
        money(row.tax_invoiced_cents),
        money(row.tax_collected_cents),
      ]),
      [
        'Total',
        '',
        report.totals.invoices,
        money(report.totals.taxable_cents),
        money(report.totals.tax_invoiced_cents),
        money(report.totals.tax_collected_cents),
      ],
      // Not a part of the Total above: tax-exempt invoices' own totals, which carry no tax.
      [
        'Tax exempt invoices (not in Total)',
        '',
        report.exempt.invoices,
        money(report.exempt.total_cents),
        '0.00',
        '0.00',
      ],
    ],
  );
}
