import { useContext } from 'react';
import { NotificationContext, type Notify } from './notification-context.ts';

/** Shows a message in the notification bar: `notify('Saved.')`, `notify(text, 'error')`. */
export function useNotify(): Notify {
  const notify = useContext(NotificationContext);
  if (!notify) throw new Error('useNotify must be used inside NotificationProvider');
  return notify;
}
