import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import type { PayTotals, PersonSlipRow } from '@employee-portal/core/payroll/payroll-reports.responses';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { serverMessage } from '../../../lib/api-errors.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { downloadPaySlipPdf, usePayrollPerson } from '../api/payroll-reports.ts';
import { PAYROLL_NOTE, payColumns } from '../components/pay-columns.tsx';
import { cell, dayParam, type Line } from '../components/report-cells.tsx';

type Row = Line & Omit<PayTotals, 'periods'> & Partial<PersonSlipRow> & { period: string };

/** Spec /payroll_report/{id}/show/{date_from?}: one person's finalized slips over time, each with its PDF. */
export default function PayrollPersonPage() {
  const { id = '', date_from } = useParams();
  const membershipId = Number(id);
  const dateFormat = useDateFormat();
  const notify = useNotify();
  const report = usePayrollPerson(membershipId, { date_from: dayParam(date_from) });
  const answer = report.data;
  const day = (value: string) => formatCalendarDate(value, dateFormat);

  const pdf = async (row: Row) => {
    if (row.pay_slip_id === undefined || row.start_date === undefined) return;
    try {
      await downloadPaySlipPdf(row.pay_slip_id, row.start_date);
    } catch (error) {
      notify(serverMessage(error), 'error');
    }
  };
  const columns: DataTableColumn<Row>[] = [
    { key: 'period', header: 'Pay Period', render: cell((row) => row.period) },
    ...payColumns<Row>(),
    {
      key: 'pdf',
      header: 'Pay Slip',
      render: (row) =>
        row.summary ? null : (
          <Button size="small" onClick={() => void pdf(row)} aria-label={`Pay slip PDF for ${row.period}`}>
            PDF
          </Button>
        ),
    },
  ];
  const rows: Row[] | undefined = answer && [
    ...answer.slips.map((slip) => ({
      ...slip,
      key: String(slip.pay_slip_id),
      period: `${day(slip.start_date)} – ${day(slip.end_date)}`,
    })),
    ...(answer.slips.length > 0 ? [{ ...answer.totals, key: 'total', summary: true, period: 'Total' }] : []),
  ];

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Button component={RouterLink} to={pathTo('payroll_report')} sx={{ mb: 1 }}>
        Back to Payroll Report
      </Button>
      <Typography variant="h5" component="h1" gutterBottom>
        {answer ? `Payroll Report: ${answer.full_name}` : 'Payroll Report'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {answer && `${day(answer.date_from)} – ${day(answer.date_to)}. `}
        {PAYROLL_NOTE}
      </Typography>
      <DataTable
        label="Pay slips over time"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.key}
        page={1}
        perPage={Math.max(rows?.length ?? 0, 1)}
        total={rows?.length ?? 0}
        onPageChange={() => undefined}
        loading={report.isPending}
        error={report.isError ? { text: serverMessage(report.error), retry: () => void report.refetch() } : null}
        emptyText="No finalized pay slips for this person since this day."
      />
    </Paper>
  );
}
