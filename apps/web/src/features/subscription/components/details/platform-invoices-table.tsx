import Chip from '@mui/material/Chip';
import { formatCents } from '@employee-portal/core/billing/money';
import { DataTable, type DataTableColumn } from '../../../../components/data-table/data-table.tsx';
import { serverMessage } from '../../../../lib/api-errors.ts';
import { formatCalendarDate, formatInstantDate } from '../../../../lib/date-format.ts';
import type {
  PlatformInvoice,
  PlatformInvoiceListResponse,
  PlatformInvoiceStatus,
} from '../../api/platform-invoices.ts';

const STATUS_CHIPS: Record<PlatformInvoiceStatus, { label: string; color: 'default' | 'info' | 'success' | 'error' }> =
  {
    open: { label: 'Open', color: 'default' },
    charging: { label: 'Charging', color: 'info' },
    paid: { label: 'Paid', color: 'success' },
    failed: { label: 'Failed', color: 'error' },
    // No flow voids an invoice yet, but the invoice table allows it: the server's status list is the one shown here.
    void: { label: 'Void', color: 'default' },
  };

interface PlatformInvoicesTableProps {
  answer: {
    data: PlatformInvoiceListResponse | undefined;
    isPending: boolean;
    isFetching: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  timeZone: string;
  dateFormat: string | null;
}

/** The platform's invoices to the organization, newest first, a page at a time, each with its status. */
export function PlatformInvoicesTable({
  answer,
  page,
  perPage,
  onPageChange,
  timeZone,
  dateFormat,
}: PlatformInvoicesTableProps) {
  const day = (date: string) => formatCalendarDate(date, dateFormat);
  const columns: DataTableColumn<PlatformInvoice>[] = [
    {
      key: 'period',
      header: 'Period',
      render: (invoice) => `${day(invoice.period_start)} – ${day(invoice.period_end)}`,
    },
    { key: 'active_users', header: 'Active staff', align: 'right', render: (invoice) => invoice.active_users },
    {
      key: 'unit_amount',
      header: 'Price per staff',
      align: 'right',
      render: (invoice) => formatCents(invoice.unit_amount),
    },
    { key: 'subtotal', header: 'Subtotal', align: 'right', render: (invoice) => formatCents(invoice.subtotal) },
    {
      key: 'discount',
      header: 'Discount',
      align: 'right',
      render: (invoice) => (invoice.discount ? `-${formatCents(invoice.discount)}` : ''),
    },
    { key: 'total', header: 'Total', align: 'right', render: (invoice) => formatCents(invoice.total) },
    { key: 'coupon', header: 'Coupon', render: (invoice) => invoice.coupon_code ?? '' },
    {
      key: 'status',
      header: 'Status',
      render: (invoice) => {
        const chip = STATUS_CHIPS[invoice.status] ?? { label: invoice.status, color: 'default' as const };
        return <Chip size="small" label={chip.label} color={chip.color} />;
      },
    },
    {
      key: 'paid_at',
      header: 'Paid on',
      render: (invoice) => (invoice.paid_at ? formatInstantDate(invoice.paid_at, timeZone, dateFormat) : ''),
    },
  ];
  return (
    <DataTable
      label="Invoices"
      columns={columns}
      rows={answer.data?.data}
      rowKey={(invoice) => invoice.id}
      page={page}
      perPage={perPage}
      total={answer.data?.meta.total ?? 0}
      onPageChange={onPageChange}
      loading={answer.isPending}
      error={
        answer.error && !answer.data ? { text: serverMessage(answer.error), retry: () => void answer.refetch() } : null
      }
      emptyText="No invoices yet. The first one is made at the end of your first billing cycle."
    />
  );
}
