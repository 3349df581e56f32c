import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import {
  crossSellReportSorts,
  type CrossSellReportRow,
  type CrossSellReportSort,
} from '@employee-portal/core/billing/money-reports.schema';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { DateRangeFilter, dateRangeError } from '../../../components/data-table/date-range-filter.tsx';
import { FilterSelect } from '../../../components/data-table/filter-select.tsx';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { pageQueryProps } from '../../../components/data-table/page-query-props.ts';
import { positiveIntParam, useCsvExport, useListParams } from '../../../components/data-table/use-list-params.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import {
  exportCrossSellsCsv,
  useCrossSellReport,
  type CrossSellFilters,
  type CrossSellSide,
} from '../api/money-reports.ts';
import { dayParam, oneOf, reportCell, type ReportLine } from './report-line.tsx';

const PER_PAGE = 25;
const DEFAULT_SORT: CrossSellReportSort = '-month';

interface Line extends ReportLine {
  month: string;
  name: string;
  quantity: number;
  revenue_cents: number;
  clients: number;
}

const lineOf = (row: CrossSellReportRow): Line => ({
  key: `${row.month}|${row.cross_sell_id ?? row.cross_sell_name}`,
  month: row.month_label,
  name: row.cross_sell_name,
  quantity: row.quantity,
  revenue_cents: row.revenue_cents,
  clients: row.clients,
});

const cell = reportCell<Line>;

const WORDS = {
  residential: { title: 'Residential Cross-Sells Report', buyers: 'Clients', owner: 'residential clients' },
  commercial: { title: 'Commercial Cross-Sells Report', buyers: 'Customers', owner: 'commercial customers' },
} as const;

/**
 * The cross-sells sold to one side (residential clients or commercial customers) per month: quantity, revenue and
 * how many bought, with totals over every page, a cross-sell filter and CSV.
 */
export function CrossSellsReport({ side }: { side: CrossSellSide }) {
  const { params, page, setParam, setPage } = useListParams();
  const dateFormat = useDateFormat();
  const words = WORDS[side];
  const filters: CrossSellFilters = {
    date_from: dayParam(params.get('date_from')),
    date_to: dayParam(params.get('date_to')),
    cross_sell_id: positiveIntParam(params.get('cross_sell_id')),
    sort: oneOf(crossSellReportSorts, params.get('sort')) ?? DEFAULT_SORT,
  };
  const asked = dateRangeError(filters.date_from, filters.date_to) ? { ...filters, date_to: undefined } : filters;
  const report = useCrossSellReport(side, { ...asked, page, per_page: PER_PAGE });
  const { exporting, download } = useCsvExport(() => exportCrossSellsCsv(side, asked));
  const answer = report.data;
  const listed = pageQueryProps(report);
  const lines = listed.rows && [
    ...listed.rows.map(lineOf),
    ...(answer && listed.rows.length > 0
      ? [{ key: 'total', summary: true, month: 'Total', name: '', ...answer.totals }]
      : []),
  ];
  const columns: DataTableColumn<Line>[] = [
    { key: 'month', header: 'Month', sortKey: 'month', render: cell((line) => line.month) },
    { key: 'name', header: 'Cross-Sell', sortKey: 'cross_sell', render: cell((line) => line.name) },
    { key: 'quantity', header: 'Quantity', sortKey: 'quantity', align: 'right', render: cell((line) => line.quantity) },
    {
      key: 'revenue',
      header: 'Revenue',
      sortKey: 'revenue',
      align: 'right',
      render: cell((line) => formatCents(line.revenue_cents)),
    },
    { key: 'clients', header: words.buyers, sortKey: 'clients', align: 'right', render: cell((line) => line.clients) },
  ];

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <ListToolbar
        title={words.title}
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
          label="Cross-Sell"
          allLabel="All cross-sells"
          value={filters.cross_sell_id}
          options={answer?.cross_sells.map((choice) => ({ value: String(choice.id), label: choice.name }))}
          onChange={(value) => setParam('cross_sell_id', value)}
        />
      </ListToolbar>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {answer && (
          <>
            {formatCalendarDate(answer.date_from, dateFormat)} – {formatCalendarDate(answer.date_to, dateFormat)}.{' '}
          </>
        )}
        Counts the cross-sells billed to {words.owner} on finalized invoices (open or paid; drafts and voided invoices
        are left out), by the month the invoice was issued. A cross-sell added to a subscription or done on a visit
        counts once it is invoiced, at the invoiced quantity. Revenue is the invoiced amount after coupon discounts,
        before tax; {words.buyers.toLowerCase()} are counted once each, and the Total line covers every page.
      </Typography>
      <DataTable
        label={`${words.title} by month`}
        columns={columns}
        {...listed}
        rows={lines}
        rowKey={(line) => line.key}
        page={page}
        perPage={PER_PAGE}
        onPageChange={setPage}
        sort={filters.sort}
        onSortChange={(next) => setParam('sort', next === DEFAULT_SORT ? undefined : next)}
        emptyText="No cross-sells sold in this period."
      />
    </Paper>
  );
}
