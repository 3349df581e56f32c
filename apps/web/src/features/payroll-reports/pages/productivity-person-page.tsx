import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import type { ProductivityFigures } from '@employee-portal/core/payroll/payroll-reports.responses';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { serverMessage } from '../../../lib/api-errors.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import { useProductivityPerson } from '../api/payroll-reports.ts';
import { cell, dayParam, PRODUCTIVITY_NOTE, productivityColumns, type Line } from '../components/report-cells.tsx';

type Row = Line & ProductivityFigures & { period: string };

/** Spec /productivity_report/{id}/show/{date_from?}: one tech's figures per pay period, oldest first (the trend). */
export default function ProductivityPersonPage() {
  const { id = '', date_from } = useParams();
  const dateFormat = useDateFormat();
  const report = useProductivityPerson(Number(id), { date_from: dayParam(date_from) });
  const answer = report.data;
  const day = (value: string) => formatCalendarDate(value, dateFormat);

  const columns: DataTableColumn<Row>[] = [
    { key: 'period', header: 'Pay Period', render: cell((row) => row.period) },
    // Sorting is by period here: the header sort keys of the shared columns do not apply.
    ...productivityColumns<Row>().map(({ sortKey: _sortKey, ...column }) => column),
  ];
  const rows: Row[] | undefined = answer && [
    ...answer.periods.map((period) => ({
      ...period,
      key: period.start_date,
      period: `${day(period.start_date)} – ${day(period.end_date)}`,
    })),
    ...(answer.periods.length > 0 ? [{ ...answer.totals, key: 'total', summary: true, period: 'Total' }] : []),
  ];

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Button component={RouterLink} to={pathTo('productivity_report')} sx={{ mb: 1 }}>
        Back to Productivity Report
      </Button>
      <Typography variant="h5" component="h1" gutterBottom>
        {answer ? `Productivity Report: ${answer.full_name}` : 'Productivity Report'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {answer && `${day(answer.date_from)} – ${day(answer.date_to)}. `}
        {PRODUCTIVITY_NOTE}
      </Typography>
      <DataTable
        label="Productivity per pay period"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.key}
        page={1}
        perPage={Math.max(rows?.length ?? 0, 1)}
        total={rows?.length ?? 0}
        onPageChange={() => undefined}
        loading={report.isPending}
        error={report.isError ? { text: serverMessage(report.error), retry: () => void report.refetch() } : null}
        emptyText="No finalized pay slips for this tech since this day."
      />
    </Paper>
  );
}
