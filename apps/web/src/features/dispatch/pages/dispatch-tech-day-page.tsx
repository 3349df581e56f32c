import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import { idFromText } from '@employee-portal/core/fields';
import { useOrganizationToday } from '../../../lib/organization-today.ts';
import { formatCalendarDate, useDateFormatters } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import { JobStatusChip } from '../../jobs/index.ts';
import { useTechDay } from '../api/dispatch.ts';
import { TableScrollArea } from '../../../components/data-table/table-scroll-area.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function useClockTime() {
  const { formatTime } = useDateFormatters();
  return (iso: string | null) => (iso ? formatTime(iso) : '—');
}

/** Spec /dispatch_board/{id}/show: one tech's day, its stops in route order with their times and the totals. */
export default function DispatchTechDayPage() {
  const today = useOrganizationToday();
  const [params] = useSearchParams();
  const asked = params.get('date');
  const day = asked && DAY.test(asked) ? asked : today;
  const userId = idFromText(useParams().id ?? '');
  const techDay = useTechDay(userId, day);
  const time = useClockTime();
  const dateFormat = useDateFormat();
  const back = (
    <Button component={RouterLink} to={day === today ? '/dispatch_board' : `/dispatch_board?date=${day}`}>
      Back to Dispatch Board
    </Button>
  );

  if (userId === null || techDay.isError) {
    return (
      <Paper sx={{ p: 3 }}>
        <Alert severity="error" sx={{ mb: 2 }}>
          {userId === null ? 'This tech does not exist.' : 'This tech’s day could not be loaded.'}
        </Alert>
        {back}
      </Paper>
    );
  }
  if (techDay.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label="Loading the tech’s day" />
      </Box>
    );
  }
  const { user, stops, totals } = techDay.data;
  return (
    <Paper component="section" aria-labelledby="tech-day-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="h5" component="h1" id="tech-day-title" sx={{ flexGrow: 1 }}>
          {user.name}, {formatCalendarDate(day, dateFormat)}
        </Typography>
        {back}
      </Box>
      <Box component="ul" aria-label="Totals" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, my: 2 }}>
        {[
          `${totals.stops} stops`,
          `${totals.done} done`,
          `${totals.skipped} skipped`,
          `${formatCents(totals.revenue_cents)} in visits`,
          `First arrival ${time(totals.first_arrival_at)}`,
          `Last completion ${time(totals.last_completed_at)}`,
        ].map((label) => (
          <Chip key={label} component="li" label={label} variant="outlined" />
        ))}
      </Box>
      {stops.length === 0 ? (
        <Typography>No jobs on this day</Typography>
      ) : (
        <TableScrollArea label={`${user.name}, ${formatCalendarDate(day, dateFormat)}`} stickyColumns={2}>
          <Table size="small" aria-labelledby="tech-day-title">
            <TableHead>
              <TableRow>
                <TableCell>Stop</TableCell>
                <TableCell>Client</TableCell>
                <TableCell>Address</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>On the Way</TableCell>
                <TableCell>Arrived</TableCell>
                <TableCell>Completed</TableCell>
                <TableCell align="right">Price</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {stops.map((stop, index) => (
                <TableRow key={stop.id}>
                  <TableCell>{index + 1}</TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={`/schedule/${stop.id}/show`}>
                      {stop.client_name}
                    </Link>
                  </TableCell>
                  <TableCell>{stop.address}</TableCell>
                  <TableCell>
                    <JobStatusChip status={stop.status} />
                    {stop.skip_reason_name && ` ${stop.skip_reason_name}`}
                  </TableCell>
                  <TableCell>{time(stop.on_the_way_at)}</TableCell>
                  <TableCell>{time(stop.arrived_at)}</TableCell>
                  <TableCell>{time(stop.completed_at)}</TableCell>
                  <TableCell align="right">{formatCents(stop.price_cents ?? 0)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScrollArea>
      )}
    </Paper>
  );
}
