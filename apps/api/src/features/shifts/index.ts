/** The shifts feature's front door: the tech's day starts a shift when a tech sets off without one. */
export { startShiftIfNoneRunning } from './my-shift.service.ts';
