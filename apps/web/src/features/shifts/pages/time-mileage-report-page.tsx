import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { centsToDollarsText } from '@employee-portal/core/billing/money';
import type { DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useCsvExport } from '../../../components/data-table/use-list-params.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { exportTimeMileageCsv, useTimeMileageReport, type TimeMileageReport } from '../api/shift-reports.ts';
import { ReportRangeFields, useReportRange } from '../components/report-range.tsx';
import { ReportTable } from '../components/report-table.tsx';
import { formatMinutes, useTimeSettings } from '../shift-format.ts';

type PersonRow = TimeMileageReport['rows'][number];

const money = (cents: number) => `$${centsToDollarsText(cents)}`;

const columns: DataTableColumn<PersonRow>[] = [
  { key: 'name', header: 'Staff', render: (row) => row.full_name },
  { key: 'shifts', header: 'Shifts', render: (row) => row.shifts, align: 'right' },
  { key: 'worked', header: 'Worked', render: (row) => formatMinutes(row.worked_minutes), align: 'right' },
  { key: 'breaks', header: 'Breaks', render: (row) => formatMinutes(row.break_minutes), align: 'right' },
  { key: 'miles', header: 'Miles', render: (row) => row.miles, align: 'right' },
  { key: 'hourly', header: 'Hourly Pay', render: (row) => money(row.hourly_pay_cents), align: 'right' },
  { key: 'mileage', header: 'Mileage Pay', render: (row) => money(row.mileage_pay_cents), align: 'right' },
];

/** Spec /time_mileage_report: every member's hours and miles over a range, totals per person, CSV export. */
export default function TimeMileageReportPage() {
  const settings = useTimeSettings();
  const { range, error, setRange } = useReportRange(settings.timeZone);
  const report = useTimeMileageReport(range, error === null);
  const data = report.data;
  const totalsRow: PersonRow | undefined = data
    ? { ...data.totals, membership_id: 0, full_name: 'Total', status: 'active' }
    : undefined;

  const { exporting, download } = useCsvExport(() => exportTimeMileageCsv(range));

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Time & Mileage Report
        </Typography>
        <Button variant="outlined" onClick={() => void download()} loading={exporting} disabled={error !== null}>
          Export CSV
        </Button>
      </Box>
      <ReportRangeFields range={range} error={error} onChange={setRange} />
      <ReportTable
        label="Time and mileage per person"
        columns={columns}
        rows={data && totalsRow && data.rows.length > 0 ? [...data.rows, totalsRow] : data?.rows}
        rowKey={(row) => row.membership_id}
        loading={report.isPending && error === null}
        error={report.isError ? { text: serverMessage(report.error), retry: () => void report.refetch() } : null}
        emptyText="No shifts in this range."
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Hourly Pay is the time worked at each person's current hourly rate, straight time, and Mileage Pay the miles at
        their mileage rate. Pay slips add overtime, piece rates, commission, tips and adjustments.
      </Typography>
    </Paper>
  );
}
