import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useResidentialSchedule } from '../api/subscriptions.ts';
import { residentialSchedule } from '../schedule.ts';
import { useOrganizationToday } from '../../../lib/organization-today.ts';
import { LocationSchedules, type PlannedSubscription } from './location-schedules.tsx';

interface ClientScheduleTabProps {
  clientId: number;
  locations: readonly { id: number; title: string }[];
  disabled: boolean;
  /** A subscription planned for one of the client's locations (a client just added from the planner). */
  planned?: PlannedSubscription | null;
  onPlannedDone?: () => void;
}

/** The client page's Schedule tab: each location's subscriptions as spec §4 shows them, and Subscribe. */
export function ClientScheduleTab({ clientId, locations, disabled, planned, onPlannedDone }: ClientScheduleTabProps) {
  const today = useOrganizationToday();
  const schedule = useResidentialSchedule(clientId);
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Schedule
      </Typography>
      {schedule.isPending && <Skeleton variant="rounded" height={120} aria-label="Loading schedule" />}
      {schedule.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void schedule.refetch()}>
              Retry
            </Button>
          }
        >
          {serverMessage(schedule.error)}
        </Alert>
      )}
      {schedule.data && (
        <LocationSchedules
          kind="residential"
          schedules={residentialSchedule(schedule.data, locations, today)}
          disabled={disabled}
          planned={planned}
          onPlannedDone={onPlannedDone}
        />
      )}
    </Box>
  );
}
