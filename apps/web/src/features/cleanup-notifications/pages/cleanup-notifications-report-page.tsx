import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import {
  cleanupNotificationChannelLabels,
  cleanupNotificationChannels,
  cleanupNotificationKindLabels,
  cleanupNotificationSorts,
  cleanupNotificationStatuses,
  cleanupNotificationStatusLabels,
  type CleanupNotificationListQuery,
  type CleanupNotificationWire,
} from '@employee-portal/core/jobs/cleanup-notification.schema';
import { cleanupNotificationKinds } from '@employee-portal/core/jobs/scheduler-settings.schema';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { FilterSelect, optionsFrom } from '../../../components/data-table/filter-select.tsx';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { DateRangeFilter, dateRangeError } from '../../../components/data-table/date-range-filter.tsx';
import { pageQueryProps } from '../../../components/data-table/page-query-props.ts';
import { useCsvExport, useListParams } from '../../../components/data-table/use-list-params.ts';
import { type DateFormatters, formatCalendarDate, useDateFormatters } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import {
  exportCleanupNotificationsCsv,
  useCleanupNotifications,
  type CleanupNotificationFilters,
} from '../api/cleanup-notifications.ts';

const PER_PAGE = 25;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOrUndefined = (raw: string | null) => (raw && DAY.test(raw) ? raw : undefined);
const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  values.find((value) => value === raw);

type Sort = (typeof cleanupNotificationSorts)[number];
const SORT_LABELS: Record<Sort, string> = {
  '-created_at': 'Newest first',
  created_at: 'Oldest first',
  client: 'Client (A–Z)',
  '-client': 'Client (Z–A)',
};
const STATUS_COLORS = { sent: 'success', failed: 'error', not_delivered: 'warning' } as const;

const columnsFor = (
  { formatDateTime }: DateFormatters,
  dateFormat: string | null,
): DataTableColumn<CleanupNotificationWire>[] => [
  { key: 'created_at', header: 'Sent', render: (row) => formatDateTime(row.created_at) },
  { key: 'client', header: 'Client', render: (row) => row.client_name },
  {
    key: 'job',
    header: 'Job',
    render: (row) => `#${row.job_id} · ${formatCalendarDate(row.service_date, dateFormat)}`,
  },
  { key: 'kind', header: 'Kind', render: (row) => cleanupNotificationKindLabels[row.kind] },
  { key: 'channel', header: 'Channel', render: (row) => cleanupNotificationChannelLabels[row.channel] },
  { key: 'recipient', header: 'Recipient', render: (row) => row.recipient },
  {
    key: 'status',
    header: 'Status',
    render: (row) => (
      <Chip size="small" label={cleanupNotificationStatusLabels[row.status]} color={STATUS_COLORS[row.status]} />
    ),
  },
  { key: 'error', header: 'Error', render: (row) => row.error ?? '' },
];

/** Spec /cleanup_notifications_report: every 'on the way', 'completed' and 'skipped' message sent to a client. */
export default function CleanupNotificationsReportPage() {
  const { params, search, searchText, setSearchText, page, setParam, setPage } = useListParams();
  const dateFormatters = useDateFormatters();
  const dateFormat = useDateFormat();
  const filters: CleanupNotificationFilters = {
    search,
    sort: oneOf(cleanupNotificationSorts, params.get('sort')) ?? '-created_at',
    date_from: dayOrUndefined(params.get('date_from')),
    date_to: dayOrUndefined(params.get('date_to')),
    kind: oneOf(cleanupNotificationKinds, params.get('kind')),
    channel: oneOf(cleanupNotificationChannels, params.get('channel')),
    status: oneOf(cleanupNotificationStatuses, params.get('status')),
  };
  const rangeError = dateRangeError(filters.date_from, filters.date_to);
  const query: CleanupNotificationListQuery = {
    ...filters,
    ...(rangeError ? { date_to: undefined } : {}),
    page,
    per_page: PER_PAGE,
  };
  const list = useCleanupNotifications(query);
  const { exporting, download } = useCsvExport(() =>
    exportCleanupNotificationsCsv(rangeError ? { ...filters, date_to: undefined } : filters),
  );
  const filtered = Boolean(
    filters.search || filters.date_from || filters.date_to || filters.kind || filters.channel || filters.status,
  );

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <ListToolbar
        title="Cleanup Notifications Report"
        actions={
          <Button variant="outlined" onClick={() => void download()} loading={exporting}>
            Export CSV
          </Button>
        }
        search={{ value: searchText, onChange: setSearchText }}
      >
        <DateRangeFilter
          from={filters.date_from}
          to={filters.date_to}
          onChange={(bound, day) => setParam(bound === 'from' ? 'date_from' : 'date_to', day)}
        />
        <FilterSelect
          label="Kind"
          allLabel="All kinds"
          value={filters.kind}
          options={optionsFrom(cleanupNotificationKinds, cleanupNotificationKindLabels)}
          onChange={(value) => setParam('kind', value)}
        />
        <FilterSelect
          label="Channel"
          allLabel="All channels"
          value={filters.channel}
          options={optionsFrom(cleanupNotificationChannels, cleanupNotificationChannelLabels)}
          onChange={(value) => setParam('channel', value)}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={filters.status}
          options={optionsFrom(cleanupNotificationStatuses, cleanupNotificationStatusLabels)}
          onChange={(value) => setParam('status', value)}
        />
        <FilterSelect
          label="Sort by"
          defaultValue="-created_at"
          value={filters.sort}
          options={optionsFrom(cleanupNotificationSorts, SORT_LABELS)}
          onChange={(value) => setParam('sort', value)}
        />
      </ListToolbar>
      <DataTable
        label="Cleanup notifications"
        columns={columnsFor(dateFormatters, dateFormat)}
        {...pageQueryProps(list)}
        rowKey={(row) => row.id}
        page={page}
        perPage={PER_PAGE}
        onPageChange={setPage}
        emptyText={filtered ? 'No messages match these filters.' : 'No messages sent yet.'}
      />
    </Paper>
  );
}
