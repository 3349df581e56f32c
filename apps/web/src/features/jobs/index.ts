/**
 * The jobs feature's front door: the schedule, map, dispatch board and tech's day read and change jobs through these
 * hooks, and the shell refreshes every open view when the live hub says jobs changed.
 */
export { jobKeys } from './api/jobs.keys.ts';
export {
  invalidateJobs,
  useAdvanceJob,
  useCompleteJob,
  useJob,
  useJobNotes,
  useJobs,
  useMoveJob,
  useReassignJob,
  useReCleanJob,
  useSkipJob,
  useSkipReasons,
  type JobSpanQuery,
} from './api/jobs.ts';
export { JobStatusChip } from './components/job-status-chip.tsx';
/** The chip's colour per status, so a calendar event reads the same as the chip. */
export { COLOR as jobStatusColors } from './components/job-status-chip.tsx';
