/** The shifts feature's front door: the tech's day shows the running shift and refreshes it when a job starts one. */
export { useCurrentShift } from './api/my-shift.ts';
export { shiftKeys } from './api/shifts.keys.ts';
