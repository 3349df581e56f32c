import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {
  commercialSorts,
  commercialStatuses,
  type CommercialSort,
  type CommercialStatus,
} from '@employee-portal/core/commercial/commercial.schema';
import type { CommercialCustomerRow } from '@employee-portal/core/commercial/commercial.responses';
import { formatCents } from '@employee-portal/core/billing/money';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { pageQueryProps } from '../../../components/data-table/page-query-props.ts';
import { FilterSelect, optionsFrom } from '../../../components/data-table/filter-select.tsx';
import { useCsvExport, useListParams } from '../../../components/data-table/use-list-params.ts';
import { useTabInUrl } from '../../../lib/use-tab-in-url.ts';
import { type DateFormatters, useDateFormatters } from '../../../lib/date-format.ts';
import { exportCommercialCsv, useCommercialList, type CommercialFilters } from '../api/commercial.ts';
import { CommercialStatusChip } from '../components/commercial-status-chip.tsx';
import { NewCommercialClientDialog } from '../components/new-commercial-client-dialog.tsx';
import { CommercialLocationList } from '../components/commercial-location-list.tsx';

const PER_PAGE = 25;

const SORT_LABELS: Record<CommercialSort, string> = {
  company: 'Company (A–Z)',
  '-company': 'Company (Z–A)',
  created_at: 'Oldest first',
  '-created_at': 'Newest first',
};
const STATUS_LABELS: Record<CommercialStatus, string> = { active: 'Active', inactive: 'Inactive' };
const SORT_OPTIONS = optionsFrom(commercialSorts, SORT_LABELS);
const STATUS_OPTIONS = optionsFrom(commercialStatuses, STATUS_LABELS);
const TAX_OPTIONS = [
  { value: 'true', label: 'Tax exempt' },
  { value: 'false', label: 'Taxable' },
];

const isSort = (value: string | null): value is CommercialSort =>
  (commercialSorts as readonly (string | null)[]).includes(value);
const isStatus = (value: string | null): value is CommercialStatus =>
  (commercialStatuses as readonly (string | null)[]).includes(value);
const taxFilter = (value: string | null) => (value === 'true' ? true : value === 'false' ? false : undefined);

const columnsFor = ({ formatDate }: DateFormatters): DataTableColumn<CommercialCustomerRow>[] => [
  {
    key: 'company',
    header: 'Company',
    sortKey: 'company',
    render: (customer) => (
      <Link component={RouterLink} to={pathTo('commercial_client', { id: customer.id })}>
        {customer.company_name}
      </Link>
    ),
  },
  {
    key: 'contact',
    header: 'Billing Contact',
    render: (customer) => [customer.billing_first_name, customer.billing_last_name].filter(Boolean).join(' '),
  },
  { key: 'email', header: 'E-mail', render: (customer) => customer.billing_email ?? '' },
  { key: 'phone', header: 'Phone', render: (customer) => customer.billing_phone ?? '' },
  { key: 'locations', header: 'Locations', align: 'right', render: (customer) => customer.locations_count },
  { key: 'stations', header: 'Stations', align: 'right', render: (customer) => customer.stations_total },
  { key: 'tax', header: 'Tax', render: (customer) => (customer.tax_exempt ? 'Exempt' : 'Taxable') },
  { key: 'balance', header: 'Balance', align: 'right', render: (customer) => formatCents(customer.balance_cents) },
  { key: 'status', header: 'Status', render: (customer) => <CommercialStatusChip status={customer.status} /> },
  {
    key: 'created',
    header: 'Added',
    sortKey: 'created_at',
    render: (customer) => formatDate(customer.created_at),
  },
];

const LIST_TABS = ['clients', 'locations'] as const;
type ListTab = (typeof LIST_TABS)[number];
const LIST_TAB_LABELS: Record<ListTab, string> = { clients: 'Clients', locations: 'Locations' };

/** Spec /commercial_clients: the commercial customers, or all their locations, searched and paged by the server. */
export default function CommercialClientsPage() {
  const [tab, openTab] = useTabInUrl(LIST_TABS);
  const tabs = (
    <Tabs
      value={tab}
      onChange={(_, next: ListTab) => openTab(next)}
      aria-label="Commercial lists"
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {LIST_TABS.map((name) => (
        <Tab key={name} value={name} label={LIST_TAB_LABELS[name]} />
      ))}
    </Tabs>
  );
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      {tab === 'clients' ? <CommercialCustomerList tabs={tabs} /> : <CommercialLocationList tabs={tabs} />}
    </Paper>
  );
}

function CommercialCustomerList({ tabs }: { tabs: ReactNode }) {
  const { params, search, searchText, setSearchText, page, setParam, setPage } = useListParams();
  const [creating, setCreating] = useState(false);
  const sortParam = params.get('sort');
  const statusParam = params.get('status');
  const filters: CommercialFilters = {
    search,
    status: isStatus(statusParam) ? statusParam : undefined,
    tax_exempt: taxFilter(params.get('tax_exempt')),
    sort: isSort(sortParam) ? sortParam : 'company',
  };
  const list = useCommercialList({ ...filters, page, per_page: PER_PAGE });
  const dateFormatters = useDateFormatters();

  const { exporting, download } = useCsvExport(() => exportCommercialCsv(filters));

  const filtered = Boolean(filters.search || filters.status || filters.tax_exempt !== undefined);
  return (
    <>
      <ListToolbar
        title="Commercial Clients"
        actions={
          <>
            <Button variant="outlined" onClick={() => void download()} loading={exporting}>
              Export CSV
            </Button>
            <Button variant="contained" onClick={() => setCreating(true)}>
              New Commercial Client
            </Button>
          </>
        }
        search={{
          value: searchText,
          onChange: setSearchText,
          helperText: 'Company, billing contact, e-mail, phone, location address or zip',
        }}
      >
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(value) => setParam('status', value)}
        />
        <FilterSelect
          label="Tax Status"
          allLabel="All"
          value={filters.tax_exempt}
          options={TAX_OPTIONS}
          onChange={(value) => setParam('tax_exempt', value)}
        />
        <FilterSelect
          label="Sort by"
          defaultValue="company"
          value={filters.sort}
          options={SORT_OPTIONS}
          onChange={(value) => setParam('sort', value)}
        />
      </ListToolbar>
      {tabs}
      <DataTable
        label="Commercial clients"
        columns={columnsFor(dateFormatters)}
        {...pageQueryProps(list)}
        rowKey={(customer) => customer.id}
        page={page}
        perPage={PER_PAGE}
        onPageChange={setPage}
        emptyText={filtered ? 'No commercial clients match these filters.' : 'No commercial clients yet.'}
        sort={filters.sort}
        onSortChange={(sort) => setParam('sort', sort === 'company' ? undefined : sort)}
      />
      <NewCommercialClientDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
