import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import {
  DEFAULT_TAX_RATE_NAME,
  salesTaxPeriodLabels,
  salesTaxPeriods,
  taxRateText,
  type SalesTaxFigures,
  type SalesTaxRow,
} from '@employee-portal/core/billing/money-reports.schema';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { DateRangeFilter, dateRangeError } from '../../../components/data-table/date-range-filter.tsx';
import { FilterSelect, optionsFrom } from '../../../components/data-table/filter-select.tsx';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { useCsvExport, useListParams } from '../../../components/data-table/use-list-params.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import { exportSalesTaxCsv, useSalesTaxReport, type SalesTaxFilters } from '../api/money-reports.ts';
import { dayParam, oneOf, reportCell, type ReportLine } from '../components/report-line.tsx';

interface Line extends ReportLine, SalesTaxFigures {
  period: string;
  rate: string;
}

const lineOf = (row: SalesTaxRow): Line => ({
  ...row,
  key: `${row.period_start}|${row.tax_rate_name}|${row.tax_rate_millipercent}`,
  period: row.period_label,
  rate: taxRateText(row.tax_rate_name, row.tax_rate_millipercent),
});

const cell = reportCell<Line>;
const columns: DataTableColumn<Line>[] = [
  { key: 'period', header: 'Period', render: cell((line) => line.period) },
  { key: 'rate', header: 'Tax Rate', render: cell((line) => line.rate) },
  { key: 'invoices', header: 'Invoices', align: 'right', render: cell((line) => line.invoices) },
  {
    key: 'taxable',
    header: 'Taxable Amount',
    align: 'right',
    render: cell((line) => formatCents(line.taxable_cents)),
  },
  {
    key: 'invoiced',
    header: 'Tax Invoiced',
    align: 'right',
    render: cell((line) => formatCents(line.tax_invoiced_cents)),
  },
  {
    key: 'collected',
    header: 'Tax Collected',
    align: 'right',
    render: cell((line) => formatCents(line.tax_collected_cents)),
  },
];

/**
 * Spec /sales_tax_report (issue 16 point 9): per tax rate and month or quarter, the taxable amount and tax invoiced
 * on finalized invoices, and the tax collected from the money received net of refunds, with totals; tax-exempt
 * invoices apart.
 */
export default function SalesTaxReportPage() {
  const { params, setParam } = useListParams();
  const dateFormat = useDateFormat();
  const filters: SalesTaxFilters = {
    date_from: dayParam(params.get('date_from')),
    date_to: dayParam(params.get('date_to')),
    period: oneOf(salesTaxPeriods, params.get('period')) ?? 'month',
  };
  const asked = dateRangeError(filters.date_from, filters.date_to) ? { ...filters, date_to: undefined } : filters;
  const report = useSalesTaxReport(asked);
  const { exporting, download } = useCsvExport(() => exportSalesTaxCsv(asked));
  const answer = report.data;
  const lines: Line[] | undefined = answer && [
    ...answer.rows.map(lineOf),
    ...(answer.rows.length > 0 ? [{ key: 'total', summary: true, period: 'Total', rate: '', ...answer.totals }] : []),
  ];

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <ListToolbar
        title="Sales Tax Report"
        actions={
          <Button variant="outlined" onClick={() => void download()} loading={exporting}>
            Export CSV
          </Button>
        }
      >
        <DateRangeFilter
          from={filters.date_from ?? answer?.date_from}
          to={filters.date_to ?? answer?.date_to}
          onChange={(bound, day) => setParam(bound === 'from' ? 'date_from' : 'date_to', day)}
        />
        <FilterSelect
          label="Period"
          defaultValue="month"
          value={filters.period}
          options={optionsFrom(salesTaxPeriods, salesTaxPeriodLabels)}
          onChange={(value) => setParam('period', value)}
        />
      </ListToolbar>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {answer && (
          <>
            {formatCalendarDate(answer.date_from, dateFormat)} – {formatCalendarDate(answer.date_to, dateFormat)}.{' '}
          </>
        )}
        Tax invoiced counts finalized invoices (open or paid, never drafts or voided ones) by their issue date. Tax
        collected counts the money received in the period on those invoices, net of refunds: each payment applied to an
        invoice carries its share of the tax, applied amount × invoice tax ÷ invoice total, rounded to the cent per
        payment; a refund takes back its share in the period it is made, first from any part of the payment left as
        credit, so a month with more refunded than received shows less than nothing. Invoices without a named rate show
        as {DEFAULT_TAX_RATE_NAME}.
      </Typography>
      <DataTable
        label="Sales tax by rate and period"
        columns={columns}
        rows={lines}
        rowKey={(line) => line.key}
        page={1}
        perPage={Math.max(lines?.length ?? 0, 1)}
        total={lines?.length ?? 0}
        onPageChange={() => undefined}
        loading={report.isPending}
        error={report.isError ? { text: serverMessage(report.error), retry: () => void report.refetch() } : null}
        emptyText="No taxed invoices or payments in this period."
      />
      {answer && !report.isError && (
        <Typography variant="body2" sx={{ mt: 2 }}>
          Tax exempt: {answer.exempt.invoices} {answer.exempt.invoices === 1 ? 'invoice' : 'invoices'} totalling{' '}
          {formatCents(answer.exempt.total_cents)}, not counted above.
        </Typography>
      )}
    </Paper>
  );
}
