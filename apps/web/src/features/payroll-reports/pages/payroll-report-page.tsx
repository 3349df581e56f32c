import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router';
import type { PayrollReportRow, PayTotals } from '@employee-portal/core/payroll/payroll-reports.responses';
import { payrollReportSorts, type PayrollReportSort } from '@employee-portal/core/payroll/payroll-reports.schema';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { DateRangeFilter, dateRangeError } from '../../../components/data-table/date-range-filter.tsx';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { useCsvExport, useListParams } from '../../../components/data-table/use-list-params.ts';
import { RangeNote } from '../components/range-note.tsx';
import { serverMessage } from '../../../lib/api-errors.ts';
import { exportPayrollReportCsv, usePayrollReport } from '../api/payroll-reports.ts';
import { PAYROLL_NOTE, payColumns } from '../components/pay-columns.tsx';
import { cell, dayParam, type Line } from '../components/report-cells.tsx';

type Row = Line & PayTotals & { membership_id?: number; full_name: string };
const PER_PAGE = 25;

/** Spec /payroll_report (issue 18 item 5): totals per staff member over finalized pay runs, with a total line. */
export default function PayrollReportPage() {
  const { params, setParam, page, setPage } = useListParams();
  const date_from = dayParam(params.get('date_from'));
  const date_to = dayParam(params.get('date_to'));
  const sort = payrollReportSorts.find((value) => value === params.get('sort')) ?? 'name';
  const range = dateRangeError(date_from, date_to) ? { date_from } : { date_from, date_to };
  const report = usePayrollReport({ ...range, sort, page, per_page: PER_PAGE });
  const { exporting, download } = useCsvExport(() => exportPayrollReportCsv({ ...range, sort }));
  const answer = report.data;
  const firstDay = answer?.date_from;

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'name',
      header: 'Staff Member',
      sortKey: 'name',
      render: cell((row) =>
        row.membership_id === undefined ? (
          row.full_name
        ) : (
          <Link
            component={RouterLink}
            to={pathTo('payroll_report_show', { id: row.membership_id, date_from: firstDay })}
          >
            {row.full_name}
          </Link>
        ),
      ),
    },
    { key: 'periods', header: 'Periods', align: 'right', sortKey: 'periods', render: cell((row) => row.periods) },
    ...payColumns<Row>(),
  ];
  const rows: Row[] | undefined = answer && [
    ...answer.data.map((row: PayrollReportRow) => ({ ...row, key: String(row.membership_id) })),
    ...(answer.data.length > 0 ? [{ ...answer.totals, key: 'total', summary: true, full_name: 'Total' }] : []),
  ];

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <ListToolbar
        title="Payroll Report"
        actions={
          <Button variant="outlined" onClick={() => void download()} loading={exporting}>
            Export CSV
          </Button>
        }
      >
        <DateRangeFilter
          from={date_from ?? answer?.date_from}
          to={date_to ?? answer?.date_to}
          onChange={(bound, day) => setParam(bound === 'from' ? 'date_from' : 'date_to', day)}
        />
      </ListToolbar>
      <RangeNote range={answer} note={PAYROLL_NOTE} />
      <DataTable
        label="Pay per staff member"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.key}
        page={page}
        perPage={PER_PAGE}
        total={answer?.meta.total ?? 0}
        onPageChange={setPage}
        loading={report.isPending}
        error={report.isError ? { text: serverMessage(report.error), retry: () => void report.refetch() } : null}
        emptyText="No finalized pay slips in this range."
        sort={sort}
        onSortChange={(next) => setParam('sort', next as PayrollReportSort)}
      />
    </Paper>
  );
}
