import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { jobKinds } from '@employee-portal/core/jobs/job.schema';
import {
  unassignedReasonLabels,
  unassignedReasons,
  type UnassignedEntryWire,
} from '@employee-portal/core/jobs/unassigned.schema';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { pageQueryProps } from '../../../components/data-table/page-query-props.ts';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { FilterSelect, optionsFrom } from '../../../components/data-table/filter-select.tsx';
import { positiveIntParam, useListParams } from '../../../components/data-table/use-list-params.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import { useWorkAreaList } from '../../work-areas/index.ts';
import { useUnassignedList, type UnassignedFilters } from '../api/unassigned.ts';
import { NewClientPlannerButton } from '../../new-client-planner/index.ts';

const PER_PAGE = 25;
const KIND_LABELS = { residential: 'Residential', commercial: 'Commercial' } as const;

function columns(dateFormat: string | null): DataTableColumn<UnassignedEntryWire>[] {
  return [
    {
      key: 'client',
      header: 'Client',
      render: (row) => (
        <Link component={RouterLink} to={pathTo('unassigned_show', { id: row.id })}>
          {row.client_name}
        </Link>
      ),
    },
    {
      key: 'location',
      header: 'Location',
      render: (row) => (row.location_name ? `${row.location_name}, ${row.address}` : row.address),
    },
    { key: 'zip', header: 'Zip', render: (row) => row.zip },
    { key: 'work_area', header: 'Work Area', render: (row) => row.work_area_names.join(', ') || '—' },
    { key: 'kind', header: 'Kind', render: (row) => KIND_LABELS[row.kind] },
    { key: 'plan', header: 'Plan', render: (row) => row.service_plan_name },
    { key: 'start', header: 'Start Date', render: (row) => formatCalendarDate(row.start_date, dateFormat) },
    { key: 'tech', header: 'Tech', render: (row) => row.assigned_user_name ?? 'Unassigned' },
    {
      key: 'reasons',
      header: 'Missing',
      render: (row) => (
        <Stack direction="row" spacing={0.5}>
          {row.reasons.map((reason) => (
            <Chip key={reason} size="small" color="warning" variant="outlined" label={unassignedReasonLabels[reason]} />
          ))}
        </Stack>
      ),
    },
  ];
}

function filtersFrom(params: URLSearchParams): UnassignedFilters {
  const kind = params.get('kind');
  const reason = params.get('reason');
  return {
    search: params.get('search')?.trim() || undefined,
    kind: (jobKinds as readonly string[]).includes(kind ?? '') ? (kind as UnassignedFilters['kind']) : undefined,
    reason: (unassignedReasons as readonly string[]).includes(reason ?? '')
      ? (reason as UnassignedFilters['reason'])
      : undefined,
    work_area_id: positiveIntParam(params.get('work_area_id')) ?? undefined,
    zip: params.get('zip')?.trim() || undefined,
  };
}

/** Spec /unassigned: the schedule entries without a tech or without a service day of their kind (spec §4). */
export default function UnassignedPage() {
  const { params, searchText, setSearchText, page, setParam, setPage } = useListParams();
  const dateFormat = useDateFormat();
  const filters = filtersFrom(params);
  const list = useUnassignedList({ ...filters, page, per_page: PER_PAGE });
  const workAreas = useWorkAreaList({ page: 1, per_page: 100 });
  const filtered = Object.entries(filters).some(([, value]) => value !== undefined);

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <ListToolbar
        title="Unassigned"
        actions={<NewClientPlannerButton />}
        search={{ value: searchText, onChange: setSearchText, helperText: 'Client, address or zip' }}
      >
        <FilterSelect
          label="Missing"
          allLabel="Tech or days"
          value={filters.reason}
          options={optionsFrom(unassignedReasons, unassignedReasonLabels)}
          onChange={(value) => setParam('reason', value)}
        />
        <FilterSelect
          label="Kind"
          allLabel="All kinds"
          value={filters.kind}
          options={optionsFrom(jobKinds, KIND_LABELS)}
          onChange={(value) => setParam('kind', value)}
        />
        <FilterSelect
          label="Work Area"
          allLabel="All work areas"
          value={filters.work_area_id}
          options={workAreas.data?.data.map((area) => ({ value: String(area.id), label: area.name }))}
          onChange={(value) => setParam('work_area_id', value)}
        />
        <TextField
          label="Zip"
          size="small"
          defaultValue={filters.zip ?? ''}
          onBlur={(event) => setParam('zip', event.target.value.trim() || undefined)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') setParam('zip', (event.target as HTMLInputElement).value.trim() || undefined);
          }}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
          sx={{ width: 120 }}
        />
      </ListToolbar>
      <DataTable
        label="Unassigned"
        columns={columns(dateFormat)}
        {...pageQueryProps(list)}
        rowKey={(row) => row.id}
        page={page}
        perPage={PER_PAGE}
        onPageChange={setPage}
        emptyText={
          filtered
            ? 'No unassigned locations match these filters.'
            : 'Every location has its tech and service days: nothing is unassigned.'
        }
      />
    </Paper>
  );
}
