/** The platform billing feature's front door: the billing run main.ts schedules, and a cycle's invoice (the demo's history). */
export { invoiceCycle, runPlatformBilling } from './platform-billing.service.ts';
