import Paper from '@mui/material/Paper';
import { workAreaChangeLabels, type WorkAreaChangeWire } from '@employee-portal/core/jobs/work-area-reports.schema';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { pageQueryProps } from '../../../components/data-table/page-query-props.ts';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { DateRangeFilter, dateRangeError } from '../../../components/data-table/date-range-filter.tsx';
import { FilterSelect } from '../../../components/data-table/filter-select.tsx';
import { positiveIntParam, useListParams } from '../../../components/data-table/use-list-params.ts';
import { useDateFormatters } from '../../../lib/date-format.ts';
import { useWorkAreaList } from '../../work-areas/index.ts';
import { useWorkAreaActivity, type WorkAreaActivityFilters } from '../api/work-area-reports.ts';
import { stateText } from '../work-area-state.ts';

const PER_PAGE = 25;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function filtersFrom(params: URLSearchParams): WorkAreaActivityFilters {
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) ? value : undefined;
  };
  return {
    work_area_id: positiveIntParam(params.get('work_area_id')) ?? undefined,
    from: day('from'),
    to: day('to'),
  };
}

/** Spec /work_area_activity_log: who changed which work area's name, zips or techs, when, from what to what. */
export default function WorkAreaActivityLogPage() {
  const { params, page, setParam, setPage } = useListParams();
  const filters = filtersFrom(params);
  // A backwards range is marked under To and not asked for: the list keeps its From bound only.
  const asked = dateRangeError(filters.from, filters.to) ? { ...filters, to: undefined } : filters;
  const log = useWorkAreaActivity({ ...asked, page, per_page: PER_PAGE });
  const workAreas = useWorkAreaList({ page: 1, per_page: 100 });
  const { formatDateTime } = useDateFormatters();
  const columns: DataTableColumn<WorkAreaChangeWire>[] = [
    { key: 'when', header: 'When', render: (row) => formatDateTime(row.created_at) },
    { key: 'who', header: 'Who', render: (row) => row.actor_name ?? 'Former staff member' },
    { key: 'area', header: 'Work Area', render: (row) => row.work_area_name },
    { key: 'action', header: 'Change', render: (row) => workAreaChangeLabels[row.action] },
    { key: 'before', header: 'Before', render: (row) => stateText(row.before) },
    { key: 'after', header: 'After', render: (row) => stateText(row.after) },
  ];
  const filtered = Object.values(filters).some((value) => value !== undefined);
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <ListToolbar title="Work Area Activity Log">
        <FilterSelect
          label="Work Area"
          allLabel="All work areas"
          value={filters.work_area_id}
          options={workAreas.data?.data.map((area) => ({ value: String(area.id), label: area.name }))}
          onChange={(value) => setParam('work_area_id', value)}
        />
        <DateRangeFilter from={filters.from} to={filters.to} onChange={setParam} />
      </ListToolbar>
      <DataTable
        label="Work area changes"
        columns={columns}
        {...pageQueryProps(log)}
        rowKey={(row) => row.id}
        page={page}
        perPage={PER_PAGE}
        onPageChange={setPage}
        emptyText={filtered ? 'No changes match these filters.' : 'No work area has been changed yet.'}
      />
    </Paper>
  );
}
