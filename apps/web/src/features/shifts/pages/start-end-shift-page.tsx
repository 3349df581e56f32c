import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { endMileageErrors } from '@employee-portal/core/shifts/shift-report';
import { breakMinutes, workedMinutes } from '@employee-portal/core/shifts/shift-rules';
import type { ShiftView } from '@employee-portal/core/shifts/shift.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { useHasPermission } from '../../../lib/session-store.ts';
import { applyServerFieldErrors, formFailure, serverFieldErrors, serverMessage } from '../../../lib/api-errors.ts';
import { useCurrentShift, useEndBreak, useEndShift, useStartBreak, useStartShift } from '../api/my-shift.ts';
import { optionalWholeNumber } from '../mileage-field.ts';
import { formatElapsed, formatMinutes, formatShiftTime, useTimeSettings } from '../shift-format.ts';
import { useTickingNow } from '../use-ticking-now.ts';

const startSchema = z.object({ vehicle: z.string().trim().max(100), start_odometer: optionalWholeNumber() });
/** The page asks for the end odometer or the miles driven: one of them it must have (core's rule, as the API's). */
const endSchema = z
  .object({ end_odometer: optionalWholeNumber(), miles_driven: optionalWholeNumber() })
  .superRefine((values, context) => {
    for (const [field, texts] of Object.entries(endMileageErrors(values)))
      for (const text of texts) context.addIssue({ code: 'custom', path: [field], message: text });
  });
type EndValues = z.output<typeof endSchema>;

const START_FIELDS = ['vehicle', 'start_odometer'] as const;
const END_FIELDS = ['end_odometer', 'miles_driven'] as const;

function StartShiftForm() {
  const start = useStartShift();
  const notify = useNotify();
  const { control, handleSubmit, setError } = useForm<
    z.input<typeof startSchema>,
    unknown,
    z.output<typeof startSchema>
  >({
    resolver: zodResolver(startSchema),
    defaultValues: { vehicle: '', start_odometer: '' },
  });
  const refusal = formFailure(start.error, START_FIELDS);
  const submit = handleSubmit((values) =>
    start.mutate(
      { vehicle: values.vehicle || null, start_odometer: values.start_odometer },
      {
        onSuccess: () => notify('Your shift has started.'),
        onError: (error) => {
          // A refused start (a shift already running, e.g. from another tab) also swaps this form for the running shift.
          if (Object.keys(serverFieldErrors(error)).length === 0) notify(serverMessage(error), 'error');
          applyServerFieldErrors(error, START_FIELDS, setError);
        },
      },
    ),
  );
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Start shift">
      <Typography color="text.secondary">You are not on a shift.</Typography>
      {refusal && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {refusal}
        </Alert>
      )}
      <FormTextField control={control} name="vehicle" label="Vehicle" maxLength={100} />
      <FormTextField control={control} name="start_odometer" label="Start Odometer (optional)" inputMode="numeric" />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={start.isPending}
        sx={{ mt: 2, py: 1.5 }}
      >
        Start Shift
      </Button>
    </Box>
  );
}

/** Ending is asked once more, with the time worked: one tap on a phone in a pocket must not end the day. */
function EndShiftForm({ shift, now }: { shift: ShiftView; now: number }) {
  const end = useEndShift();
  const notify = useNotify();
  const settings = useTimeSettings();
  const [confirming, setConfirming] = useState<EndValues | null>(null);
  const { control, handleSubmit, setError } = useForm<z.input<typeof endSchema>, unknown, EndValues>({
    resolver: zodResolver(endSchema),
    defaultValues: { end_odometer: '', miles_driven: '' },
  });
  const refusal = formFailure(end.error, END_FIELDS);
  const times = {
    start: shift.started_at,
    end: null,
    breaks: shift.breaks.map((entry) => ({ start: entry.started_at, end: entry.ended_at })),
  };
  const submit = handleSubmit((values) => setConfirming(values));
  const confirmEnd = () => {
    if (!confirming) return;
    end.mutate(confirming, {
      onSuccess: () => notify('Your shift has ended.'),
      onError: (error) => applyServerFieldErrors(error, END_FIELDS, setError),
      onSettled: () => setConfirming(null),
    });
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="End shift">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        End of shift
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {shift.start_odometer !== null ? `Start odometer: ${shift.start_odometer}. ` : ''}Enter the end odometer or the
        miles you drove.
      </Typography>
      {refusal && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {refusal}
        </Alert>
      )}
      <FormTextField control={control} name="end_odometer" label="End Odometer" inputMode="numeric" />
      <FormTextField control={control} name="miles_driven" label="Miles Driven" inputMode="numeric" />
      <Button
        type="submit"
        variant="contained"
        color="error"
        size="large"
        fullWidth
        loading={end.isPending}
        disabled={shift.on_break}
        sx={{ mt: 2, py: 1.5 }}
      >
        End Shift
      </Button>
      {shift.on_break && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          End your break before ending the shift.
        </Typography>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title="End Shift?"
        confirmLabel="End Shift"
        cancelLabel="Keep Working"
        destructive
        busy={end.isPending}
        onConfirm={confirmEnd}
        onCancel={() => setConfirming(null)}
      >
        You worked {formatMinutes(workedMinutes(times, new Date(now)))} since{' '}
        {formatShiftTime(shift.started_at, settings)}, with {formatMinutes(breakMinutes(times, new Date(now)))} of
        breaks. End your shift now?
      </ConfirmDialog>
    </Box>
  );
}

function RunningShift({ shift }: { shift: ShiftView }) {
  const settings = useTimeSettings();
  const now = useTickingNow(true);
  const startBreak = useStartBreak();
  const endBreak = useEndBreak();
  const runningBreak = shift.breaks.find((entry) => entry.ended_at === null) ?? null;
  const times = {
    start: shift.started_at,
    end: null,
    breaks: shift.breaks.map((entry) => ({ start: entry.started_at, end: entry.ended_at })),
  };
  const worked = workedMinutes(times, new Date(now));
  const breakError = startBreak.isError
    ? serverMessage(startBreak.error)
    : endBreak.isError
      ? serverMessage(endBreak.error)
      : null;

  return (
    <Stack spacing={2}>
      <Box sx={{ textAlign: 'center' }}>
        <Chip
          label={shift.on_break ? 'On break' : 'On shift'}
          color={shift.on_break ? 'warning' : 'success'}
          sx={{ mb: 1 }}
        />
        <Typography variant="body2" color="text.secondary">
          Started at {formatShiftTime(shift.started_at, settings)}
          {shift.vehicle ? ` · ${shift.vehicle}` : ''}
        </Typography>
        <Typography variant="overline" component="p" sx={{ mt: 1 }}>
          Elapsed
        </Typography>
        <Typography
          variant="h3"
          component="p"
          aria-label="Elapsed time"
          role="timer"
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {formatElapsed(now - Date.parse(shift.started_at))}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Worked {Math.floor(worked / 60)}h {String(worked % 60).padStart(2, '0')}m
        </Typography>
        {runningBreak && (
          <Typography sx={{ mt: 1 }} aria-label="Break time">
            On break since {formatShiftTime(runningBreak.started_at, settings)} (
            {formatElapsed(now - Date.parse(runningBreak.started_at))})
          </Typography>
        )}
      </Box>
      {breakError && <Alert severity="error">{breakError}</Alert>}
      {shift.on_break ? (
        <Button
          variant="contained"
          color="warning"
          size="large"
          fullWidth
          loading={endBreak.isPending}
          onClick={() => endBreak.mutate(undefined)}
          sx={{ py: 1.5 }}
        >
          End Break
        </Button>
      ) : (
        <Button
          variant="outlined"
          size="large"
          fullWidth
          loading={startBreak.isPending}
          onClick={() => startBreak.mutate(undefined)}
          sx={{ py: 1.5 }}
        >
          Start Break
        </Button>
      )}
      <Divider />
      <EndShiftForm shift={shift} now={now} />
    </Stack>
  );
}

/** Spec /start_end_shift: a field tech's own shift, from a phone. The running shift lives on the server, so a reload keeps it. */
export default function StartEndShiftPage() {
  const current = useCurrentShift();
  // A tech's day is what /schedule shows them (issue 14): the jobs this shift is for.
  const worksJobs = useHasPermission('schedule');
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 480, mx: 'auto' }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Start/End Shift
        </Typography>
        {worksJobs && (
          <Button component={RouterLink} to="/schedule" size="small">
            My Day
          </Button>
        )}
      </Stack>
      {current.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading your shift" />
        </Box>
      ) : current.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void current.refetch()}>
              Retry
            </Button>
          }
        >
          {serverMessage(current.error)}
        </Alert>
      ) : current.data.shift ? (
        <RunningShift key={current.data.shift.id} shift={current.data.shift} />
      ) : (
        <StartShiftForm />
      )}
    </Paper>
  );
}
