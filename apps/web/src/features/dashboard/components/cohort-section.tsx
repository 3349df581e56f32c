import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { cohortCheckpoints, type Cohort, type CohortsResponse } from '@employee-portal/core/dashboard/kpi.responses';
import { addCalendarMonths } from '@employee-portal/core/scheduling/calendar-day';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useCohorts } from '../api/dashboard-kpi.ts';
import { formatKpiValue } from '../kpi-format.ts';

type Segment = CohortsResponse['segment'];

/** The twelve months up to today's: a year of cohorts, the oldest reaching its 12-month checkpoint. */
export const cohortRange = (today: string) => ({ from: addCalendarMonths(`${today.slice(0, 7)}-01`, -11), to: today });

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

function CheckpointCells({ cohort }: { cohort: Cohort }) {
  return cohortCheckpoints.map((months) => {
    const checkpoint = cohort.checkpoints.find((point) => point.after_months === months);
    if (!checkpoint?.reached) {
      return (
        <TableCell key={months} align="right" colSpan={2} sx={{ color: 'text.secondary' }}>
          Not yet
        </TableCell>
      );
    }
    return [
      <TableCell key={`${months}-share`} align="right">
        {formatKpiValue('bps', checkpoint.active_share_bps)}
      </TableCell>,
      <TableCell key={`${months}-revenue`} align="right">
        {formatKpiValue('cents', checkpoint.revenue_per_client_cents)}
      </TableCell>,
    ];
  });
}

/**
 * Beside churn and lifetime value: each month's new clients followed 1, 3, 6 and 12 months on (share still active,
 * revenue per client so far), with why those who left did so.
 */
export function CohortSection({ today }: { today: string }) {
  const headingId = useId();
  const [segment, setSegment] = useState<Segment>('residential');
  const cohorts = useCohorts(segment, cohortRange(today));
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          Client Cohorts
        </Typography>
        <TextField
          select
          size="small"
          label="Clients"
          value={segment}
          onChange={(event) => setSegment(event.target.value as Segment)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="residential">Residential</MenuItem>
          <MenuItem value="commercial">Commercial</MenuItem>
        </TextField>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Clients who started in each month: the share still active and the revenue per client after 1, 3, 6 and 12
        months, and the top reasons of those who cancelled.
      </Typography>
      {cohorts.isPending ? (
        <Skeleton variant="rectangular" height={240} aria-label="Loading" />
      ) : cohorts.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void cohorts.refetch()} loading={cohorts.isFetching}>
              Retry
            </Button>
          }
        >
          {serverMessage(cohorts.error)}
        </Alert>
      ) : cohorts.data.cohorts.every((cohort) => cohort.new_clients === 0) ? (
        <Typography color="text.secondary">No new clients in the past twelve months</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell rowSpan={2}>Month</TableCell>
                <TableCell rowSpan={2} align="right">
                  New Clients
                </TableCell>
                {cohortCheckpoints.map((months) => (
                  <TableCell key={months} colSpan={2} align="center">
                    After {months} {months === 1 ? 'Month' : 'Months'}
                  </TableCell>
                ))}
                <TableCell rowSpan={2}>Top Cancel Reasons</TableCell>
              </TableRow>
              <TableRow>
                {cohortCheckpoints.map((months) => [
                  <TableCell key={`${months}-share`} align="right">
                    Active
                  </TableCell>,
                  <TableCell key={`${months}-revenue`} align="right">
                    Revenue per Client
                  </TableCell>,
                ])}
              </TableRow>
            </TableHead>
            <TableBody>
              {cohorts.data.cohorts.map((cohort) => (
                <TableRow key={cohort.month}>
                  <TableCell component="th" scope="row">
                    {monthLabel(cohort.month)}
                  </TableCell>
                  <TableCell align="right">{formatKpiValue('count', cohort.new_clients)}</TableCell>
                  <CheckpointCells cohort={cohort} />
                  <TableCell>
                    {cohort.top_cancel_reasons.length === 0
                      ? '—'
                      : cohort.top_cancel_reasons.map((reason) => `${reason.label} (${reason.count})`).join(', ')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
