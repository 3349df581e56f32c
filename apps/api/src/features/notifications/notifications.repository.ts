import { and, arrayContained, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { memberships } from '../../platform/identity/users.table.ts';
import { notificationReads, notifications } from './notifications.table.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** Whose notifications: one member of one organization, with every permission they hold now. */
export interface ReaderScope {
  organization_id: number;
  user_id: number;
  permissions: string[];
}

const unreadBy = (userId: number) =>
  and(eq(notificationReads.notification_id, notifications.id), eq(notificationReads.user_id, userId));

/** The organization's notifications this member may receive: each one's required permissions are all held. */
const receivedBy = (scope: ReaderScope) =>
  and(
    eq(notifications.organization_id, scope.organization_id),
    scope.permissions.length
      ? arrayContained(notifications.required_permissions, scope.permissions)
      : sql`cardinality(${notifications.required_permissions}) = 0`,
  );

export async function insertNotification(db: Db, values: typeof notifications.$inferInsert) {
  const [row] = await db.insert(notifications).values(values).returning();
  if (!row) throw new Error('notification not stored');
  return row;
}

export async function countUnseenUnread(db: Db, scope: ReaderScope & { seen_at: Date | null }) {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .leftJoin(notificationReads, unreadBy(scope.user_id))
    .where(
      and(
        receivedBy(scope),
        isNull(notificationReads.notification_id),
        scope.seen_at ? gt(notifications.created_at, scope.seen_at) : undefined,
      ),
    );
  return row?.total ?? 0;
}

export async function markSeen(db: Db, organizationId: number, membershipId: number, now: Date) {
  await db
    .update(memberships)
    .set({ notifications_seen_at: now })
    .where(and(eq(memberships.organization_id, organizationId), eq(memberships.id, membershipId)));
}

export async function listNotifications(
  db: Db,
  scope: ReaderScope,
  page: { limit: number; offset: number; unreadOnly: boolean },
) {
  const where = and(receivedBy(scope), page.unreadOnly ? isNull(notificationReads.notification_id) : undefined);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ notification: notifications, read_at: notificationReads.read_at })
      .from(notifications)
      .leftJoin(notificationReads, unreadBy(scope.user_id))
      .where(where)
      .orderBy(desc(notifications.created_at), desc(notifications.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(notifications).leftJoin(notificationReads, unreadBy(scope.user_id)).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findNotification(db: Db, scope: ReaderScope, id: number) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(receivedBy(scope), eq(notifications.id, id)));
  return row ?? null;
}

/** Reads have no organization of their own: only the notifications among the ids this member receives are marked. */
export async function markRead(db: Db, scope: ReaderScope, notificationIds: number[], now: Date) {
  if (!notificationIds.length) return;
  await db.execute(sql`
    insert into ${notificationReads} (notification_id, user_id, read_at)
    select ${notifications.id}, ${scope.user_id}, ${now} from ${notifications}
    where ${and(receivedBy(scope), inArray(notifications.id, notificationIds))}
    on conflict do nothing`);
}

/** Every unread notification this member receives becomes read for them, in one statement. */
export async function markAllRead(db: Db, scope: ReaderScope, now: Date) {
  const result = await db.execute(sql`
    insert into ${notificationReads} (notification_id, user_id, read_at)
    select ${notifications.id}, ${scope.user_id}, ${now} from ${notifications}
    where ${receivedBy(scope)}
    on conflict do nothing`);
  return (
    (result as { rowCount?: number; affectedRows?: number }).rowCount ??
    (result as { affectedRows?: number }).affectedRows ??
    0
  );
}
