import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { WorkAreaInventoryRow } from '@employee-portal/core/jobs/work-area-reports.schema';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { DayPicker } from '../../../components/day-picker.tsx';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useOrganizationToday } from '../../../lib/organization-today.ts';
import { useDateFormat, useHasPermission } from '../../../lib/session-store.ts';
import { useWorkAreaInventory } from '../api/work-area-reports.ts';
import { loadText, techsText } from '../work-area-inventory-format.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Spec /work_area_inventory: per work area and zip, who is served, the week's jobs and the techs' load on a day. The
 * techs' jobs are counted as the dispatch board counts that day; the plan limit shows only where the plan has one.
 */
export default function WorkAreaInventoryPage() {
  const today = useOrganizationToday();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const day = asked && DAY.test(asked) ? asked : today;
  const inventory = useWorkAreaInventory(day);
  const dateFormat = useDateFormat();
  const dispatches = useHasPermission('dispatch_board');
  const answer = inventory.data?.service_date === day ? inventory.data : undefined;
  const limit = answer?.job_limit_per_tech ?? null;
  const rows = answer?.data ?? [];
  const columns: DataTableColumn<WorkAreaInventoryRow>[] = [
    { key: 'area', header: 'Work Area', render: (row) => row.work_area_name },
    { key: 'zip', header: 'Zip', render: (row) => row.zip },
    { key: 'clients', header: 'Active Clients', align: 'right', render: (row) => row.active_clients },
    { key: 'locations', header: 'Locations', align: 'right', render: (row) => row.locations },
    { key: 'jobs', header: 'Weekly Jobs', align: 'right', render: (row) => row.weekly_jobs },
    { key: 'techs', header: 'Techs (Jobs That Day)', render: (row) => techsText(row.techs) },
    {
      key: 'load',
      header: 'Load',
      render: (row) => (
        <Chip
          size="small"
          variant="outlined"
          color={limit !== null && row.max_jobs_per_tech_day > limit ? 'error' : 'default'}
          label={loadText(row.max_jobs_per_tech_day, limit)}
        />
      ),
    },
  ];
  const changeDay = (date: string) => setParams(date === today ? {} : { date }, { replace: true });
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Work Area Inventory
        </Typography>
        <DayPicker day={day} today={today} onChange={changeDay} />
        {dispatches && (
          <Button component={RouterLink} to={`${pathTo('dispatch_board')}?date=${day}`}>
            Dispatch board of this day
          </Button>
        )}
      </Box>
      {answer && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Weekly jobs: {formatCalendarDate(answer.week_from, dateFormat)} to{' '}
          {formatCalendarDate(answer.week_to, dateFormat)}. Techs' jobs on{' '}
          {formatCalendarDate(answer.service_date, dateFormat)}, counted as the dispatch board counts them (cancelled
          jobs left out). Load is the most jobs one of the work area's techs has that day
          {limit !== null ? `, against the plan limit of ${limit}` : ''}.
        </Typography>
      )}
      {inventory.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void inventory.refetch()}>
              Retry
            </Button>
          }
        >
          {serverMessage(inventory.error)}
        </Alert>
      ) : (
        <Box>
          <DataTable
            label="Work area inventory"
            columns={columns}
            rows={answer?.data}
            rowKey={(row) => `${row.work_area_id}:${row.zip}`}
            page={1}
            perPage={Math.max(rows.length, 1)}
            total={rows.length}
            onPageChange={() => undefined}
            loading={!answer}
            emptyText="No work area has zips yet. Add them on the client onboarding settings."
          />
        </Box>
      )}
    </Paper>
  );
}
