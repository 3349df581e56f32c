/** The organizations feature's front door: recording the organization's payment account state. */
export { updateStripeStatus } from './organizations.service.ts';
