import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { pageQueryProps } from '../../../components/data-table/page-query-props.ts';
import { FilterSelect } from '../../../components/data-table/filter-select.tsx';
import { positiveIntParam, useListParams } from '../../../components/data-table/use-list-params.ts';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { formatCalendarDate, useDateFormatters } from '../../../lib/date-format.ts';
import { useDateFormat, useHasPermission } from '../../../lib/session-store.ts';
import { useDormantClients, useWinBack } from '../api/clients.ts';
import type { DormantClient } from '@employee-portal/core/clients/client.responses';
import { WinBackDialog } from '../components/win-back-dialog.tsx';

const PER_PAGE = 25;
const PERIODS = [30, 60, 90, 180, 365] as const;
const DEFAULT_PERIOD = 90;
const PERIOD_OPTIONS = PERIODS.map((period) => ({ value: String(period), label: `${period} days or more` }));

/** Spec /dormant_clients: inactive clients without service for the chosen time, and the win-back actions. */
export default function DormantClientsPage() {
  const { params, search, searchText, setSearchText, page, setParam, setPage } = useListParams();
  const notify = useNotify();
  const { formatDate } = useDateFormatters();
  // The page is open to everyone (spec §6); the client record and the client list are not, and winning a client
  // back (reactivating, messaging them in the organization's name) takes the clients permission as well.
  const canOpenClient = useHasPermission('client');
  const canOpenClients = useHasPermission('clients');
  const dateFormat = useDateFormat();
  const daysParam = positiveIntParam(params.get('days'));
  const days = daysParam && (PERIODS as readonly number[]).includes(daysParam) ? daysParam : DEFAULT_PERIOD;
  const list = useDormantClients({ inactive_for_days: days, search, page, per_page: PER_PAGE });
  const winBack = useWinBack();
  const [reactivating, setReactivating] = useState<DormantClient | null>(null);
  const [messaging, setMessaging] = useState<DormantClient | null>(null);

  const columns: DataTableColumn<DormantClient>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (client) =>
        canOpenClient ? (
          <Link component={RouterLink} to={pathTo('client', { id: client.id })}>
            {client.first_name} {client.last_name}
          </Link>
        ) : (
          `${client.first_name} ${client.last_name}`
        ),
    },
    {
      key: 'last_service',
      header: 'Last Service',
      render: (client) => (client.last_service_on ? formatCalendarDate(client.last_service_on, dateFormat) : 'Never'),
    },
    {
      key: 'left_on',
      header: 'Left On',
      render: (client) => (client.deactivated_at ? formatDate(client.deactivated_at) : ''),
    },
    { key: 'reason', header: 'Reason for Leaving', render: (client) => client.inactive_reason ?? '' },
  ];
  const winBackColumn: DataTableColumn<DormantClient> = {
    key: 'actions',
    header: 'Actions',
    align: 'right',
    render: (client) => (
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button
          size="small"
          onClick={() => setReactivating(client)}
          aria-label={`Reactivate ${client.first_name} ${client.last_name}`}
        >
          Reactivate
        </Button>
        <Button
          size="small"
          onClick={() => setMessaging(client)}
          aria-label={`Send message to ${client.first_name} ${client.last_name}`}
        >
          Send Message
        </Button>
      </Box>
    ),
  };

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <ListToolbar
        title="Dormant Clients"
        actions={
          canOpenClients && (
            <Button component={RouterLink} to={pathTo('clients')}>
              Back to Clients
            </Button>
          )
        }
        search={{ value: searchText, onChange: setSearchText }}
      >
        <FilterSelect
          label="Inactive For"
          defaultValue={String(DEFAULT_PERIOD)}
          value={days}
          options={PERIOD_OPTIONS}
          onChange={(value) => setParam('days', value)}
        />
      </ListToolbar>
      <DataTable
        label="Dormant clients"
        columns={canOpenClients ? [...columns, winBackColumn] : columns}
        {...pageQueryProps(list)}
        rowKey={(client) => client.id}
        page={page}
        perPage={PER_PAGE}
        onPageChange={setPage}
        emptyText={
          search ? 'No dormant clients match this search.' : `No clients have been inactive for ${days} days or more.`
        }
      />
      <ConfirmDialog
        open={reactivating !== null}
        title="Reactivate Client"
        confirmLabel="Reactivate"
        busy={winBack.isPending}
        onCancel={() => setReactivating(null)}
        onConfirm={() => {
          if (!reactivating) return;
          const name = `${reactivating.first_name} ${reactivating.last_name}`;
          winBack.mutate(
            { id: reactivating.id, body: { action: 'reactivate' } },
            {
              onSuccess: () => notify(`${name} was reactivated.`),
              onError: (error) => notify(serverMessage(error), 'error'),
              onSettled: () => setReactivating(null),
            },
          );
        }}
      >
        Reactivate {reactivating ? `${reactivating.first_name} ${reactivating.last_name}` : ''}? The client becomes
        active again.
      </ConfirmDialog>
      {messaging && <WinBackDialog client={messaging} onClose={() => setMessaging(null)} />}
    </Paper>
  );
}
