/** The payroll feature's front door: the demo seeds pay runs through it. */
export { computeRunBatch, finalizeRun, openRun } from './payroll.service.ts';
