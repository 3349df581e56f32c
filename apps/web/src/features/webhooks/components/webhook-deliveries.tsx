import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { WebhookDelivery } from '@employee-portal/core/webhooks/webhooks.responses';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverFailureLine } from '../../../lib/api-errors.ts';
import { useDateFormatters } from '../../../lib/date-format.ts';
import { DELIVERIES_PER_PAGE, useResendDelivery, useWebhookDeliveries } from '../api/webhooks.ts';

const STATUS_COLOR = { delivered: 'success', pending: 'warning', failed: 'error' } as const;
const STATUS_LABEL = { delivered: 'Delivered', pending: 'Retrying', failed: 'Failed' } as const;

/** One endpoint's delivery log, newest first, with a Resend on each row. */
export function WebhookDeliveries({ endpointId, enabled }: { endpointId: number; enabled: boolean }) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(endpointId, page);
  const resend = useResendDelivery();
  const notify = useNotify();
  const { formatDateTime } = useDateFormatters();
  const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');
  const columns: DataTableColumn<WebhookDelivery>[] = [
    { key: 'event', header: 'Event', render: (row) => row.event_type },
    {
      key: 'status',
      header: 'Status',
      render: (row) =>
        row.status === 'pending' && row.attempt_count === 0 ? (
          <Chip size="small" label="Queued" />
        ) : (
          <Chip size="small" color={STATUS_COLOR[row.status]} label={STATUS_LABEL[row.status]} />
        ),
    },
    { key: 'attempts', header: 'Attempts', align: 'right', render: (row) => row.attempt_count },
    { key: 'code', header: 'Response', render: (row) => row.response_status ?? '—' },
    {
      key: 'snippet',
      header: 'Answer',
      render: (row) => <span style={{ wordBreak: 'break-word' }}>{row.response_snippet?.slice(0, 120) ?? '—'}</span>,
    },
    { key: 'next', header: 'Next Attempt', render: (row) => when(row.next_attempt_at) },
    { key: 'delivered', header: 'Delivered At', render: (row) => when(row.delivered_at) },
    {
      key: 'actions',
      header: 'Actions',
      render: (row) => (
        <Button
          size="small"
          disabled={!enabled || resend.isPending}
          aria-label={`Resend ${row.event_type} delivery ${row.id}`}
          onClick={() =>
            resend.mutate(
              { endpointId, deliveryId: row.id },
              {
                onSuccess: ({ webhook_delivery }) =>
                  notify(
                    webhook_delivery.status === 'delivered'
                      ? 'The event was delivered again.'
                      : 'The receiver did not accept it; it will be retried.',
                    webhook_delivery.status === 'delivered' ? 'success' : 'error',
                  ),
                onError: (error) => notify(serverFailureLine(error), 'error'),
              },
            )
          }
        >
          Resend
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      label="Delivery log"
      columns={columns}
      rows={deliveries.data?.data}
      rowKey={(row) => row.id}
      page={page}
      perPage={DELIVERIES_PER_PAGE}
      total={deliveries.data?.meta.total ?? 0}
      onPageChange={setPage}
      loading={deliveries.isPending}
      error={
        deliveries.isError
          ? { text: serverFailureLine(deliveries.error), retry: () => void deliveries.refetch() }
          : null
      }
      emptyText="Nothing has been sent to this webhook yet."
    />
  );
}
