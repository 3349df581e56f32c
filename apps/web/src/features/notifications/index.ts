/** The notifications feature's public surface for the shell. */
export { NotificationBell } from './components/notification-bell.tsx';
export { refreshNotifications } from './api/unread-count.ts';
export { notificationKeys } from './api/notifications.keys.ts';
