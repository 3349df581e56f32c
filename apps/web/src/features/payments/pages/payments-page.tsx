import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import {
  paymentMethodLabel,
  paymentMethods,
  paymentSorts,
  paymentStatuses,
} from '@employee-portal/core/billing/payments.schema';
import { calendarDate } from '@employee-portal/core/dashboard/time-range';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { pageQueryProps } from '../../../components/data-table/page-query-props.ts';
import { FilterSelect, optionsFrom } from '../../../components/data-table/filter-select.tsx';
import { DateRangeFilter } from '../../../components/data-table/date-range-filter.tsx';
import { useCsvExport, useListParams } from '../../../components/data-table/use-list-params.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import { exportPaymentsCsv, usePaymentList, type PaymentFilters, type PaymentRow } from '../api/payments.ts';
import {
  DEFAULT_PAYMENT_SORT,
  PAYMENT_METHOD_LABELS,
  PAYMENT_SORT_LABELS,
  PAYMENT_STATUS_LABELS,
} from '../payment-labels.ts';

const PER_PAGE = 25;
const METHOD_OPTIONS = optionsFrom(paymentMethods, PAYMENT_METHOD_LABELS);
const STATUS_OPTIONS = optionsFrom(paymentStatuses, PAYMENT_STATUS_LABELS);
const SORT_OPTIONS = optionsFrom(paymentSorts, PAYMENT_SORT_LABELS);

const oneOf = <T extends string>(values: readonly T[], raw: string | null) =>
  values.find((value) => value === raw) ?? undefined;
const dayParam = (raw: string | null) => (raw && calendarDate.safeParse(raw).success ? raw : undefined);

function filtersOf(params: URLSearchParams): PaymentFilters {
  return {
    search: params.get('search')?.trim() || undefined,
    method: oneOf(paymentMethods, params.get('method')),
    status: oneOf(paymentStatuses, params.get('status')),
    from: dayParam(params.get('from')),
    to: dayParam(params.get('to')),
    sort: oneOf(paymentSorts, params.get('sort')) ?? DEFAULT_PAYMENT_SORT,
  };
}

/** /payments: money received by card and check, searched, filtered, sorted and paged by the server, with totals. */
export default function PaymentsPage() {
  const { params, searchText, setSearchText, page, setParam, setPage } = useListParams();
  const dateFormat = useDateFormat();
  const filters = filtersOf(params);
  const list = usePaymentList({ ...filters, page, per_page: PER_PAGE });
  const { exporting, download } = useCsvExport(() => exportPaymentsCsv(filters));
  const totals = list.data?.totals;

  const columns: DataTableColumn<PaymentRow>[] = [
    {
      key: 'date',
      header: 'Date',
      sortKey: 'received_on',
      render: (payment) => (
        <Link component={RouterLink} to={pathTo('payment', { id: payment.id })}>
          {formatCalendarDate(payment.received_on, dateFormat)}
        </Link>
      ),
    },
    { key: 'client', header: 'Client', sortKey: 'client', render: (payment) => payment.client.name },
    { key: 'method', header: 'Method', render: (payment) => paymentMethodLabel(payment) },
    { key: 'status', header: 'Status', sortKey: 'status', render: (payment) => PAYMENT_STATUS_LABELS[payment.status] },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      sortKey: 'amount',
      render: (payment) => formatCents(payment.amount_cents),
    },
    { key: 'fee', header: 'Fee', align: 'right', render: (payment) => formatCents(payment.fee_cents) },
    { key: 'net', header: 'Net', align: 'right', render: (payment) => formatCents(payment.net_cents) },
    { key: 'refunded', header: 'Refunded', align: 'right', render: (payment) => formatCents(payment.refunded_cents) },
  ];
  const filtered = Boolean(filters.search || filters.method || filters.status || filters.from || filters.to);

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <ListToolbar
        title="Payments"
        actions={
          <>
            <Button variant="outlined" component={RouterLink} to={pathTo('receive_check_payment')}>
              Receive Check
            </Button>
            <Button variant="outlined" onClick={() => void download()} loading={exporting}>
              Export CSV
            </Button>
          </>
        }
        search={{ value: searchText, onChange: setSearchText, placeholder: 'Client, check number or last 4' }}
      >
        <FilterSelect
          label="Method"
          allLabel="All methods"
          value={filters.method}
          options={METHOD_OPTIONS}
          onChange={(value) => setParam('method', value)}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(value) => setParam('status', value)}
        />
        <DateRangeFilter from={filters.from} to={filters.to} onChange={(bound, day) => setParam(bound, day)} />
        <FilterSelect
          label="Sort by"
          defaultValue={DEFAULT_PAYMENT_SORT}
          value={filters.sort}
          options={SORT_OPTIONS}
          onChange={(value) => setParam('sort', value)}
        />
      </ListToolbar>
      {totals && (
        <Box
          role="group"
          aria-label="Totals"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 2, color: 'text.secondary' }}
        >
          <Typography>Received {formatCents(totals.amount_cents)}</Typography>
          <Typography>Fees {formatCents(totals.fee_cents)}</Typography>
          <Typography>Refunded {formatCents(totals.refunded_cents)}</Typography>
          <Typography>Net {formatCents(totals.net_cents)}</Typography>
        </Box>
      )}
      <DataTable
        label="Payments"
        columns={columns}
        {...pageQueryProps(list)}
        rowKey={(payment) => payment.id}
        page={page}
        perPage={PER_PAGE}
        onPageChange={setPage}
        emptyText={filtered ? 'No payments match these filters.' : 'No payments received yet.'}
        sort={filters.sort}
        onSortChange={(sort) => setParam('sort', sort === DEFAULT_PAYMENT_SORT ? undefined : sort)}
      />
    </Paper>
  );
}
