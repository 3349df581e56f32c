import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router';
import type { ProductivityFigures } from '@employee-portal/core/payroll/payroll-reports.responses';
import {
  productivityReportSorts,
  type ProductivityReportSort,
} from '@employee-portal/core/payroll/payroll-reports.schema';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { DateRangeFilter, dateRangeError } from '../../../components/data-table/date-range-filter.tsx';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { RangeNote } from '../components/range-note.tsx';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useProductivityReport } from '../api/payroll-reports.ts';
import { cell, dayParam, PRODUCTIVITY_NOTE, productivityColumns, type Line } from '../components/report-cells.tsx';

type Row = Line & ProductivityFigures & { membership_id?: number; full_name: string };
const PER_PAGE = 25;

/** Spec /productivity_report (issue 18 item 5): per tech, jobs and revenue per hour, payroll share, minutes and miles. */
export default function ProductivityReportPage() {
  const { params, setParam, page, setPage } = useListParams();
  const date_from = dayParam(params.get('date_from'));
  const date_to = dayParam(params.get('date_to'));
  const sort = productivityReportSorts.find((value) => value === params.get('sort')) ?? 'name';
  const range = dateRangeError(date_from, date_to) ? { date_from } : { date_from, date_to };
  const report = useProductivityReport({ ...range, sort, page, per_page: PER_PAGE });
  const answer = report.data;

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'name',
      header: 'Tech',
      sortKey: 'name',
      render: cell((row) =>
        row.membership_id === undefined ? (
          row.full_name
        ) : (
          <Link
            component={RouterLink}
            to={pathTo('productivity_report_show', { id: row.membership_id, date_from: answer?.date_from })}
          >
            {row.full_name}
          </Link>
        ),
      ),
    },
    ...productivityColumns<Row>(),
  ];
  const rows: Row[] | undefined = answer && [
    ...answer.data.map((row) => ({ ...row, key: String(row.membership_id) })),
    ...(answer.data.length > 0 ? [{ ...answer.totals, key: 'total', summary: true, full_name: 'Total' }] : []),
  ];

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <ListToolbar title="Productivity Report">
        <DateRangeFilter
          from={date_from ?? answer?.date_from}
          to={date_to ?? answer?.date_to}
          onChange={(bound, day) => setParam(bound === 'from' ? 'date_from' : 'date_to', day)}
        />
      </ListToolbar>
      <RangeNote range={answer} note={PRODUCTIVITY_NOTE} />
      <DataTable
        label="Productivity per tech"
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
        onSortChange={(next) => setParam('sort', next as ProductivityReportSort)}
      />
    </Paper>
  );
}
