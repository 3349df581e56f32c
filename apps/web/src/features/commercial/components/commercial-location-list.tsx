import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { messages } from '@employee-portal/core/messages/catalogue';
import type { CommercialLocationPageRow } from '@employee-portal/core/commercial/commercial.responses';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { pageQueryProps } from '../../../components/data-table/page-query-props.ts';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { useCommercialLocationPage } from '../api/commercial.ts';
import { CommercialStatusChip } from './commercial-status-chip.tsx';

const PER_PAGE = 25;

const addressOf = (location: CommercialLocationPageRow) =>
  [location.address_line1, location.address_line2, `${location.city}, ${location.state} ${location.zip}`]
    .filter(Boolean)
    .join(', ');

const columns: DataTableColumn<CommercialLocationPageRow>[] = [
  { key: 'location', header: 'Location', render: (location) => location.name },
  {
    key: 'company',
    header: 'Company',
    render: (location) => (
      <Link
        component={RouterLink}
        to={`${pathTo('commercial_client', { id: location.commercial_customer_id })}?tab=locations`}
      >
        {location.company_name}
      </Link>
    ),
  },
  {
    key: 'address',
    header: 'Address',
    render: (location) => (
      <>
        {addressOf(location)}
        {!location.in_service_area && (
          <Chip size="small" color="warning" label={messages.noServiceArea} sx={{ ml: 1 }} />
        )}
      </>
    ),
  },
  { key: 'stations', header: 'Stations', align: 'right', render: (location) => location.stations },
  { key: 'contact', header: 'Site Contact', render: (location) => location.contact_name ?? '' },
  { key: 'status', header: 'Status', render: (location) => <CommercialStatusChip status={location.status} /> },
];

/** Every commercial location of the organization (spec §7 GET /commercial/locations), searched and paged by the server. */
export function CommercialLocationList({ tabs }: { tabs: ReactNode }) {
  const { search, searchText, setSearchText, page, setPage } = useListParams();
  const list = useCommercialLocationPage({ search: search || undefined, page, per_page: PER_PAGE });
  return (
    <>
      <ListToolbar
        title="Commercial Clients"
        search={{ value: searchText, onChange: setSearchText, helperText: 'Location, company, address, city or zip' }}
      />
      {tabs}
      <DataTable
        label="Commercial locations"
        columns={columns}
        {...pageQueryProps(list)}
        rowKey={(location) => location.id}
        page={page}
        perPage={PER_PAGE}
        onPageChange={setPage}
        emptyText={search ? 'No commercial locations match this search.' : 'No commercial locations yet.'}
      />
    </>
  );
}
