import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  ratingsReportSorts,
  type RatingsReportQuery,
  type RatingsReportResponse,
} from '@employee-portal/core/billing/ratings-and-tips.schema';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { FilterSelect, optionsFrom } from '../../../components/data-table/filter-select.tsx';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { DateRangeFilter } from '../../../components/data-table/date-range-filter.tsx';
import { pageQueryProps } from '../../../components/data-table/page-query-props.ts';
import { useCsvExport, useListParams } from '../../../components/data-table/use-list-params.ts';
import { type DateFormatters, formatCalendarDate, useDateFormatters } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import { exportRatingsCsv, useRatingsReport } from '../api/ratings-and-tips.ts';
import { techOptions, techReportFilters } from '../report-filters.ts';
import { TableScrollArea } from '../../../components/data-table/table-scroll-area.tsx';

const PER_PAGE = 25;
type Sort = (typeof ratingsReportSorts)[number];
const SORT_LABELS: Record<Sort, string> = {
  '-created_at': 'Newest first',
  created_at: 'Oldest first',
  '-stars': 'Most stars first',
  stars: 'Fewest stars first',
};
type Comment = RatingsReportResponse['data'][number];

const stars = (count: number) => `${'★'.repeat(count)}${'☆'.repeat(5 - count)}`;

const columnsFor = ({ formatDateTime }: DateFormatters, dateFormat: string | null): DataTableColumn<Comment>[] => [
  { key: 'created_at', header: 'Rated', render: (row) => formatDateTime(row.created_at) },
  { key: 'visit', header: 'Visit', render: (row) => formatCalendarDate(row.service_date, dateFormat) },
  { key: 'client', header: 'Client', render: (row) => row.client_name },
  { key: 'tech', header: 'Tech', render: (row) => row.tech_name },
  {
    key: 'stars',
    header: 'Stars',
    render: (row) => <span aria-label={`${row.stars} stars`}>{stars(row.stars)}</span>,
  },
  { key: 'comment', header: 'Comment', render: (row) => row.comment ?? '' },
];

/** Spec /ratings_and_comments_report: ratings by tech and period, with every comment. */
export default function RatingsAndCommentsReportPage() {
  const { params, page, setParam, setPage } = useListParams();
  const dateFormatters = useDateFormatters();
  const dateFormat = useDateFormat();
  const { filters, usable, filtered } = techReportFilters(params, ratingsReportSorts, '-created_at');
  const query: RatingsReportQuery = { ...usable, page, per_page: PER_PAGE };
  const report = useRatingsReport(query);
  const { exporting, download } = useCsvExport(() => exportRatingsCsv(usable));
  const totals = report.data?.totals;

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <ListToolbar
        title="Ratings and Comments Report"
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
          options={techOptions(report.data?.by_tech)}
          onChange={(value) => setParam('tech_user_id', value)}
        />
        <FilterSelect
          label="Sort by"
          defaultValue="-created_at"
          value={filters.sort}
          options={optionsFrom(ratingsReportSorts, SORT_LABELS)}
          onChange={(value) => setParam('sort', value)}
        />
      </ListToolbar>
      {totals && (
        <Typography sx={{ mb: 1 }}>
          {totals.ratings_count} ratings · average{' '}
          {totals.average_stars === null ? 'none' : `${totals.average_stars.toFixed(2)} stars`}
        </Typography>
      )}
      {report.data && report.data.by_tech.length > 0 && (
        <TableScrollArea label="Ratings by tech" sx={{ mb: 2 }}>
          <Table size="small" aria-label="Ratings by tech">
            <TableHead>
              <TableRow>
                <TableCell>Tech</TableCell>
                <TableCell align="right">Ratings</TableCell>
                <TableCell align="right">Average Stars</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.data.by_tech.map((tech) => (
                <TableRow key={tech.tech_user_id ?? 0}>
                  <TableCell>{tech.tech_name}</TableCell>
                  <TableCell align="right">{tech.ratings_count}</TableCell>
                  <TableCell align="right">{tech.average_stars?.toFixed(2) ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScrollArea>
      )}
      <DataTable
        label="Ratings and comments"
        columns={columnsFor(dateFormatters, dateFormat)}
        {...pageQueryProps(report)}
        rowKey={(row) => row.id}
        page={page}
        perPage={PER_PAGE}
        onPageChange={setPage}
        emptyText={filtered ? 'No ratings match these filters.' : 'No ratings yet.'}
      />
    </Paper>
  );
}
