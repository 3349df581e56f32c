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
function shiftTimes(row: RoutePlanningRow) {
  if (!row.shift_start) return NONE;
  return `${row.shift_start}–${row.shift_end ?? 'running'}`;
}

/** A table line, a tech-day or the totals of the whole range, as it reads. */
interface Line {
  key: string;
  total: boolean;
  date: string;
  tech: string;
  stops: number;
  distance: string;
  drive: string;
  completed: number;
  skippedMissed: string;
  shift: string;
  worked: string;
  shiftMiles: string | number;
  difference: string;
}

function lineOf(row: RoutePlanningRow, dateFormat: string | null | undefined): Line {
  return {
    key: `${row.date}|${row.user_id}`,
    total: false,
    date: formatCalendarDate(row.date, dateFormat),
    tech: row.tech_name,
    stops: row.planned_stops,
    distance: miles(row.planned_distance_m),
    drive: hoursAndMinutes(row.planned_drive_s / 60),
    completed: row.completed,
    skippedMissed: `${row.skipped}/${row.missed}`,
    shift: shiftTimes(row),
    worked: row.shifts ? hoursAndMinutes(row.worked_minutes) : NONE,
    shiftMiles: row.shift_miles ?? NONE,
    difference: row.difference_miles === null ? NONE : signed(row.difference_miles),
  };
}

/** The totals of every row of the filter, not just this page's. */
const totalLine = (totals: RoutePlanningTotals): Line => ({
  key: 'total',
  total: true,
  date: 'Total',
  tech: `${totals.days} tech ${totals.days === 1 ? 'day' : 'days'}`,
  stops: totals.planned_stops,
  distance: miles(totals.planned_distance_m),
  drive: hoursAndMinutes(totals.planned_drive_s / 60),
  completed: totals.completed,
  skippedMissed: `${totals.skipped}/${totals.missed}`,
  shift: '',
  worked: hoursAndMinutes(totals.worked_minutes),
  shiftMiles: totals.shift_miles,
  difference: signed(totals.difference_miles),
});

/** A cell's text: the totals line in bold; dates and time spans kept to one line. */
const cell = (pick: (line: Line) => ReactNode, options: { nowrap?: boolean } = {}) =>
  function Cell(line: Line) {
    const value = pick(line);
    const text = options.nowrap ? (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {value}
      </Box>
    ) : (
      value
    );
    return line.total ? <strong>{text}</strong> : text;
  };

const columns: DataTableColumn<Line>[] = [
  { key: 'date', header: 'Date', sortKey: 'date', render: cell((line) => line.date, { nowrap: true }) },
  { key: 'tech', header: 'Tech', sortKey: 'tech', render: cell((line) => line.tech) },
  { key: 'stops', header: 'Planned Stops', align: 'right', render: cell((line) => line.stops) },
  {
    key: 'distance',
    header: 'Planned Distance (mi)',
    align: 'right',
    sortKey: 'planned_distance',
    render: cell((line) => line.distance),
  },
  { key: 'drive', header: 'Planned Drive Time', align: 'right', render: cell((line) => line.drive) },
  { key: 'completed', header: 'Completed', align: 'right', render: cell((line) => line.completed) },
  { key: 'skipped', header: 'Skipped/Missed', align: 'right', render: cell((line) => line.skippedMissed) },
  { key: 'shift', header: 'Shift Start–End', render: cell((line) => line.shift, { nowrap: true }) },
  { key: 'worked', header: 'Worked Time', align: 'right', render: cell((line) => line.worked) },
  { key: 'shift_miles', header: 'Shift Miles', align: 'right', render: cell((line) => line.shiftMiles) },
  { key: 'difference', header: 'Difference (mi)', align: 'right', render: cell((line) => line.difference) },
];

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
  const lines = answer &&
    listed.rows && [
      ...listed.rows.map((row) => lineOf(row, dateFormat)),
      ...(listed.rows.length > 0 ? [totalLine(answer.totals)] : []),
    ];

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
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {formatCalendarDate(answer.date_from, dateFormat)} – {formatCalendarDate(answer.date_to, dateFormat)}. The
          Total line covers every page.
          {answer.distance_source === 'straight_line' &&
            ' Planned distances are straight-line estimates with the road factor from the scheduler settings.'}
        </Typography>
      )}
      <DataTable
        label="Route planning by tech and day"
        columns={columns}
        stickyColumns={2}
        {...listed}
        rows={lines}
        rowKey={(line) => line.key}
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
