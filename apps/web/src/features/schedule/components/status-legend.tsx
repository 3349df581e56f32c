import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { jobStatusLabels, jobStatuses } from '@employee-portal/core/jobs/job.schema';
import { eventColours } from '../job-colours.ts';

/** What the calendar's colours mean: each job is drawn in its status's colour, as its status chip is. */
export function StatusLegend() {
  const theme = useTheme();
  return (
    <Box component="section" aria-labelledby="schedule-colour-legend" sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h2" id="schedule-colour-legend">
        Colour legend: job status
      </Typography>
      <Box
        component="ul"
        aria-label="Job status colours"
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {jobStatuses.map((status) => (
          <Box
            component="li"
            key={status}
            sx={{ ...eventColours(theme, status), borderRadius: 1, px: 1, py: 0.25, fontSize: '0.8125rem' }}
          >
            {jobStatusLabels[status]}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
