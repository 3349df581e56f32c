import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { WorkAreaInventoryRow } from '@employee-portal/core/jobs/work-area-reports.schema';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import { useWorkAreaInventory } from '../api/work-area-reports.ts';

/** Spec /work_area_inventory: per work area and zip, who is served, this week's jobs and the techs' load. */
export default function WorkAreaInventoryPage() {
  const inventory = useWorkAreaInventory();
  const dateFormat = useDateFormat();
  const answer = inventory.data;
  const limit = answer?.job_limit_per_tech ?? 15;
  const rows = answer?.data ?? [];
  const columns: DataTableColumn<WorkAreaInventoryRow>[] = [
    { key: 'area', header: 'Work Area', render: (row) => row.work_area_name },
    { key: 'zip', header: 'Zip', render: (row) => row.zip },
    { key: 'clients', header: 'Active Clients', align: 'right', render: (row) => row.active_clients },
    { key: 'locations', header: 'Locations', align: 'right', render: (row) => row.locations },
    { key: 'jobs', header: 'Weekly Jobs', align: 'right', render: (row) => row.weekly_jobs },
    { key: 'techs', header: 'Techs', render: (row) => row.techs.join(', ') || 'None' },
    {
      key: 'load',
      header: 'Load',
      render: (row) => (
        <Chip
          size="small"
          variant="outlined"
          color={row.max_jobs_per_tech_day > limit ? 'error' : 'default'}
          label={`${row.max_jobs_per_tech_day} of ${limit} jobs per tech a day`}
        />
      ),
    },
  ];
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Work Area Inventory
      </Typography>
      {answer && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          This week, {formatCalendarDate(answer.week_from, dateFormat)} to{' '}
          {formatCalendarDate(answer.week_to, dateFormat)}. Load is the most jobs one of the work area's techs has on
          one day, against the plan limit of {limit}.
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
            loading={inventory.isPending}
            emptyText="No work area has zips yet. Add them on the client onboarding settings."
          />
        </Box>
      )}
    </Paper>
  );
}
