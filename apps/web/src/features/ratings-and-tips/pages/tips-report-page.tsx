import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import {
  tipsReportSorts,
  type TechTips,
  type TipsReportQuery,
} from '@employee-portal/core/billing/ratings-and-tips.schema';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { FilterSelect, optionsFrom } from '../../../components/data-table/filter-select.tsx';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { DateRangeFilter } from '../../../components/data-table/date-range-filter.tsx';
import { pageQueryProps } from '../../../components/data-table/page-query-props.ts';
import { useCsvExport, useListParams } from '../../../components/data-table/use-list-params.ts';
import { exportTipsCsv, useTipsReport } from '../api/ratings-and-tips.ts';
import { techOptions, techReportFilters } from '../report-filters.ts';

const PER_PAGE = 25;
type Sort = (typeof tipsReportSorts)[number];
const SORT_LABELS: Record<Sort, string> = {
  '-total_cents': 'Most tipped first',
  total_cents: 'Least tipped first',
  tech_name: 'Tech (A–Z)',
  '-tech_name': 'Tech (Z–A)',
};

const COLUMNS: DataTableColumn<TechTips>[] = [
  { key: 'tech', header: 'Tech', render: (row) => row.tech_name },
  { key: 'count', header: 'Tips', align: 'right', render: (row) => row.tips_count },
  { key: 'total', header: 'Total', align: 'right', render: (row) => formatCents(row.total_cents) },
  { key: 'once', header: 'Once', align: 'right', render: (row) => formatCents(row.once_cents) },
  { key: 'recurring', header: 'Every Visit', align: 'right', render: (row) => formatCents(row.recurring_cents) },
  { key: 'invoiced', header: 'Invoiced', align: 'right', render: (row) => formatCents(row.invoiced_cents) },
  { key: 'uninvoiced', header: 'Not Invoiced', align: 'right', render: (row) => formatCents(row.uninvoiced_cents) },
];

/** Spec /tips_report: tips by tech and period, once or every visit, invoiced or waiting for the next invoice. */
export default function TipsReportPage() {
  const { params, page, setParam, setPage } = useListParams();
  const { filters, usable, filtered } = techReportFilters(params, tipsReportSorts, '-total_cents');
  const query: TipsReportQuery = { ...usable, page, per_page: PER_PAGE };
  const report = useTipsReport(query);
  const { exporting, download } = useCsvExport(() => exportTipsCsv(usable));
  const totals = report.data?.totals;

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <ListToolbar
        title="Tips Report"
        actions={
          <Button variant="outlined" onClick={() => void download()} loading={exporting}>
            Export CSV
          </Button>
        }
      >
        <DateRangeFilter
          from={filters.date_from}
          to={filters.date_to}
          onChange={(bound, day) => setParam(bound === 'from' ? 'date_from' : 'date_to', day)}
        />
        <FilterSelect
          label="Tech"
          allLabel="All techs"
          value={filters.tech_user_id}
          options={techOptions(report.data?.data)}
          onChange={(value) => setParam('tech_user_id', value)}
        />
        <FilterSelect
          label="Sort by"
          defaultValue="-total_cents"
          value={filters.sort}
          options={optionsFrom(tipsReportSorts, SORT_LABELS)}
          onChange={(value) => setParam('sort', value)}
        />
      </ListToolbar>
      {totals && (
        <Typography sx={{ mb: 1 }}>
          {totals.tips_count} tips · total {formatCents(totals.total_cents)} · once {formatCents(totals.once_cents)} ·
          every visit {formatCents(totals.recurring_cents)} · invoiced {formatCents(totals.invoiced_cents)} · not
          invoiced {formatCents(totals.uninvoiced_cents)}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Each total splits two ways: Once + Every Visit, and Invoiced + Not Invoiced.
      </Typography>
      <DataTable
        label="Tips by tech"
        columns={COLUMNS}
        {...pageQueryProps(report)}
        rowKey={(row) => row.tech_user_id ?? 0}
        page={page}
        perPage={PER_PAGE}
        onPageChange={setPage}
        emptyText={filtered ? 'No tips match these filters.' : 'No tips yet.'}
      />
    </Paper>
  );
}
