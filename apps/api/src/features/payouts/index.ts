/** The payouts feature's front door: the scheduled sync. */
export { syncAllPayouts, syncPayoutsOf } from './payouts.service.ts';
