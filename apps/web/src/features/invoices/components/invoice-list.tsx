import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import {
  invoiceShownStatuses,
  invoiceSorts,
  invoiceStatusLabels,
  type InvoiceKindName,
} from '@employee-portal/core/billing/invoices.schema';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { DateRangeFilter } from '../../../components/data-table/date-range-filter.tsx';
import { FilterSelect, optionsFrom } from '../../../components/data-table/filter-select.tsx';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { pageQueryProps } from '../../../components/data-table/page-query-props.ts';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import { useFinalizeAndSend, useInvoiceList, type InvoiceSummary } from '../api/invoices.ts';
import { DEFAULT_INVOICE_SORT, INVOICE_SORT_LABELS, invoiceFiltersFromParams } from '../invoice-list-params.ts';
import { InvoiceStatusChip } from './invoice-status-chip.tsx';

const PER_PAGE = 25;
const STATUS_OPTIONS = optionsFrom(invoiceShownStatuses, invoiceStatusLabels);
const SORT_OPTIONS = optionsFrom(invoiceSorts, INVOICE_SORT_LABELS);

interface InvoiceListProps {
  kind: InvoiceKindName;
  title: string;
  /** The list's own buttons next to 'Finalize and Send' (New Invoice on one-time invoices). */
  actions?: ReactNode;
}

/** A list of one kind of invoice: status, search, dates, server paging and sorting, totals, bulk finalize and send. */
export function InvoiceList({ kind, title, actions }: InvoiceListProps) {
  const { params, searchText, setSearchText, page, setParam, setPage } = useListParams();
  const notify = useNotify();
  const dateFormat = useDateFormat();
  const filters = invoiceFiltersFromParams(kind, params);
  const list = useInvoiceList({ ...filters, page, per_page: PER_PAGE });
  const finalize = useFinalizeAndSend();
  const [selected, setSelected] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const drafts = (list.data?.data ?? []).filter((invoice) => invoice.status === 'draft');
  const isFiltered = Boolean(filters.search || filters.status || filters.from || filters.to);

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((chosen) => chosen !== id)));
  const sendSelected = () =>
    finalize.mutate(selected, {
      onSuccess: (answer) => {
        notify(answer.message);
        setSelected([]);
        setConfirming(false);
      },
      onError: (error) => {
        notify(serverMessage(error), 'error');
        setConfirming(false);
      },
    });

  const columns: DataTableColumn<InvoiceSummary>[] = [
    {
      key: 'select',
      header: 'Select',
      render: (invoice) => (
        <Checkbox
          size="small"
          checked={selected.includes(invoice.id)}
          disabled={invoice.status !== 'draft'}
          onChange={(event) => toggle(invoice.id, event.target.checked)}
          slotProps={{ input: { 'aria-label': `Select invoice #${invoice.number}` } }}
        />
      ),
    },
    {
      key: 'number',
      header: 'Invoice',
      sortKey: 'number',
      render: (invoice) => (
        <Link component={RouterLink} to={pathTo('invoice', { id: invoice.id })}>
          #{invoice.number}
        </Link>
      ),
    },
    { key: 'client', header: 'Client', sortKey: 'client', render: (invoice) => invoice.client_name },
    {
      key: 'issued',
      header: 'Issued',
      sortKey: 'issue_date',
      render: (invoice) => formatCalendarDate(invoice.issue_date, dateFormat),
    },
    {
      key: 'due',
      header: 'Due',
      sortKey: 'due_date',
      render: (invoice) => formatCalendarDate(invoice.due_date, dateFormat),
    },
    {
      key: 'total',
      header: 'Total',
      align: 'right',
      sortKey: 'total',
      render: (invoice) => formatCents(invoice.total_cents),
    },
    {
      key: 'balance',
      header: 'Balance',
      align: 'right',
      sortKey: 'balance',
      // A draft is not owed until it is sent: a $0.00 there would read as settled.
      render: (invoice) =>
        invoice.status === 'draft' ? (
          <Typography component="span" variant="body2" color="text.secondary">
            Not sent
          </Typography>
        ) : (
          formatCents(invoice.balance_cents)
        ),
    },
    { key: 'status', header: 'Status', render: (invoice) => <InvoiceStatusChip status={invoice.shown_status} /> },
  ];

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <ListToolbar
        title={title}
        actions={
          <>
            <Button variant="outlined" disabled={selected.length === 0} onClick={() => setConfirming(true)}>
              Finalize and Send{selected.length ? ` (${selected.length})` : ''}
            </Button>
            {actions}
          </>
        }
        search={{ value: searchText, onChange: setSearchText, placeholder: 'Client, e-mail or invoice number' }}
      >
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
          defaultValue={DEFAULT_INVOICE_SORT}
          value={filters.sort}
          options={SORT_OPTIONS}
          onChange={(value) => setParam('sort', value)}
        />
      </ListToolbar>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center', mb: 1 }}>
        <Typography aria-live="polite">
          Total {formatCents(list.data?.totals.total_cents ?? 0)} (voided invoices not counted) · Balance of sent
          invoices {formatCents(list.data?.totals.balance_cents ?? 0)}
        </Typography>
        <Button
          size="small"
          disabled={drafts.length === 0}
          onClick={() => setSelected([...new Set([...selected, ...drafts.map((invoice) => invoice.id)])])}
        >
          Select Drafts on Page
        </Button>
      </Box>
      <DataTable
        label={title}
        columns={columns}
        stickyColumns={2}
        {...pageQueryProps(list)}
        rowKey={(invoice) => invoice.id}
        page={page}
        perPage={PER_PAGE}
        onPageChange={setPage}
        emptyText={isFiltered ? 'No invoices match these filters.' : 'No invoices yet.'}
        sort={filters.sort}
        onSortChange={(sort) => setParam('sort', sort === DEFAULT_INVOICE_SORT ? undefined : sort)}
      />
      <ConfirmDialog
        open={confirming}
        title="Finalize and Send"
        confirmLabel="Finalize and Send"
        busy={finalize.isPending}
        onConfirm={sendSelected}
        onCancel={() => setConfirming(false)}
      >
        {selected.length === 1 ? 'The chosen draft' : `The ${selected.length} chosen drafts`} will be finalized with the
        clients' credit and e-mailed to the clients with a pay link. A finalized invoice cannot be edited.
      </ConfirmDialog>
    </Paper>
  );
}
