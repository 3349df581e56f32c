import { Link as RouterLink } from 'react-router';
import { format } from 'date-fns';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { JobWire } from '@employee-portal/core/jobs/job.responses';
import { jobStatusLabels } from '@employee-portal/core/jobs/job.schema';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { useDateFormatters } from '../../../lib/date-format.ts';
import { dateOfDay } from '../schedule-view.ts';

/** Enough to pick a visit from; the calendar or the map shows them all. */
const LISTED = 20;

const byDay = (a: JobWire, b: JobWire) =>
  a.service_date.localeCompare(b.service_date) || a.client_name.localeCompare(b.client_name) || a.id - b.id;

/**
 * The visits a client search found in the days on screen, each a link to its job (reached with Tab), and how many
 * there are, said to screen readers as the search changes.
 */
export function ClientMatches({ search, matches, span }: { search: string; matches: JobWire[]; span: string }) {
  const listed = [...matches].sort(byDay).slice(0, LISTED);
  const { formatDate } = useDateFormatters();
  return (
    <Box component="section" aria-label="Visits found" sx={{ my: 1 }}>
      <Typography role="status" sx={{ fontWeight: 500 }}>
        {matches.length === 0
          ? `No visit of a client matching “${search.trim()}” ${span}.`
          : `${matches.length} ${matches.length === 1 ? 'visit' : 'visits'} of clients matching “${search.trim()}” ${span}.`}
      </Typography>
      {listed.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {listed.map((job) => (
            <li key={job.id}>
              <Link component={RouterLink} to={pathTo('schedule_show', { id: job.id })}>
                {job.client_name}, {job.address}
              </Link>{' '}
              · {format(dateOfDay(job.service_date), 'EEE')}, {formatDate(job.service_date)} ·{' '}
              {job.assigned_user_name ?? 'Unassigned'} · {jobStatusLabels[job.status]}
            </li>
          ))}
          {matches.length > listed.length && <li>and {matches.length - listed.length} more</li>}
        </Box>
      )}
    </Box>
  );
}
