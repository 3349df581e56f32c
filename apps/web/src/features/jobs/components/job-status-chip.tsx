import Chip from '@mui/material/Chip';
import { jobStatusLabels, type JobStatus } from '@employee-portal/core/jobs/job.schema';

export const COLOR: Record<JobStatus, 'default' | 'primary' | 'info' | 'success' | 'warning' | 'error'> = {
  scheduled: 'default',
  on_the_way: 'info',
  in_progress: 'primary',
  completed: 'success',
  skipped: 'warning',
  missed: 'error',
  cancelled: 'default',
};

/** A job's status in words, coloured the same everywhere a job shows. */
export function JobStatusChip({ status }: { status: JobStatus }) {
  return (
    <Chip
      size="small"
      label={jobStatusLabels[status]}
      color={COLOR[status]}
      variant={status === 'scheduled' ? 'outlined' : 'filled'}
    />
  );
}
