/** The notifications feature's front door: ringing a member's bell. */
export { createNotification } from './notifications.service.ts';
