import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { RecordLoadState } from '../../../components/record-load-state/record-load-state.tsx';
import { useRecordId } from '../../../components/record-load-state/use-record-id.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useDateFormat, useHasPermission } from '../../../lib/session-store.ts';
import { JobStatusChip, useJob } from '../../jobs/index.ts';
import { JobInvoiceAction } from '../../invoices/index.ts';
import { JobActions } from '../components/job-actions.tsx';
import { JobFacts, JobHistory, JobPhotos } from '../components/job-details.tsx';

/** Spec /schedule/{id}/show: one job with its photos and history; the office also acts on it here. */
export default function JobPage() {
  const jobId = useRecordId();
  const job = useJob(jobId);
  const dispatches = useHasPermission('dispatch_board');
  const dateFormat = useDateFormat();
  const back = (
    <Button component={RouterLink} to={pathTo('schedule')}>
      Back to Schedule
    </Button>
  );

  if (job.isPending || job.isError) return <RecordLoadState id={jobId} query={job} label="job" back={back} />;
  const data = job.data;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1000, mx: 'auto' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {data.client_name}, {formatCalendarDate(data.service_date, dateFormat)}
        </Typography>
        <JobStatusChip status={data.status} />
        {dispatches && <JobInvoiceAction job={data} />}
        {back}
      </Box>
      {dispatches && <JobActions job={data} />}
      <Box sx={{ mt: 2 }}>
        <JobFacts job={data} />
      </Box>
      <Divider sx={{ my: 3 }} />
      <Typography variant="h6" component="h2" gutterBottom>
        Photos
      </Typography>
      <JobPhotos job={data} />
      <Divider sx={{ my: 3 }} />
      <Typography variant="h6" component="h2" gutterBottom>
        History
      </Typography>
      <JobHistory job={data} />
    </Paper>
  );
}
