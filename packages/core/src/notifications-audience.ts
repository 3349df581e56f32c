import { ALWAYS_ALLOWED_PERMISSIONS, normalizePermissions, type Permission } from './access/permissions.ts';
import { pathTo, routeByName, type RouteName } from './routes/route-table.ts';

/** The portal page a notification is about: where it leads, and so who may receive it. */
export interface NotificationSubject {
  route: RouteName;
  params?: Record<string, string | number>;
}

/**
 * The permissions a member needs to receive a notification: those of the page it leads to. A notification often
 * carries what that page shows (a prospect's e-mail and phone, a client's name and balance), so a member who may not
 * open the page must not read it in the bell either.
 */
export function notificationAudience(subject: NotificationSubject): {
  link: string;
  required_permissions: Permission[];
} {
  const { permission } = routeByName(subject.route);
  return { link: pathTo(subject.route, subject.params), required_permissions: permission ? [permission] : [] };
}

/**
 * Every permission a member holds, the always-allowed ones included: a notification reaches the member while this
 * list holds all of its required permissions (checked on every read, so a permission taken away hides it at once).
 */
export const permissionsHeld = (memberPermissions: unknown): string[] => [
  ...new Set([...normalizePermissions(memberPermissions), ...ALWAYS_ALLOWED_PERMISSIONS]),
];
