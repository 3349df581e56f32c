import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useCommercialSchedules } from '../api/subscriptions.ts';
import { groupByLocation } from '../schedule.ts';
import { LocationSchedules } from './location-schedules.tsx';

interface CommercialScheduleProps {
  locations: readonly { id: number; title: string }[];
  disabled: boolean;
}

/** The commercial client page's Schedule tab: each location's subscriptions, with a link to each and Subscribe. */
export function CommercialSubscriptionsSchedule({ locations, disabled }: CommercialScheduleProps) {
  const queries = useCommercialSchedules(locations.map((location) => location.id));
  const failed = queries.find((query) => query.isError);
  if (locations.length === 0)
    return <Typography color="text.secondary">No locations yet: add a location to schedule service.</Typography>;
  const entries = queries.flatMap((query) => query.data?.client_locations ?? []);
  return (
    <Box>
      {failed && (
        <Typography color="error" sx={{ mb: 1 }}>
          {serverMessage(failed.error)}{' '}
          <Button size="small" onClick={() => void failed.refetch()}>
            Retry
          </Button>
        </Typography>
      )}
      {queries.some((query) => query.isPending) && <Typography color="text.secondary">Loading schedule…</Typography>}
      <LocationSchedules kind="commercial" schedules={groupByLocation(entries, locations)} disabled={disabled} />
    </Box>
  );
}
