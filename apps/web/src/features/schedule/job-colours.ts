/** A job's colour on the calendar: its status chip's colours as a filled block, shared by the events and the legend. */
import type { Theme } from '@mui/material/styles';
import type { JobStatus } from '@employee-portal/core/jobs/job.schema';
import { jobStatusColors } from '../jobs/index.ts';

/** 'scheduled' is drawn outlined, as its chip is. */
export function eventColours(theme: Theme, status: JobStatus) {
  const key = jobStatusColors[status];
  if (status === 'scheduled')
    return {
      backgroundColor: theme.palette.common.white,
      color: theme.palette.grey[900],
      border: `1px solid ${theme.palette.grey[600]}`,
    };
  if (key === 'default') return { backgroundColor: theme.palette.grey[300], color: theme.palette.grey[900], border: 0 };
  return { backgroundColor: theme.palette[key].main, color: theme.palette[key].contrastText, border: 0 };
}
