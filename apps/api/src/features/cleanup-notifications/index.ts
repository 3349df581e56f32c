/** The cleanup-notifications feature's front door: the jobs feature tells clients about their visits through it. */
export { sendCleanupNotifications, type CleanupNotice } from './cleanup-notifications.service.ts';
