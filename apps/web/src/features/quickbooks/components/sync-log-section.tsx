import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  syncEntities,
  syncLogStatuses,
  type QuickbooksStatusWire,
  type SyncEntity,
  type SyncLogWire,
} from '@employee-portal/core/accounting/quickbooks.schema';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { FilterSelect, optionsFrom } from '../../../components/data-table/filter-select.tsx';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { pageQueryProps } from '../../../components/data-table/page-query-props.ts';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useDateFormatters } from '../../../lib/date-format.ts';
import { useRetrySyncEntry, useSyncLog } from '../api/sync-log.ts';
import { syncDirectionLabels, syncEntityLabels, syncStatusLabels, type SyncLogStatus } from '../quickbooks-labels.ts';

const PER_PAGE = 25;
const STATUS_OPTIONS = optionsFrom(syncLogStatuses, syncStatusLabels);
const ENTITY_OPTIONS = optionsFrom(syncEntities, syncEntityLabels);
const isStatus = (value: string | undefined): value is SyncLogStatus =>
  (syncLogStatuses as readonly string[]).includes(value ?? '');
const isEntity = (value: string | undefined): value is SyncEntity =>
  (syncEntities as readonly string[]).includes(value ?? '');

function RetryButton({ entry }: { entry: SyncLogWire }) {
  const retry = useRetrySyncEntry();
  const notify = useNotify();
  return (
    <Button
      size="small"
      aria-label={`Retry ${syncEntityLabels[entry.entity].toLowerCase()} ${entry.label}`}
      loading={retry.isPending}
      onClick={() =>
        retry.mutate(entry.id, {
          onSuccess: () => notify(`${entry.label} is back in the queue.`),
          onError: (error) => notify(serverMessage(error), 'error'),
        })
      }
    >
      Retry
    </Button>
  );
}

/** Every call to QuickBooks and every change that came back, newest first; a failed change can be sent again. */
export function SyncLogSection({ status }: { status: QuickbooksStatusWire }) {
  const { formatDateTime } = useDateFormatters();
  const [statusFilter, setStatusFilter] = useState<SyncLogStatus | undefined>(undefined);
  const [entity, setEntity] = useState<SyncEntity | undefined>(undefined);
  const [page, setPage] = useState(1);
  const log = useSyncLog({ status: statusFilter, entity, page, per_page: PER_PAGE });

  const columns: DataTableColumn<SyncLogWire>[] = [
    { key: 'at', header: 'Time', render: (entry) => formatDateTime(entry.at) },
    { key: 'direction', header: 'Direction', render: (entry) => syncDirectionLabels[entry.direction] },
    { key: 'entity', header: 'Entity', render: (entry) => syncEntityLabels[entry.entity] },
    { key: 'record', header: 'Record', render: (entry) => entry.label },
    { key: 'quickbooks_id', header: 'QuickBooks ID', render: (entry) => entry.quickbooks_id ?? '—' },
    { key: 'operation', header: 'Operation', render: (entry) => entry.operation },
    { key: 'status', header: 'Status', render: (entry) => syncStatusLabels[entry.status] },
    { key: 'attempts', header: 'Attempts', align: 'right', render: (entry) => entry.attempts },
    {
      key: 'message',
      header: 'Message',
      render: (entry) => (
        <Typography variant="body2" sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
          {entry.message ?? ''}
        </Typography>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (entry) => (entry.status === 'error' ? <RetryButton entry={entry} /> : null),
    },
  ];

  const filtered = Boolean(statusFilter || entity);
  return (
    <Box component="section" aria-labelledby="quickbooks-sync-log-heading">
      <ListToolbar
        intro={
          <>
            <Typography id="quickbooks-sync-log-heading" variant="h6" component="h2">
              Sync Log
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Changes go out through a queue that retries with a growing pause and never posts twice. A change that
              still fails is marked Failed; fix its cause (often a mapping) and retry it.
            </Typography>
          </>
        }
      >
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={statusFilter}
          options={STATUS_OPTIONS}
          onChange={(value) => {
            setStatusFilter(isStatus(value) ? value : undefined);
            setPage(1);
          }}
        />
        <FilterSelect
          label="Entity"
          allLabel="All entities"
          value={entity}
          options={ENTITY_OPTIONS}
          onChange={(value) => {
            setEntity(isEntity(value) ? value : undefined);
            setPage(1);
          }}
        />
      </ListToolbar>
      <DataTable
        label="Sync log"
        columns={columns}
        {...pageQueryProps(log)}
        rowKey={(entry) => entry.id}
        page={page}
        perPage={PER_PAGE}
        onPageChange={setPage}
        emptyText={
          filtered
            ? 'No sync entry matches these filters.'
            : status.connected
              ? 'Nothing was synced yet. Run "Sync Now" on the Connection tab once the customers are matched.'
              : 'Nothing was synced yet: connect to QuickBooks first.'
        }
      />
    </Box>
  );
}
