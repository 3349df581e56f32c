/** What one job says: its place, plan, people and times; the photos; and its history. */
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import type { JobRecordWire } from '@employee-portal/core/jobs/job.responses';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { FactList, NO_DATA, type Fact } from '../../../components/fact-list/fact-list.tsx';
import { ZoomableImage } from '../../../components/image-lightbox/zoomable-image.tsx';
import { formatCalendarDate, useDateFormatters } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import { JobStatusChip } from '../../jobs/index.ts';

const yesNo = (value: boolean | null) => (value === null ? NO_DATA : value ? 'Yes' : 'No');

function ClientLink({ job }: { job: JobRecordWire }) {
  const to =
    job.kind === 'commercial' && job.commercial_customer_id !== null
      ? pathTo('commercial_client', { id: job.commercial_customer_id })
      : job.client_id !== null
        ? pathTo('client', { id: job.client_id })
        : null;
  return to ? (
    <Link component={RouterLink} to={to}>
      {job.client_name}
    </Link>
  ) : (
    job.client_name
  );
}

export function JobFacts({ job }: { job: JobRecordWire }) {
  const dateFormat = useDateFormat();
  const { formatDateTime } = useDateFormatters();
  const instant = (value: string | null) => (value ? formatDateTime(value) : NO_DATA);
  const facts: Fact[] = [
    ['Client', <ClientLink key="client" job={job} />],
    ['Location', [job.location_name, job.address, job.zip].filter(Boolean).join(', ')],
    ['Type', job.kind === 'commercial' ? 'Commercial' : 'Residential'],
    ['Date', formatCalendarDate(job.service_date, dateFormat)],
    ['Tech', job.assigned_user_name ?? 'Unassigned'],
    ['Status', <JobStatusChip key="status" status={job.status} />],
    ['Price', job.price_cents === null ? NO_DATA : formatCents(job.price_cents)],
    ['Plan', job.service_plan_name ?? NO_DATA],
    ['Work Area', job.work_area_name ?? NO_DATA],
    ['Gate Code', job.gate_code ?? NO_DATA],
    ['Notes for the Tech', job.office_notes || NO_DATA],
    ["Tech's Notes", job.tech_notes || NO_DATA],
    ['On the Way', instant(job.on_the_way_at)],
    ['Arrived', instant(job.arrived_at)],
    ['Completed', instant(job.completed_at)],
    ['Gate Closed', yesNo(job.gate_closed)],
    ['Dogs', job.dog_count ?? NO_DATA],
    [
      'Cross-Sells Done',
      job.cross_sells_done.length
        ? job.cross_sells_done.map((sell) => `${sell.name} (${formatCents(sell.price_cents)})`).join(', ')
        : NO_DATA,
    ],
  ];
  if (job.status === 'skipped')
    facts.push(['Skip Reason', `${job.skip_reason_name ?? NO_DATA}${job.skip_is_charged ? ' (charged)' : ''}`]);
  if (job.planned_date && job.planned_date !== job.service_date)
    facts.push(['Planned Date', formatCalendarDate(job.planned_date, dateFormat)]);
  if (job.re_clean_of_job_id !== null)
    facts.push([
      'Re-clean Of',
      <Link key="re-clean" component={RouterLink} to={pathTo('schedule_show', { id: job.re_clean_of_job_id })}>
        Job {job.re_clean_of_job_id}
      </Link>,
    ]);
  return <FactList label="Job details" facts={facts} />;
}

export function JobPhotos({ job }: { job: JobRecordWire }) {
  const { formatDateTime } = useDateFormatters();
  if (job.photos.length === 0) return <Typography color="text.secondary">No photos.</Typography>;
  return (
    <Box
      component="ul"
      aria-label="Photos"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
    >
      {job.photos.map((photo, index) => {
        const alt = `${photo.kind === 'skip' ? 'Skip' : 'Completion'} photo ${index + 1}, ${formatDateTime(photo.created_at)}`;
        return (
          <li key={photo.id}>
            <ZoomableImage src={photo.url} alt={alt}>
              <Box
                component="img"
                src={photo.url}
                alt=""
                sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 1 }}
              />
            </ZoomableImage>
          </li>
        );
      })}
    </Box>
  );
}

export function JobHistory({ job }: { job: JobRecordWire }) {
  const { formatDateTime } = useDateFormatters();
  if (job.history.length === 0) return <Typography color="text.secondary">No history yet.</Typography>;
  return (
    <List dense aria-label="Job history">
      {job.history.map((event) => (
        <ListItem key={event.id} disableGutters>
          <ListItemText
            primary={event.summary}
            secondary={`${formatDateTime(event.created_at)}${event.actor_name ? ` · ${event.actor_name}` : ''}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
