/** The payroll feature's front door: the demo seeds its pay runs through it; the payroll report prints slips. */
export { computeWholeRun, createFinalizedRuns } from './pay-run-seed.service.ts';
export { printPaySlip } from './pay-slip-documents.service.ts';
