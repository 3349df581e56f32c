import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import type { InvoiceListResponse } from '@employee-portal/core/billing/invoices.schema';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { api } from '../../../lib/api-client.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { useDateFormat, useHasPermission } from '../../../lib/session-store.ts';
import { useClientCredit } from '../api/client-credit.ts';
import type { InvoiceSummary } from '../api/invoices.ts';
import { invoiceKeys } from '../api/invoices.keys.ts';
import { InvoiceStatusChip } from './invoice-status-chip.tsx';
import { RefundCreditDialog } from './refund-credit-dialog.tsx';

const PER_PAGE = 10;

export interface BilledClient {
  kind: 'residential' | 'commercial';
  id: number;
}

/**
 * Every invoice of one client or commercial customer, newest first (a household member's too, made out to its payer),
 * with the way to record their check and to refund credit they will not use.
 */
export function ClientInvoicesPanel({ client }: { client: BilledClient }) {
  const dateFormat = useDateFormat();
  const notify = useNotify();
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState(false);
  const owner = client.kind === 'residential' ? { client_id: client.id } : { commercial_customer_id: client.id };
  const credit = useClientCredit(owner);
  const mayRefund = useHasPermission('payment');
  const creditCents = credit.data?.credit_cents ?? 0;
  const query = { ...owner, sort: '-number', page, per_page: PER_PAGE };
  const list = useQuery({
    queryKey: invoiceKeys.list(query),
    queryFn: ({ signal }) => api.get<InvoiceListResponse>('/invoices', query, signal),
    placeholderData: keepPreviousData,
  });
  const checkPath =
    client.kind === 'residential'
      ? `${pathTo('receive_check_payment')}?client_id=${client.id}`
      : `${pathTo('receive_commercial_check_payment')}?commercial_customer_id=${client.id}`;
  const columns: DataTableColumn<InvoiceSummary>[] = [
    {
      key: 'number',
      header: 'Invoice',
      render: (invoice) => (
        <Link component={RouterLink} to={pathTo('invoice', { id: invoice.id })}>
          #{invoice.number}
        </Link>
      ),
    },
    { key: 'kind', header: 'Kind', render: (invoice) => (invoice.kind === 'recurring' ? 'Recurring' : 'One-time') },
    { key: 'issued', header: 'Issued', render: (invoice) => formatCalendarDate(invoice.issue_date, dateFormat) },
    { key: 'due', header: 'Due', render: (invoice) => formatCalendarDate(invoice.due_date, dateFormat) },
    { key: 'total', header: 'Total', align: 'right', render: (invoice) => formatCents(invoice.total_cents) },
    { key: 'balance', header: 'Balance', align: 'right', render: (invoice) => formatCents(invoice.balance_cents) },
    { key: 'status', header: 'Status', render: (invoice) => <InvoiceStatusChip status={invoice.shown_status} /> },
  ];
  return (
    <Box component="section" aria-labelledby="client-invoices-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id="client-invoices-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Invoices
        </Typography>
        {list.data && (
          <Typography color="text.secondary">Open balance {formatCents(list.data.totals.balance_cents)}</Typography>
        )}
        {creditCents > 0 && <Typography color="text.secondary">Credit {formatCents(creditCents)}</Typography>}
        {mayRefund && creditCents > 0 && (
          <Button variant="outlined" onClick={() => setRefunding(true)}>
            Refund Credit
          </Button>
        )}
        <Button variant="outlined" component={RouterLink} to={checkPath}>
          Receive Check
        </Button>
      </Box>
      {refunding && (
        <RefundCreditDialog
          owner={owner}
          creditCents={creditCents}
          onClose={() => setRefunding(false)}
          onRefunded={(message) => {
            setRefunding(false);
            notify(message);
          }}
        />
      )}
      <DataTable
        label="Client invoices"
        columns={columns}
        rows={list.data?.data}
        rowKey={(invoice) => invoice.id}
        page={page}
        perPage={PER_PAGE}
        total={list.data?.meta.total ?? 0}
        onPageChange={setPage}
        loading={list.isPending}
        error={list.isError ? { text: serverMessage(list.error), retry: () => void list.refetch() } : null}
        emptyText="No invoices yet."
      />
    </Box>
  );
}
