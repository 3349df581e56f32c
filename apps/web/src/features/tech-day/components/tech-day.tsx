import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { formatCalendarDate, useDateFormatters } from '../../../lib/date-format.ts';
import { serverFailureLine } from '../../../lib/api-errors.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import { useCurrentShift } from '../../shifts/index.ts';
import { useArrangeMyRoute, useMyRoute } from '../api/tech-day.ts';
import { CompleteJobDialog } from './complete-job-dialog.tsx';
import { SkipJobDialog } from './skip-job-dialog.tsx';
import { StopCard } from './stop-card.tsx';

function ShiftState() {
  const shift = useCurrentShift();
  const { formatDateTime } = useDateFormatters();
  const running = shift.data?.shift ?? null;
  return (
    <Alert
      severity={running ? 'success' : 'info'}
      action={
        <Button component={RouterLink} to={pathTo('start_end_shift')} color="inherit" size="small">
          Start/End Shift
        </Button>
      }
      sx={{ mb: 2 }}
    >
      {running
        ? `Shift running since ${formatDateTime(running.started_at)}.`
        : "No shift running: 'On my way' starts one."}
    </Alert>
  );
}

type Opened = { kind: 'complete' | 'skip'; jobId: number } | null;

/**
 * The technician's day on a phone (issue 14): what /schedule shows someone who works jobs but does not dispatch them.
 * Today's own stops in route order, each with what the tech needs there and the buttons for the visit.
 */
export function TechDay() {
  const day = useMyRoute();
  const arrange = useArrangeMyRoute();
  const dateFormat = useDateFormat();
  const [opened, setOpened] = useState<Opened>(null);

  if (day.isPending) return <Typography>Loading today's jobs…</Typography>;
  if (day.isError) return <Typography role="alert">Today's jobs could not be loaded.</Typography>;
  const { stops, settings, cross_sells: crossSells, service_date: serviceDate } = day.data;
  const ids = stops.map((stop) => stop.id);
  const swap = (index: number, other: number) => {
    const next = [...ids];
    [next[index], next[other]] = [next[other]!, next[index]!];
    arrange.mutate(next);
  };
  // The dialog shows the stop as the server now has it (photos appear as they upload).
  const openedStop = opened ? stops.find((stop) => stop.id === opened.jobId) : undefined;

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', width: '100%' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        My Day · {formatCalendarDate(serviceDate, dateFormat)}
      </Typography>
      <ShiftState />
      {arrange.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {serverFailureLine(arrange.error)}
        </Alert>
      )}
      {stops.length === 0 ? (
        <Typography>No jobs today.</Typography>
      ) : (
        <Stack component="ol" aria-label="Today's jobs" spacing={2} sx={{ p: 0, m: 0 }}>
          {stops.map((stop, index) => (
            <StopCard
              key={stop.id}
              stop={stop}
              number={index + 1}
              onComplete={() => setOpened({ kind: 'complete', jobId: stop.id })}
              onSkip={() => setOpened({ kind: 'skip', jobId: stop.id })}
              move={
                settings.techs_may_reorder_route
                  ? {
                      up: index > 0 ? () => swap(index, index - 1) : null,
                      down: index < stops.length - 1 ? () => swap(index, index + 1) : null,
                      busy: arrange.isPending,
                    }
                  : undefined
              }
            />
          ))}
        </Stack>
      )}
      {openedStop && opened?.kind === 'complete' && (
        <CompleteJobDialog
          stop={openedStop}
          settings={settings}
          crossSells={crossSells}
          onClose={() => setOpened(null)}
        />
      )}
      {openedStop && opened?.kind === 'skip' && <SkipJobDialog stop={openedStop} onClose={() => setOpened(null)} />}
    </Box>
  );
}
