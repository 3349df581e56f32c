import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { todayIn } from '@employee-portal/core/dates';
import { useSessionStore } from '../../../lib/session-store.ts';
import { JobStatusChip, useJobs } from '../../jobs/index.ts';

/** A field tech's own jobs today, in route order (what /schedule shows someone who does not dispatch). */
export function TechDay() {
  const timeZone = useSessionStore((state) => state.user?.time_zone ?? 'UTC');
  const today = todayIn(timeZone, new Date());
  const jobs = useJobs({ from: today, to: today });
  if (jobs.isPending) return <Typography>Loading today's jobs…</Typography>;
  if (jobs.isError) return <Typography role="alert">Today's jobs could not be loaded.</Typography>;
  if (jobs.data.jobs.length === 0) return <Typography>No jobs today.</Typography>;
  return (
    <List aria-label="Today's jobs">
      {jobs.data.jobs.map((job) => (
        <ListItem key={job.id} secondaryAction={<JobStatusChip status={job.status} />}>
          <ListItemText primary={job.client_name} secondary={job.address} />
        </ListItem>
      ))}
    </List>
  );
}
