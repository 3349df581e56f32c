import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { pathTo } from '@employee-portal/core/routes/route-table';
import type { ShiftRow } from '@employee-portal/core/shifts/shift.schema';
import type { DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { serverMessage } from '../../../lib/api-errors.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useHasPermission } from '../../../lib/session-store.ts';
import { useMyShiftReport, type MyShiftReport } from '../api/shift-reports.ts';
import { ReportCards } from '../components/report-cards.tsx';
import { ReportRangeFields, useReportRange } from '../components/report-range.tsx';
import { ReportTable } from '../components/report-table.tsx';
import { formatMinutes, formatShiftTime, useTimeSettings, type TimeSettings } from '../shift-format.ts';

type Totals = MyShiftReport['totals'];
type DayRow = MyShiftReport['days'][number];
type WeekRow = MyShiftReport['weeks'][number];

const totalsColumns = <Row extends Totals>(): DataTableColumn<Row>[] => [
  { key: 'shifts', header: 'Shifts', render: (row) => row.shifts, align: 'right' },
  { key: 'worked', header: 'Worked', render: (row) => formatMinutes(row.worked_minutes), align: 'right' },
  { key: 'breaks', header: 'Breaks', render: (row) => formatMinutes(row.break_minutes), align: 'right' },
  { key: 'miles', header: 'Miles', render: (row) => row.miles, align: 'right' },
];

const shiftColumns = (settings: TimeSettings, canOpen: boolean): DataTableColumn<ShiftRow>[] => [
  {
    key: 'day',
    header: 'Day',
    render: (row) =>
      canOpen ? (
        <Link component={RouterLink} to={pathTo('shift', { id: row.id })}>
          {formatCalendarDate(row.day, settings.dateFormat)}
        </Link>
      ) : (
        formatCalendarDate(row.day, settings.dateFormat)
      ),
  },
  { key: 'start', header: 'Start', render: (row) => formatShiftTime(row.started_at, settings) },
  { key: 'end', header: 'End', render: (row) => (row.ended_at ? formatShiftTime(row.ended_at, settings) : 'Running') },
  { key: 'breaks', header: 'Breaks', render: (row) => formatMinutes(row.break_minutes), align: 'right' },
  { key: 'worked', header: 'Worked', render: (row) => formatMinutes(row.worked_minutes), align: 'right' },
  { key: 'miles', header: 'Miles', render: (row) => row.miles, align: 'right' },
];

/** Spec /my_shift_report: the signed-in member's own hours, breaks and miles by day and by week. */
export default function MyShiftReportPage() {
  const settings = useTimeSettings();
  // A field tech reads this on a phone: there, rows become cards, so no column is cut off.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const Report = phone ? ReportCards : ReportTable;
  const canOpen = useHasPermission('shifts');
  const { range, error, setRange } = useReportRange(settings.timeZone);
  const report = useMyShiftReport(range, error === null);
  const failure = report.isError ? { text: serverMessage(report.error), retry: () => void report.refetch() } : null;
  const loading = report.isPending && error === null;
  const data = report.data;
  // A totals row only under rows it sums: an empty range shows the empty text instead.
  const totalsRow =
    data && data.shifts.length > 0 ? { ...data.totals, week: 'Total', start: '', end: '', date: 'Total' } : undefined;

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1">
        My Shift Report
      </Typography>
      <ReportRangeFields range={range} error={error} onChange={setRange} />
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        By Week
      </Typography>
      <Report<WeekRow>
        label="Totals by week"
        columns={[
          {
            key: 'week',
            header: 'Week',
            render: (row) =>
              row.start
                ? `${formatCalendarDate(row.start, settings.dateFormat)} – ${formatCalendarDate(row.end, settings.dateFormat)}`
                : row.week,
          },
          ...totalsColumns<WeekRow>(),
        ]}
        rows={data ? [...data.weeks, ...(totalsRow ? [totalsRow] : [])] : undefined}
        rowKey={(row) => row.week}
        loading={loading}
        error={failure}
        emptyText="No shifts in this range."
      />
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        By Day
      </Typography>
      <Report<DayRow>
        label="Totals by day"
        columns={[
          {
            key: 'date',
            header: 'Day',
            render: (row) => (row.date === 'Total' ? 'Total' : formatCalendarDate(row.date, settings.dateFormat)),
          },
          ...totalsColumns<DayRow>(),
        ]}
        rows={data ? [...data.days, ...(totalsRow ? [totalsRow] : [])] : undefined}
        rowKey={(row) => row.date}
        loading={loading}
        error={failure}
        emptyText="No shifts in this range."
      />
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Shifts
      </Typography>
      <Report
        label="Shifts"
        columns={shiftColumns(settings, canOpen)}
        rows={data?.shifts}
        rowKey={(row) => row.id}
        loading={loading}
        error={failure}
        emptyText="No shifts in this range."
      />
    </Paper>
  );
}
