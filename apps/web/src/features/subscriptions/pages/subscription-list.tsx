import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { formatCents } from '@employee-portal/core/billing/money';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { subscriptionStatuses } from '@employee-portal/core/subscriptions/subscription.schema';
import type { SubscriptionKind, SubscriptionWire } from '@employee-portal/core/subscriptions/subscription-wire';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { pageQueryProps } from '../../../components/data-table/page-query-props.ts';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { FilterSelect } from '../../../components/data-table/filter-select.tsx';
import { useCsvExport, useListParams } from '../../../components/data-table/use-list-params.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import { exportSubscriptionsCsv, useSubscriptionList, useSubscriptionOptions } from '../api/subscriptions.ts';
import { SubscriptionStatusChip } from '../components/subscription-status-chip.tsx';
import { KIND_PATHS } from '../subscription-kind.ts';
import { techChoices } from '../tech-choices.ts';
import {
  DEFAULT_SUBSCRIPTION_SORT,
  hasSubscriptionFilters,
  subscriptionFiltersFromParams,
  SUBSCRIPTION_STATUS_LABELS,
  UNASSIGNED_TECH,
} from '../subscription-list-params.ts';

const PER_PAGE = 25;

function columnsFor(kind: SubscriptionKind, dateFormat: string | null): DataTableColumn<SubscriptionWire>[] {
  const paths = KIND_PATHS[kind];
  return [
    {
      key: 'client',
      header: 'Client',
      sortKey: 'client',
      render: (row) => (
        <Link component={RouterLink} to={pathTo(paths.clientRoute, { id: row.client.id })}>
          {row.client.name}
        </Link>
      ),
    },
    {
      key: 'location',
      header: 'Location',
      render: (row) => (row.location.name ? `${row.location.name}, ${row.location.address}` : row.location.address),
    },
    {
      key: 'plan',
      header: 'Plan',
      sortKey: 'plan',
      render: (row) => (
        <Link
          component={RouterLink}
          to={pathTo(paths.showRoute, { id: row.id })}
          aria-label={`${row.service_plan.name} subscription of ${row.client.name}`}
        >
          {row.service_plan.name}
        </Link>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      render: (row) => <SubscriptionStatusChip status={row.status} />,
    },
    { key: 'tech', header: 'Tech', render: (row) => row.assigned_user?.name ?? 'Unassigned' },
    {
      key: 'start_date',
      header: 'Start Date',
      sortKey: 'start_date',
      render: (row) => formatCalendarDate(row.start_date, dateFormat),
    },
    {
      key: 'next_cleanup',
      header: 'Next Cleanup',
      render: (row) => (row.next_cleanup ? formatCalendarDate(row.next_cleanup, dateFormat) : '—'),
    },
    {
      key: 'monthly_value',
      header: 'Monthly Value',
      align: 'right',
      render: (row) => formatCents(row.value.monthly_value_cents),
    },
    { key: 'price', header: 'Price', sortKey: 'price', align: 'right', render: (row) => formatCents(row.price_cents) },
  ];
}

const STATUS_OPTIONS = subscriptionStatuses.map((status) => ({
  value: status,
  label: SUBSCRIPTION_STATUS_LABELS[status],
}));
/** Spec /subscriptions and /commercial_subscriptions: searched, filtered, sorted and paged by the server, with CSV. */
export function SubscriptionList({ kind }: { kind: SubscriptionKind }) {
  const paths = KIND_PATHS[kind];
  const { params, searchText, setSearchText, page, setParam, setPage } = useListParams();
  const dateFormat = useDateFormat();
  const filters = subscriptionFiltersFromParams(params);
  const list = useSubscriptionList(kind, { ...filters, page, per_page: PER_PAGE });
  const options = useSubscriptionOptions(kind);
  // A tech filtered by URL who is not offered (office staff, a former tech): named from the rows assigned to them.
  const filteredTechId = typeof filters.assigned_user_id === 'number' ? filters.assigned_user_id : null;
  const filteredTech =
    filteredTechId === null
      ? null
      : (list.data?.data.find((row) => row.assigned_user?.id === filteredTechId)?.assigned_user ?? {
          id: filteredTechId,
          name: `Tech #${filteredTechId}`,
        });
  const { exporting, download } = useCsvExport(() => exportSubscriptionsCsv(kind, filters));

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <ListToolbar
        title={paths.listTitle}
        actions={
          <Button variant="outlined" onClick={() => void download()} loading={exporting}>
            Export CSV
          </Button>
        }
        search={{ value: searchText, onChange: setSearchText, helperText: 'Client, address or zip' }}
      >
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(value) => setParam('status', value)}
        />
        <FilterSelect
          label="Plan"
          allLabel="All plans"
          value={filters.service_plan_id}
          options={options.data?.service_plans.map((plan) => ({ value: String(plan.id), label: plan.name }))}
          onChange={(value) => setParam('service_plan_id', value)}
        />
        <FilterSelect
          label="Tech"
          allLabel="All techs"
          value={filters.assigned_user_id}
          options={options.data && techChoices(options.data.techs, UNASSIGNED_TECH, filteredTech)}
          onChange={(value) => setParam('assigned_user_id', value)}
        />
      </ListToolbar>
      <DataTable
        label={paths.listTitle}
        columns={columnsFor(kind, dateFormat)}
        {...pageQueryProps(list)}
        rowKey={(row) => row.id}
        page={page}
        perPage={PER_PAGE}
        onPageChange={setPage}
        emptyText={
          hasSubscriptionFilters(filters)
            ? 'No subscriptions match these filters.'
            : 'No subscriptions yet. Subscribe a client from its Schedule tab.'
        }
        sort={filters.sort}
        onSortChange={(sort) => setParam('sort', sort === DEFAULT_SUBSCRIPTION_SORT ? undefined : sort)}
      />
    </Paper>
  );
}
