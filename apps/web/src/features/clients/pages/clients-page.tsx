import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import { CLIENT_COLUMNS_SETTING, clientStatuses, type ClientListColumn } from '@employee-portal/core/clients/client.schema';
import { messages } from '@employee-portal/core/messages/catalogue';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useCsvExport, useListParams } from '../../../components/data-table/use-list-params.ts';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { formatDay } from '../../../lib/date-format.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { hasPermission } from '@employee-portal/core/access/permissions';
import { exportClientsCsv, useClientList, useWorkAreaOptions } from '../api/clients.ts';
import type { ClientRow } from '../api/clients.types.ts';
import { useSaveClientColumns } from '../api/save-columns.ts';
import { CLIENT_COLUMN_LABELS, parseClientColumns, toggleClientColumn } from '../client-columns.ts';
import { clientFiltersFromParams, formatPhone, hasClientFilters } from '../client-list-params.ts';
import { CLIENT_STATUS_LABELS, ClientStatusChip } from '../components/client-status-chip.tsx';
import { ColumnChooser } from '../components/column-chooser.tsx';
import { LeadsButton } from '../../leads/components/leads-button.tsx';
import { CreateClientDialog } from '../components/create-client-dialog.tsx';

const PER_PAGE = 25;

const clientName = (client: Pick<ClientRow, 'first_name' | 'last_name'>) => `${client.first_name} ${client.last_name}`;

function columnDefinitions(timeZone: string): Record<ClientListColumn, DataTableColumn<ClientRow>> {
  return {
    name: {
      key: 'name',
      header: CLIENT_COLUMN_LABELS.name,
      sortKey: 'name',
      render: (client) => (
        <Link component={RouterLink} to={pathTo('client', { id: client.id })}>
          {clientName(client)}
        </Link>
      ),
    },
    email: { key: 'email', header: CLIENT_COLUMN_LABELS.email, render: (client) => client.email ?? '' },
    phone: { key: 'phone', header: CLIENT_COLUMN_LABELS.phone, render: (client) => <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{formatPhone(client.phone)}</Box> },
    address: { key: 'address', header: CLIENT_COLUMN_LABELS.address, render: (client) => [client.address_line1, client.city].filter(Boolean).join(', ') },
    zip: { key: 'zip', header: CLIENT_COLUMN_LABELS.zip, sortKey: 'zip', render: (client) => client.zip ?? '' },
    status: { key: 'status', header: CLIENT_COLUMN_LABELS.status, sortKey: 'status', render: (client) => <ClientStatusChip status={client.status} /> },
    balance: { key: 'balance', header: CLIENT_COLUMN_LABELS.balance, sortKey: 'balance', align: 'right', render: (client) => formatCents(client.balance_cents) },
    tax_exempt: { key: 'tax_exempt', header: CLIENT_COLUMN_LABELS.tax_exempt, render: (client) => (client.tax_exempt ? 'Yes' : 'No') },
    locations: { key: 'locations', header: CLIENT_COLUMN_LABELS.locations, align: 'right', render: (client) => client.location_count },
    created_at: { key: 'created_at', header: CLIENT_COLUMN_LABELS.created_at, sortKey: 'created_at', render: (client) => formatDay(client.created_at, timeZone) },
  };
}

const flagValue = (value: boolean | undefined) => (value === undefined ? '' : String(value));

/** Spec /clients: residential clients, searched, filtered, sorted and paged by the server. */
export default function ClientsPage() {
  const { params, searchText, setSearchText, page, setParam, setPage } = useListParams();
  const notify = useNotify();
  const user = useSessionStore((state) => state.user);
  const mayLinkClients = hasPermission(user?.permissions, 'link_clients');
  const savedColumns = user?.user_settings.find((setting) => setting.key === CLIENT_COLUMNS_SETTING)?.value ?? null;
  const [visible, setVisible] = useState<ClientListColumn[]>(() => parseClientColumns(savedColumns));
  const saveColumns = useSaveClientColumns();
  const [creating, setCreating] = useState(false);
  const filters = clientFiltersFromParams(params);
  const list = useClientList({ ...filters, page, per_page: PER_PAGE });
  const workAreas = useWorkAreaOptions();
  const timeZone = user?.time_zone ?? 'UTC';
  const definitions = useMemo(() => columnDefinitions(timeZone), [timeZone]);
  const columns = visible.map((column) => definitions[column]);

  const toggleColumn = (column: ClientListColumn) => {
    const next = toggleClientColumn(visible, column);
    setVisible(next);
    saveColumns.mutate(next, { onError: () => notify(messages.somethingWentWrong, 'error') });
  };

  const { exporting, download } = useCsvExport(() => exportClientsCsv(filters));

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Clients
        </Typography>
        <LeadsButton />
        <Button component={RouterLink} to={pathTo('dormant_clients')}>
          Dormant Clients
        </Button>
        {mayLinkClients && (
          <Button component={RouterLink} to={pathTo('link_clients')}>
            Link Clients
          </Button>
        )}
        <ColumnChooser columns={visible} onToggle={toggleColumn} />
        <Button variant="outlined" onClick={() => void download()} loading={exporting}>
          Export CSV
        </Button>
        <Button variant="contained" onClick={() => setCreating(true)}>
          New Client
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: '2fr 1fr 1fr 1fr 1fr' }, mb: 2 }}>
        <TextField
          label="Search"
          type="search"
          size="small"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          helperText="Name, e-mail, phone, address or zip"
        />
        <TextField select label="Status" size="small" value={filters.status ?? ''} onChange={(event) => setParam('status', event.target.value || undefined)}>
          <MenuItem value="">All statuses</MenuItem>
          {clientStatuses.map((status) => (
            <MenuItem key={status} value={status}>
              {CLIENT_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Work Area"
          size="small"
          value={filters.work_area_id && workAreas.data ? String(filters.work_area_id) : ''}
          onChange={(event) => setParam('work_area_id', event.target.value || undefined)}
          disabled={!workAreas.data}
        >
          <MenuItem value="">All work areas</MenuItem>
          {(workAreas.data ?? []).map((area) => (
            <MenuItem key={area.id} value={String(area.id)}>
              {area.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Tax Exempt" size="small" value={flagValue(filters.tax_exempt)} onChange={(event) => setParam('tax_exempt', event.target.value || undefined)}>
          <MenuItem value="">All clients</MenuItem>
          <MenuItem value="true">Tax exempt</MenuItem>
          <MenuItem value="false">Not tax exempt</MenuItem>
        </TextField>
        <TextField select label="Open Balance" size="small" value={flagValue(filters.open_balance)} onChange={(event) => setParam('open_balance', event.target.value || undefined)}>
          <MenuItem value="">All clients</MenuItem>
          <MenuItem value="true">Owes money</MenuItem>
          <MenuItem value="false">Settled</MenuItem>
        </TextField>
      </Box>
      <DataTable
        label="Clients"
        columns={columns}
        rows={list.data?.data}
        rowKey={(client) => client.id}
        page={page}
        perPage={PER_PAGE}
        total={list.data?.meta.total ?? 0}
        onPageChange={setPage}
        loading={list.isPending}
        error={list.isError ? { text: serverMessage(list.error), retry: () => void list.refetch() } : null}
        emptyText={hasClientFilters(filters) ? 'No clients match these filters.' : 'No clients yet.'}
        sort={filters.sort}
        onSortChange={(sort) => setParam('sort', sort === 'name' ? undefined : sort)}
      />
      <CreateClientDialog open={creating} onClose={() => setCreating(false)} />
    </Paper>
  );
}
