/** The platform billing feature's front door: the billing run main.ts schedules. */
export { runPlatformBilling } from './platform-billing.service.ts';
