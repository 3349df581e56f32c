import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CommercialCustomerDetail } from '@employee-portal/core/commercial/commercial.schema';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useCommercialLocations, useScheduleEntries } from '../api/commercial.ts';
import { locationAddress } from './commercial-locations-tab.tsx';

/** Each location's schedule entry (spec §3): plan, frequency and service days, or 'Unassigned' without a service day. */
export function CommercialScheduleTab({ customer }: { customer: CommercialCustomerDetail }) {
  const locations = useCommercialLocations(customer.id);
  const entries = useScheduleEntries((locations.data ?? []).map((location) => location.id));

  if (locations.isPending) return <Skeleton variant="rounded" height={120} aria-label="Loading schedule" />;
  if (locations.isError) return <Alert severity="error">{serverMessage(locations.error)}</Alert>;
  if (locations.data.length === 0) return <Typography color="text.secondary">No locations yet: add a location to schedule service.</Typography>;

  return (
    <List aria-label="Schedule by location">
      {locations.data.map((location, index) => {
        const query = entries[index];
        const entry = query?.data?.client_locations[0];
        return (
          <ListItem key={location.id} divider alignItems="flex-start">
            <ListItemText
              primary={
                <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  <span>{location.name}</span>
                  {entry?.unasigned && <Chip size="small" color="warning" label="Unassigned" />}
                  {entry && <Chip size="small" label={entry.pricing_plan_name} />}
                </Box>
              }
              secondary={
                <>
                  {locationAddress(location)}
                  <br />
                  {query?.isPending && 'Loading…'}
                  {query?.isError && (
                    <Box component="span" sx={{ color: 'error.main' }}>
                      {serverMessage(query.error)}{' '}
                      <Button size="small" onClick={() => void query.refetch()}>
                        Retry
                      </Button>
                    </Box>
                  )}
                  {entry && (entry.service_days.length === 0 ? 'No service scheduled yet' : entry.service_days.map((day) => `${day.service_type === 'recurring' ? 'Recurring' : 'One time'} from ${day.start_date}`).join(', '))}
                </>
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}
