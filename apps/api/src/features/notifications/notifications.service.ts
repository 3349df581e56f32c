import {
  notificationAudience,
  pageOffset,
  permissionsHeld,
  realtimeChannels,
  type ListQuery,
  type Notification,
  type NotificationSubject,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { NotificationKind } from './notifications.table.ts';
import {
  countUnseenUnread,
  findNotification,
  insertNotification,
  listNotifications,
  markAllRead,
  markRead,
  markSeen,
  type NotificationRow,
  type ReaderScope,
} from './notifications.repository.ts';

const present = (row: NotificationRow, readAt: Date | null): Notification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  created_at: row.created_at.toISOString(),
  read_at: readAt?.toISOString() ?? null,
});

/** Read on every request from the membership as it is now: a permission taken away hides its notifications at once. */
const scopeOf = (member: MemberContext): ReaderScope => ({
  organization_id: member.organization.id,
  user_id: member.user.id,
  permissions: permissionsHeld(member.membership.permissions),
});

export async function unreadCount(deps: AppDeps, member: MemberContext) {
  return {
    notifications: await countUnseenUnread(deps.db, {
      ...scopeOf(member),
      seen_at: member.membership.notifications_seen_at,
    }),
  };
}

/** Opening the bell clears its count; the notifications stay unread in the list until read. */
export async function markNotificationsSeen(deps: AppDeps, member: MemberContext) {
  await markSeen(deps.db, member.organization.id, member.membership.id, deps.clock.now());
  return { notifications: 0 };
}

export async function notificationPage(
  deps: AppDeps,
  member: MemberContext,
  query: ListQuery & { unread?: '0' | '1' },
) {
  const { rows, total } = await listNotifications(deps.db, scopeOf(member), {
    limit: query.per_page,
    offset: pageOffset(query),
    unreadOnly: query.unread === '1',
  });
  return {
    data: rows.map((row) => present(row.notification, row.read_at)),
    meta: { page: query.page, per_page: query.per_page, total },
  };
}

export async function readNotification(deps: AppDeps, member: MemberContext, id: number) {
  const scope = scopeOf(member);
  // One the member does not receive is as unknown to them as another organization's.
  const notification = await findNotification(deps.db, scope, id);
  if (!notification) throw notFound('Notification not found.');
  const now = deps.clock.now();
  await markRead(deps.db, scope, [id], now);
  return { notification: present(notification, now) };
}

export async function readAllNotifications(deps: AppDeps, member: MemberContext) {
  return { updated: await markAllRead(deps.db, scopeOf(member), deps.clock.now()) };
}

export interface NewNotification {
  kind: NotificationKind;
  title: string;
  body?: string;
  /** The page it leads to; only members who may open that page receive it. */
  about: NotificationSubject;
}

/**
 * Stores a notification for the members of the organization who may open what it is about; `db` may be the caller's
 * transaction. The live event goes out through `announce` once the caller has committed. It carries no title or body:
 * every member's socket is in the room, and each tab asks for its own count.
 */
export async function createNotification(db: Db, organizationId: number, notification: NewNotification, now: Date) {
  const { about, ...content } = notification;
  const row = await insertNotification(db, {
    organization_id: organizationId,
    ...content,
    ...notificationAudience(about),
    created_at: now,
  });
  return {
    row,
    announce: (deps: Pick<AppDeps, 'realtime'>) =>
      deps.realtime.publish({
        channel: realtimeChannels.notifications(organizationId),
        event: notification.kind === 'client_registration' ? 'client_registration_created' : 'notification_created',
        data: { notification_id: row.id },
      }),
  };
}
