import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { addCalendarDays } from '@employee-portal/core/scheduling/calendar-day';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import { JobStatusChip, useJobs } from '../../jobs/index.ts';

const SHOWN_DAYS = 28;

/** The assigned subscription's jobs of the next four weeks: proof that assigning made them. */
export function ComingJobs({ subscriptionId, techId, from }: { subscriptionId: number; techId: number; from: string }) {
  const dateFormat = useDateFormat();
  const jobs = useJobs({ from, to: addCalendarDays(from, SHOWN_DAYS - 1), assigned_user_id: techId });
  const own = jobs.data?.jobs.filter((job) => job.subscription_id === subscriptionId) ?? [];
  return (
    <section aria-labelledby="coming-jobs-title">
      <Typography id="coming-jobs-title" variant="h6" component="h2">
        Coming Jobs
      </Typography>
      {jobs.isPending ? (
        <Typography color="text.secondary">Loading jobs…</Typography>
      ) : own.length === 0 ? (
        <Typography color="text.secondary">No jobs in the next four weeks.</Typography>
      ) : (
        <List dense aria-label="Coming jobs">
          {own.map((job) => (
            <ListItem key={job.id} secondaryAction={<JobStatusChip status={job.status} />}>
              <ListItemText
                primary={formatCalendarDate(job.service_date, dateFormat)}
                secondary={job.assigned_user_name ?? 'Unassigned'}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
