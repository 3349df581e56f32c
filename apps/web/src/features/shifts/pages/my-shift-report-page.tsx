import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
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
import { ReportRangeFields, reportRangeError, useAskedRange } from '../components/report-range.tsx';
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

/**
 * A week as its row names it: Monday to Sunday, "so far" while it is still going, and only the days counted, marked
 * partial, when the range leaves some of its past days out.
 */
function weekLabel(week: WeekRow, dateFormat: TimeSettings['dateFormat']) {
  const day = (value: string) => formatCalendarDate(value, dateFormat);
  if (week.partial) return `${day(week.counted_from)} – ${day(week.counted_to)} (partial week)`;
  return `${day(week.start)} – ${day(week.end)}${week.counted_to < week.end ? ' (so far)' : ''}`;
}

/** Spec /my_shift_report: the signed-in member's own hours, breaks and miles by day and by week. */
export default function MyShiftReportPage() {
  const settings = useTimeSettings();
  // A field tech reads this on a phone: there, rows become cards, so no column is cut off.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const Report = phone ? ReportCards : ReportTable;
  const canOpen = useHasPermission('shifts');
  const { asked, setRange } = useAskedRange();
  const error = reportRangeError(asked);
  const report = useMyShiftReport(asked, error === null);
  const failure = report.isError ? { text: serverMessage(report.error), retry: () => void report.refetch() } : null;
  const loading = report.isPending && error === null;
  const data = report.data;
  const range = { date_from: asked.date_from ?? data?.date_from ?? '', date_to: asked.date_to ?? data?.date_to ?? '' };
  const weeks = data?.weeks ?? [];
  const partial = weeks.some((week) => week.partial);
  // A totals row only under rows it sums: an empty range shows the empty text instead.
  const totalsRow =
    data && data.shifts.length > 0
      ? {
          ...data.totals,
          week: 'Total',
          start: '',
          end: '',
          counted_from: '',
          counted_to: '',
          partial: false,
          date: 'Total',
        }
      : undefined;

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1">
        My Shift Report
      </Typography>
      <ReportRangeFields range={range} error={error} onChange={setRange} />
      {!asked.date_from && !asked.date_to && (
        <Typography variant="body2" color="text.secondary">
          Whole weeks, Monday to Sunday, from the start of the last pay period to today.
        </Typography>
      )}
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        By Week
      </Typography>
      {partial && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          A partial week counts only its days inside the range, so its hours are not the whole week&apos;s.{' '}
          <Button size="small" onClick={() => setRange({ date_from: weeks[0]!.start, date_to: weeks.at(-1)!.end })}>
            Show whole weeks
          </Button>
        </Typography>
      )}
      <Report<WeekRow>
        label="Totals by week"
        columns={[
          {
            key: 'week',
            header: 'Week',
            render: (row) => (row.start ? weekLabel(row, settings.dateFormat) : row.week),
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
