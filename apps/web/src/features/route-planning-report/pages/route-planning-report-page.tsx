import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  hoursAndMinutes,
  plannedMiles,
  routePlanningReportSorts,
  type RoutePlanningReportSort,
  type RoutePlanningRow,
  type RoutePlanningTotals,
} from '@employee-portal/core/routing/route-planning-report.schema';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { pageQueryProps } from '../../../components/data-table/page-query-props.ts';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { DateRangeFilter, dateRangeError } from '../../../components/data-table/date-range-filter.tsx';
import { FilterSelect } from '../../../components/data-table/filter-select.tsx';
import { positiveIntParam, useCsvExport, useListParams } from '../../../components/data-table/use-list-params.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import {
  exportRoutePlanningCsv,
  useRoutePlanningReport,
  type RoutePlanningFilters,
} from '../api/route-planning-report.ts';

const PER_PAGE = 25;
const DEFAULT_SORT: RoutePlanningReportSort = '-date';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function filtersFrom(params: URLSearchParams): RoutePlanningFilters {
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) ? value : undefined;
  };
  const sort = params.get('sort');
  return {
    date_from: day('date_from'),
    date_to: day('date_to'),
    user_id: positiveIntParam(params.get('user_id')),
    sort: routePlanningReportSorts.find((known) => known === sort) ?? DEFAULT_SORT,
  };
}

const miles = (meters: number) => plannedMiles(meters).toFixed(1);
const signed = (value: number) => (value > 0 ? `+${value.toFixed(1)}` : value < 0 ? `−${(-value).toFixed(1)}` : '0.0');
const NONE = '—';
/** Dates and time spans read as one piece: they do not break across lines. */
const unbroken = (text: ReactNode) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    {text}
  </Box>
);

function shiftTimes(row: RoutePlanningRow) {
  if (!row.shift_start) return NONE;
  return `${row.shift_start}–${row.shift_end ?? 'running'}`;
}

const columns: DataTableColumn<RoutePlanningRow & { dateText: string }>[] = [
  { key: 'date', header: 'Date', sortKey: 'date', render: (row) => unbroken(row.dateText) },
  { key: 'tech', header: 'Tech', sortKey: 'tech', render: (row) => row.tech_name },
  { key: 'stops', header: 'Planned Stops', align: 'right', render: (row) => row.planned_stops },
  {
    key: 'distance',
    header: 'Planned Distance (mi)',
    align: 'right',
    sortKey: 'planned_distance',
    render: (row) => miles(row.planned_distance_m),
  },
  {
    key: 'drive',
    header: 'Planned Drive Time',
    align: 'right',
    render: (row) => hoursAndMinutes(row.planned_drive_s / 60),
  },
  { key: 'completed', header: 'Completed', align: 'right', render: (row) => row.completed },
  { key: 'skipped', header: 'Skipped/Missed', align: 'right', render: (row) => `${row.skipped}/${row.missed}` },
  { key: 'shift', header: 'Shift Start–End', render: (row) => unbroken(shiftTimes(row)) },
  {
    key: 'worked',
    header: 'Worked Time',
    align: 'right',
    render: (row) => (row.shifts ? hoursAndMinutes(row.worked_minutes) : NONE),
  },
  { key: 'shift_miles', header: 'Shift Miles', align: 'right', render: (row) => row.shift_miles ?? NONE },
  {
    key: 'difference',
    header: 'Difference (mi)',
    align: 'right',
    render: (row) => (row.difference_miles === null ? NONE : signed(row.difference_miles)),
  },
];

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <dd>{children}</dd>
    </Box>
  );
}

/** The range's totals: every row of the filter, not just this page. */
function Totals({ totals, period }: { totals: RoutePlanningTotals; period: string }) {
  return (
    <Box
      component="dl"
      aria-label="Totals"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0, mb: 2, '& dd': { m: 0, fontWeight: 600 } }}
    >
      <Fact term="Period">{period}</Fact>
      <Fact term="Tech Days">{totals.days}</Fact>
      <Fact term="Planned Stops">{totals.planned_stops}</Fact>
      <Fact term="Planned Distance">{miles(totals.planned_distance_m)} mi</Fact>
      <Fact term="Planned Drive Time">{hoursAndMinutes(totals.planned_drive_s / 60)}</Fact>
      <Fact term="Completed">{totals.completed}</Fact>
      <Fact term="Skipped/Missed">
        {totals.skipped}/{totals.missed}
      </Fact>
      <Fact term="Worked Time">{hoursAndMinutes(totals.worked_minutes)}</Fact>
      <Fact term="Shift Miles">{totals.shift_miles} mi</Fact>
      <Fact term="Difference">{signed(totals.difference_miles)} mi</Fact>
    </Box>
  );
}

/**
 * Spec /route_planning_report: per tech and day, the planned route (stops, distance and drive time in route order)
 * against what happened (jobs completed, skipped or missed; the shift's times and miles), with totals and CSV.
 */
export default function RoutePlanningReportPage() {
  const { params, page, setParam, setPage } = useListParams();
  const dateFormat = useDateFormat();
  const filters = filtersFrom(params);
  // A backwards range is marked under To and not asked for: the report keeps its From bound only.
  const asked = dateRangeError(filters.date_from, filters.date_to) ? { ...filters, date_to: undefined } : filters;
  const report = useRoutePlanningReport({ ...asked, page, per_page: PER_PAGE });
  const { exporting, download } = useCsvExport(() => exportRoutePlanningCsv(asked));
  const answer = report.data;
  const listed = pageQueryProps(report);
  const rows = listed.rows?.map((row) => ({ ...row, dateText: formatCalendarDate(row.date, dateFormat) }));

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <ListToolbar
        title="Route Planning Report"
        actions={
          <Button variant="outlined" onClick={() => void download()} loading={exporting}>
            Download CSV
          </Button>
        }
      >
        <DateRangeFilter
          from={filters.date_from ?? answer?.date_from}
          to={filters.date_to ?? answer?.date_to}
          onChange={(bound, day) => setParam(bound === 'from' ? 'date_from' : 'date_to', day)}
        />
        <FilterSelect
          label="Tech"
          allLabel="All techs"
          value={filters.user_id}
          options={answer?.techs.map((tech) => ({ value: String(tech.id), label: tech.name }))}
          onChange={(value) => setParam('user_id', value)}
        />
      </ListToolbar>
      {answer && !report.isError && (
        <>
          <Totals
            totals={answer.totals}
            period={`${formatCalendarDate(answer.date_from, dateFormat)} – ${formatCalendarDate(answer.date_to, dateFormat)}`}
          />
          {answer.distance_source === 'straight_line' && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Planned distances are straight-line estimates with the road factor from the scheduler settings.
            </Typography>
          )}
        </>
      )}
      <DataTable
        label="Route planning by tech and day"
        columns={columns}
        {...listed}
        rows={rows}
        rowKey={(row) => `${row.date}|${row.user_id}`}
        page={page}
        perPage={PER_PAGE}
        onPageChange={setPage}
        sort={filters.sort}
        onSortChange={(next) => setParam('sort', next === DEFAULT_SORT ? undefined : next)}
        emptyText="No routes or shifts in this period."
      />
    </Paper>
  );
}
