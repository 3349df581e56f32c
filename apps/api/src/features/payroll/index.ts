/** The payroll feature's front door: the demo seeds its pay runs through it. */
export { computeWholeRun } from './pay-run-seed.service.ts';
