import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import {
  payoutSorts,
  payoutStatuses,
  payoutStatusLabels,
  type PayoutListQuery,
  type PayoutWire,
} from '@employee-portal/core/billing/payouts.schema';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { FilterSelect, optionsFrom } from '../../../components/data-table/filter-select.tsx';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { DateRangeFilter, dateRangeError } from '../../../components/data-table/date-range-filter.tsx';
import { pageQueryProps } from '../../../components/data-table/page-query-props.ts';
import { useCsvExport, useListParams } from '../../../components/data-table/use-list-params.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import { PAYOUT_STATUS_COLORS } from '../payout-status.ts';
import { exportPayoutsCsv, usePayouts, type PayoutFilters } from '../api/payouts.ts';

const PER_PAGE = 25;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOrUndefined = (raw: string | null) => (raw && DAY.test(raw) ? raw : undefined);
const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  values.find((value) => value === raw);

type Sort = (typeof payoutSorts)[number];
const SORT_LABELS: Record<Sort, string> = {
  '-arrival_date': 'Newest first',
  arrival_date: 'Oldest first',
  '-net_cents': 'Net (high to low)',
  net_cents: 'Net (low to high)',
  '-gross_cents': 'Gross (high to low)',
  gross_cents: 'Gross (low to high)',
};

const columnsFor = (dateFormat: string | null): DataTableColumn<PayoutWire>[] => [
  {
    key: 'arrival_date',
    header: 'Arrival Date',
    sortKey: 'arrival_date',
    render: (row) => (
      <Link component={RouterLink} to={pathTo('payout', { id: row.id })}>
        {formatCalendarDate(row.arrival_date, dateFormat)}
      </Link>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (row) => (
      <Chip size="small" label={payoutStatusLabels[row.status]} color={PAYOUT_STATUS_COLORS[row.status]} />
    ),
  },
  {
    key: 'gross',
    header: 'Gross',
    align: 'right',
    sortKey: 'gross_cents',
    render: (row) => formatCents(row.gross_cents),
  },
  { key: 'fees', header: 'Fees', align: 'right', render: (row) => formatCents(row.fee_cents) },
  { key: 'refunds', header: 'Refunds', align: 'right', render: (row) => formatCents(row.refund_cents) },
  { key: 'net', header: 'Net', align: 'right', sortKey: 'net_cents', render: (row) => formatCents(row.net_cents) },
  { key: 'payments', header: 'Payments', align: 'right', render: (row) => row.payment_count },
];

/** Spec /payouts: the processor's transfers to the bank, each with gross, fees, refunds and net. */
export default function PayoutsPage() {
  const { params, page, setParam, setPage } = useListParams();
  const dateFormat = useDateFormat();
  const filters: PayoutFilters = {
    sort: oneOf(payoutSorts, params.get('sort')) ?? '-arrival_date',
    date_from: dayOrUndefined(params.get('date_from')),
    date_to: dayOrUndefined(params.get('date_to')),
    status: oneOf(payoutStatuses, params.get('status')),
  };
  const rangeError = dateRangeError(filters.date_from, filters.date_to);
  const usable = rangeError ? { ...filters, date_to: undefined } : filters;
  const query: PayoutListQuery = { ...usable, page, per_page: PER_PAGE };
  const list = usePayouts(query);
  const { exporting, download } = useCsvExport(() => exportPayoutsCsv(usable));
  const filtered = Boolean(filters.date_from || filters.date_to || filters.status);
  const totals = list.data?.totals;

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <ListToolbar
        title="Payouts"
        actions={
          <Button variant="outlined" onClick={() => void download()} loading={exporting}>
            Export CSV
          </Button>
        }
      >
        <DateRangeFilter
          from={filters.date_from}
          to={filters.date_to}
          onChange={(bound, day) => setParam(bound === 'from' ? 'date_from' : 'date_to', day)}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={filters.status}
          options={optionsFrom(payoutStatuses, payoutStatusLabels)}
          onChange={(value) => setParam('status', value)}
        />
        <FilterSelect
          label="Sort by"
          defaultValue="-arrival_date"
          value={filters.sort}
          options={optionsFrom(payoutSorts, SORT_LABELS)}
          onChange={(value) => setParam('sort', value)}
        />
      </ListToolbar>
      {totals && (
        <Typography aria-label="Totals" sx={{ mb: 1 }}>
          Totals: gross {formatCents(totals.gross_cents)} · fees {formatCents(totals.fee_cents)} · refunds{' '}
          {formatCents(totals.refund_cents)} · net {formatCents(totals.net_cents)} · {totals.payment_count} payments
        </Typography>
      )}
      <DataTable
        label="Payouts"
        columns={columnsFor(dateFormat)}
        {...pageQueryProps(list)}
        rowKey={(row) => row.id}
        page={page}
        perPage={PER_PAGE}
        onPageChange={setPage}
        sort={filters.sort}
        onSortChange={(sort) => setParam('sort', oneOf(payoutSorts, sort) ?? '-arrival_date')}
        emptyText={filtered ? 'No payouts match these filters.' : 'No payouts yet.'}
      />
    </Paper>
  );
}
