import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import {
  completedJobsGroupingLabels,
  completedJobsGroupings,
  type CompletedJobsGrouping,
  type CompletedJobsRow,
} from '@employee-portal/core/jobs/completed-jobs-report.schema';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { pageQueryProps } from '../../../components/data-table/page-query-props.ts';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { DateRangeFilter, dateRangeError } from '../../../components/data-table/date-range-filter.tsx';
import { FilterSelect, optionsFrom } from '../../../components/data-table/filter-select.tsx';
import { useCsvExport, useListParams } from '../../../components/data-table/use-list-params.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import { exportCompletedJobsCsv, useCompletedJobsReport, type CompletedJobsFilters } from '../api/completed-jobs.ts';

const PER_PAGE = 25;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function filtersFrom(params: URLSearchParams): CompletedJobsFilters {
  const groupBy = params.get('group_by');
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) ? value : undefined;
  };
  return {
    from: day('from'),
    to: day('to'),
    group_by: (completedJobsGroupings as readonly string[]).includes(groupBy ?? '')
      ? (groupBy as CompletedJobsGrouping)
      : 'tech',
  };
}

/** Spec /completed_jobs_report: completed visits of a period by tech, client or work area, with revenue and CSV. */
export default function CompletedJobsReportPage() {
  const { params, page, setParam, setPage } = useListParams();
  const dateFormat = useDateFormat();
  const filters = filtersFrom(params);
  // A backwards range is marked under To and not asked for: the list keeps its From bound only.
  const asked = dateRangeError(filters.from, filters.to) ? { ...filters, to: undefined } : filters;
  const report = useCompletedJobsReport({ ...asked, page, per_page: PER_PAGE });
  const { exporting, download } = useCsvExport(() => exportCompletedJobsCsv(filters));
  const answer = report.data;
  const columns: DataTableColumn<CompletedJobsRow>[] = [
    { key: 'name', header: completedJobsGroupingLabels[filters.group_by], render: (row) => row.name },
    { key: 'jobs', header: 'Completed Jobs', align: 'right', render: (row) => row.jobs },
    { key: 'revenue', header: 'Revenue', align: 'right', render: (row) => formatCents(row.revenue_cents) },
  ];

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <ListToolbar
        title="Completed Jobs Report"
        actions={
          <Button variant="outlined" onClick={() => void download()} loading={exporting}>
            Export CSV
          </Button>
        }
      >
        <DateRangeFilter from={filters.from ?? answer?.from} to={filters.to ?? answer?.to} onChange={setParam} />
        <FilterSelect
          label="Group By"
          defaultValue="tech"
          value={filters.group_by}
          options={optionsFrom(completedJobsGroupings, completedJobsGroupingLabels)}
          onChange={(value) => setParam('group_by', value)}
        />
      </ListToolbar>
      {answer && (
        <Box
          component="dl"
          aria-label="Totals"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0, mb: 2, '& dd': { m: 0, fontWeight: 600 } }}
        >
          <Box>
            <Typography component="dt" variant="body2" color="text.secondary">
              Period
            </Typography>
            <dd>
              {formatCalendarDate(answer.from, dateFormat)} – {formatCalendarDate(answer.to, dateFormat)}
            </dd>
          </Box>
          <Box>
            <Typography component="dt" variant="body2" color="text.secondary">
              Completed Jobs
            </Typography>
            <dd>{answer.totals.jobs}</dd>
          </Box>
          <Box>
            <Typography component="dt" variant="body2" color="text.secondary">
              Visit Revenue
            </Typography>
            <dd>{formatCents(answer.totals.revenue_cents)}</dd>
          </Box>
        </Box>
      )}
      <DataTable
        label="Completed jobs"
        columns={columns}
        {...pageQueryProps(report)}
        rowKey={(row) => row.key}
        page={page}
        perPage={PER_PAGE}
        onPageChange={setPage}
        emptyText="No jobs were completed in this period."
      />
    </Paper>
  );
}
