import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { todayIn } from '@employee-portal/core/dates';
import {
  payPeriodContaining,
  previousPayPeriod,
  type PayPeriod,
  type PayPeriodKind,
} from '@employee-portal/core/payroll/pay-periods';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useDateFormatters } from '../../../lib/date-format.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useOrganizationPayPeriod } from '../api/use-organization-pay-period.ts';
import { usePayRun, usePreparedPayRun, type PayPeriodRange } from '../api/pay-runs.ts';
import { PayRunActions } from '../components/pay-run-actions.tsx';
import { PaySlipsTable } from '../components/pay-slips-table.tsx';

const PERIODS_SHOWN = 13;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The current period and the twelve before it, newest first. */
function recentPeriods(kind: PayPeriodKind, today: string, biWeeklyStart: string | null): PayPeriod[] {
  const periods = [payPeriodContaining(kind, today, biWeeklyStart)];
  while (periods.length < PERIODS_SHOWN)
    periods.push(previousPayPeriod(kind, periods.at(-1)!.start_date, biWeeklyStart));
  return periods;
}

/** Spec /create_pay_slips: pick a pay period (the previous one by default), review every slip, create them. */
export default function CreatePaySlipsPage() {
  const timeZone = useSessionStore((state) => state.user?.time_zone ?? 'UTC');
  const payPeriod = useOrganizationPayPeriod();
  const { formatDate } = useDateFormatters();
  const [params, setParams] = useSearchParams();
  if (payPeriod.isPending) return <Loading label="Loading the pay period" />;
  const kind = payPeriod.data?.kind ?? 'weekly';
  const biWeeklyStart = payPeriod.data?.biWeeklyStart ?? null;
  const today = todayIn(timeZone, new Date());
  const chosen = params.get('start_date');
  const period =
    chosen && DAY.test(chosen)
      ? payPeriodContaining(kind, chosen, biWeeklyStart)
      : previousPayPeriod(kind, today, biWeeklyStart);
  const periods = recentPeriods(kind, today, biWeeklyStart);
  const options = periods.some((entry) => entry.start_date === period.start_date) ? periods : [period, ...periods];

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Create Pay Slips
      </Typography>
      <TextField
        select
        label="Pay Period"
        value={period.start_date}
        onChange={(event) => setParams({ start_date: event.target.value })}
        sx={{ minWidth: 280, mb: 2 }}
        size="small"
      >
        {options.map((entry) => (
          <MenuItem key={entry.start_date} value={entry.start_date}>
            {formatDate(entry.start_date)} to {formatDate(entry.end_date)}
          </MenuItem>
        ))}
      </TextField>
      <PayRunView key={period.start_date} period={period} />
    </Paper>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

function PayRunView({ period }: { period: PayPeriodRange }) {
  const { prepared, progress } = usePreparedPayRun(period);
  const show = usePayRun(prepared.data ?? null);
  const failed = prepared.isError ? prepared.error : show.isError ? show.error : null;

  if (failed)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void (prepared.isError ? prepared.refetch() : show.refetch())}>
            Retry
          </Button>
        }
      >
        {serverMessage(failed)}
      </Alert>
    );
  if (prepared.isFetching || !show.data) {
    const total = progress?.total ?? 0;
    return (
      <Box sx={{ py: 3 }} role="status">
        <Typography gutterBottom>
          {total > 0 ? `Computing pay slips: ${progress!.computed} of ${total} staff` : 'Computing pay slips…'}
        </Typography>
        <LinearProgress
          aria-label="Computing pay slips"
          variant={total > 0 ? 'determinate' : 'indeterminate'}
          value={total > 0 ? (progress!.computed / total) * 100 : undefined}
        />
      </Box>
    );
  }

  const { run, slips } = show.data;
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        {run.status === 'draft' ? (
          <Chip label="Draft" color="warning" />
        ) : (
          <Chip
            label={`Created ${run.finalized_at?.slice(0, 10) ?? ''}${run.finalized_by_name ? ` by ${run.finalized_by_name}` : ''}: locked`}
            color="success"
          />
        )}
        <Box sx={{ flexGrow: 1 }} />
        {run.status === 'draft' && <Button onClick={() => void prepared.refetch()}>Recompute</Button>}
        <PayRunActions show={show.data} />
      </Box>
      {run.status === 'draft' && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          A draft: hours, jobs and tips are read again each time it opens. 'Create pay slips' locks the whole run.
        </Typography>
      )}
      {slips.length === 0 ? (
        <Typography sx={{ py: 3 }}>No active staff to pay for this period.</Typography>
      ) : (
        <PaySlipsTable show={show.data} />
      )}
    </>
  );
}
