import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import type {
  RoyaltyHistoryResponse,
  RoyaltyInvoiceSummary,
  RoyaltyPaymentAnswer,
} from '@employee-portal/core/royalties/royalties.responses';
import type { RoyaltyHistoryQuery } from '@employee-portal/core/royalties/royalties.schema';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { pageQueryProps } from '../../../components/data-table/page-query-props.ts';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { formatInstantDate } from '../../../lib/date-format.ts';
import { useDateFormat, useSessionStore } from '../../../lib/session-store.ts';
import { useRoyaltyHistory } from '../api/royalties.ts';
import { monthLabel, RoyaltyInvoiceChip, RoyaltyPaymentChip } from '../components/royalty-status.tsx';
import { FranchiseRollup } from '../components/franchise-rollup.tsx';

const PER_PAGE = 12;
const SORTS = ['-month', 'month', '-total', 'total', 'status', '-status'] as const;

const invoiceColumns: DataTableColumn<RoyaltyInvoiceSummary>[] = [
  {
    key: 'month',
    header: 'Month',
    sortKey: 'month',
    render: (row) => (
      <Link component={RouterLink} to={pathTo('royalty_invoice', { id: row.id })}>
        {monthLabel(row.month)}
      </Link>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    render: (row) => <RoyaltyInvoiceChip status={row.status} size="small" />,
  },
  {
    key: 'revenue',
    header: 'Collected revenue',
    align: 'right',
    render: (row) => formatCents(row.collected_revenue_cents),
  },
  { key: 'total', header: 'Total', align: 'right', sortKey: 'total', render: (row) => formatCents(row.total_cents) },
  { key: 'due', header: 'Balance due', align: 'right', render: (row) => formatCents(row.balance_due_cents) },
];

const paymentColumns = (showDate: (iso: string) => string): DataTableColumn<RoyaltyPaymentAnswer>[] => [
  {
    key: 'date',
    header: 'Date',
    render: (row) => (
      <Link component={RouterLink} to={pathTo('royalty_payment', { id: row.id })}>
        {showDate(row.created_at)}
      </Link>
    ),
  },
  { key: 'month', header: 'For', render: (row) => monthLabel(row.month) },
  { key: 'status', header: 'Status', render: (row) => <RoyaltyPaymentChip status={row.status} size="small" /> },
  { key: 'amount', header: 'Amount', align: 'right', render: (row) => formatCents(row.amount_cents) },
];

/**
 * Spec /settings/royalty_payments: the member's royalty invoices and payments with the balance due. The franchisor is
 * never invoiced, so it gets its members' roll-up by month instead.
 */
export default function RoyaltyPaymentsPage() {
  const { params, page, setParam, setPage } = useListParams();
  const sort = SORTS.find((value) => value === params.get('sort')) ?? '-month';
  const query: RoyaltyHistoryQuery = { page, per_page: PER_PAGE, sort };
  const history = useRoyaltyHistory(query);
  const isFranchisor = history.data?.is_franchisor ?? false;
  const dateFormat = useDateFormat();
  const timeZone = useSessionStore((state) => state.user?.time_zone ?? 'UTC');

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Royalty Payments
      </Typography>
      {isFranchisor ? (
        <FranchiseRollup />
      ) : (
        <>
          {history.data && <BalanceLine answer={history.data} />}
          <DataTable
            label="Royalty invoices"
            columns={invoiceColumns}
            {...pageQueryProps(history)}
            rowKey={(row) => row.id}
            page={page}
            perPage={PER_PAGE}
            onPageChange={setPage}
            sort={sort}
            onSortChange={(next) => setParam('sort', SORTS.find((value) => value === next) ?? undefined)}
            emptyText="No royalty invoices yet. Each month's invoice is made once the month has ended."
          />
          <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
            Payments
          </Typography>
          <DataTable
            label="Royalty payments"
            columns={paymentColumns((iso) => formatInstantDate(iso, timeZone, dateFormat))}
            rows={history.data?.payments}
            total={history.data?.payments.length ?? 0}
            loading={history.isPending}
            error={history.isError ? { text: serverMessage(history.error), retry: () => void history.refetch() } : null}
            rowKey={(row) => row.id}
            page={1}
            perPage={100}
            onPageChange={() => undefined}
            emptyText="No royalty payments yet."
          />
        </>
      )}
    </Paper>
  );
}

function BalanceLine({ answer }: { answer: RoyaltyHistoryResponse }) {
  const firstDue = answer.data.find((row) => row.status === 'due');
  return (
    <Alert
      severity={answer.balance_due_cents > 0 ? 'warning' : 'success'}
      sx={{ mb: 2 }}
      action={
        firstDue && (
          <Button
            color="inherit"
            size="small"
            component={RouterLink}
            to={pathTo('royalty_invoice', { id: firstDue.id })}
          >
            Pay
          </Button>
        )
      }
    >
      {answer.balance_due_cents > 0
        ? `Balance due to ${answer.franchise_name}: ${formatCents(answer.balance_due_cents)}`
        : `Up to date with ${answer.franchise_name}.`}
    </Alert>
  );
}
