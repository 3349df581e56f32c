import { useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { formatCents } from '@employee-portal/core/billing/money';
import {
  CLIENT_COLUMNS_SETTING,
  clientStatuses,
  type ClientListColumn,
} from '@employee-portal/core/clients/client.schema';
import { messages } from '@employee-portal/core/messages/catalogue';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { FilterSelect } from '../../../components/data-table/filter-select.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { pageQueryProps } from '../../../components/data-table/page-query-props.ts';
import { useCsvExport, useListParams } from '../../../components/data-table/use-list-params.ts';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { type DateFormatters, useDateFormatters } from '../../../lib/date-format.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { hasPermission } from '@employee-portal/core/access/permissions';
import { exportClientsCsv, useClientList, useServicePlanOptions, useWorkAreaOptions } from '../api/clients.ts';
import type { ClientRow } from '@employee-portal/core/clients/client.responses';
import { useSaveClientColumns } from '../api/save-columns.ts';
import { CLIENT_COLUMN_LABELS, parseClientColumns, toggleClientColumn } from '../client-columns.ts';
import { clientFiltersFromParams, formatPhone, hasClientFilters } from '../client-list-params.ts';
import { CLIENT_STATUS_LABELS, ClientStatusChip } from '../components/client-status-chip.tsx';
import { ColumnChooser } from '../components/column-chooser.tsx';
import { LeadsButton } from '../../leads/index.ts';
import { NewClientPlannerButton } from '../../new-client-planner/index.ts';
import { CreateClientDialog } from '../components/create-client-dialog.tsx';
import { plannedClientOf } from '../planned-client.ts';

const PER_PAGE = 25;

const clientName = (client: Pick<ClientRow, 'first_name' | 'last_name'>) => `${client.first_name} ${client.last_name}`;

function columnDefinitions({ formatDate }: DateFormatters): Record<ClientListColumn, DataTableColumn<ClientRow>> {
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
    phone: {
      key: 'phone',
      header: CLIENT_COLUMN_LABELS.phone,
      render: (client) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatPhone(client.phone)}
        </Box>
      ),
    },
    address: {
      key: 'address',
      header: CLIENT_COLUMN_LABELS.address,
      render: (client) => [client.address_line1, client.city].filter(Boolean).join(', '),
    },
    zip: { key: 'zip', header: CLIENT_COLUMN_LABELS.zip, sortKey: 'zip', render: (client) => client.zip ?? '' },
    status: {
      key: 'status',
      header: CLIENT_COLUMN_LABELS.status,
      sortKey: 'status',
      render: (client) => <ClientStatusChip status={client.status} />,
    },
    balance: {
      key: 'balance',
      header: CLIENT_COLUMN_LABELS.balance,
      sortKey: 'balance',
      align: 'right',
      render: (client) => formatCents(client.balance_cents),
    },
    tax_exempt: {
      key: 'tax_exempt',
      header: CLIENT_COLUMN_LABELS.tax_exempt,
      render: (client) => (client.tax_exempt ? 'Yes' : 'No'),
    },
    locations: {
      key: 'locations',
      header: CLIENT_COLUMN_LABELS.locations,
      align: 'right',
      render: (client) => client.location_count,
    },
    created_at: {
      key: 'created_at',
      header: CLIENT_COLUMN_LABELS.created_at,
      sortKey: 'created_at',
      render: (client) => formatDate(client.created_at),
    },
  };
}

const STATUS_OPTIONS = clientStatuses.map((status) => ({ value: status, label: CLIENT_STATUS_LABELS[status] }));
const TAX_EXEMPT_OPTIONS = [
  { value: 'true', label: 'Tax exempt' },
  { value: 'false', label: 'Not tax exempt' },
];
const OPEN_BALANCE_OPTIONS = [
  { value: 'true', label: 'Owes money' },
  { value: 'false', label: 'Settled' },
];

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
  // The New Client Planner's chosen address and plan: the new-client form opens on it.
  const location = useLocation();
  const navigate = useNavigate();
  const planned = plannedClientOf(location.state);
  const closeCreate = () => {
    setCreating(false);
    if (planned)
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  };
  const filters = clientFiltersFromParams(params);
  const list = useClientList({ ...filters, page, per_page: PER_PAGE });
  const workAreas = useWorkAreaOptions();
  const servicePlans = useServicePlanOptions();
  const dateFormatters = useDateFormatters();
  const definitions = useMemo(() => columnDefinitions(dateFormatters), [dateFormatters]);
  const columns = visible.map((column) => definitions[column]);

  const toggleColumn = (column: ClientListColumn) => {
    const next = toggleClientColumn(visible, column);
    setVisible(next);
    saveColumns.mutate(next, { onError: () => notify(messages.somethingWentWrong, 'error') });
  };

  const { exporting, download } = useCsvExport(() => exportClientsCsv(filters));

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <ListToolbar
        title="Clients"
        actions={
          <>
            <LeadsButton />
            <NewClientPlannerButton />
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
          </>
        }
        search={{ value: searchText, onChange: setSearchText, helperText: 'Name, e-mail, phone, address or zip' }}
      >
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(value) => setParam('status', value)}
        />
        <FilterSelect
          label="Work Area"
          allLabel="All work areas"
          value={filters.work_area_id}
          options={workAreas.data?.map((area) => ({ value: String(area.id), label: area.name }))}
          onChange={(value) => setParam('work_area_id', value)}
        />
        <FilterSelect
          label="Service Plan"
          allLabel="All service plans"
          value={filters.service_plan_id}
          options={servicePlans.data?.map((plan) => ({ value: String(plan.id), label: plan.name }))}
          onChange={(value) => setParam('service_plan_id', value)}
        />
        <FilterSelect
          label="Tax Exempt"
          allLabel="All clients"
          value={filters.tax_exempt}
          options={TAX_EXEMPT_OPTIONS}
          onChange={(value) => setParam('tax_exempt', value)}
        />
        <FilterSelect
          label="Open Balance"
          allLabel="All clients"
          value={filters.open_balance}
          options={OPEN_BALANCE_OPTIONS}
          onChange={(value) => setParam('open_balance', value)}
        />
      </ListToolbar>
      <DataTable
        label="Clients"
        columns={columns}
        {...pageQueryProps(list)}
        rowKey={(client) => client.id}
        page={page}
        perPage={PER_PAGE}
        onPageChange={setPage}
        emptyText={hasClientFilters(filters) ? 'No clients match these filters.' : 'No clients yet.'}
        sort={filters.sort}
        onSortChange={(sort) => setParam('sort', sort === 'name' ? undefined : sort)}
      />
      <CreateClientDialog
        key={planned ? 'planned' : 'blank'}
        open={creating || planned !== null}
        onClose={closeCreate}
        planned={planned}
      />
    </Paper>
  );
}
