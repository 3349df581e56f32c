import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useHasPermission } from '../../../lib/session-store.ts';
import { TechDay } from '../../tech-day/index.ts';

// The calendar and its stylesheet are the office's: a field tech's phone never downloads them.
const OfficeSchedule = lazy(() =>
  import('../components/office-schedule.tsx').then((module) => ({ default: module.OfficeSchedule })),
);

/** Spec /schedule: the office's calendar for those who dispatch; a field tech's own day for everyone else. */
export default function SchedulePage() {
  const dispatches = useHasPermission('dispatch_board');
  if (!dispatches) return <TechDay />;
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading the schedule" />
        </Box>
      }
    >
      <OfficeSchedule />
    </Suspense>
  );
}
