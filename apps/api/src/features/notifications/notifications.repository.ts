import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { memberships } from '../../platform/identity/users.table.ts';
import { notificationReads, notifications } from './notifications.table.ts';

export type NotificationRow = typeof notifications.$inferSelect;

const unreadBy = (userId: number) =>
  and(eq(notificationReads.notification_id, notifications.id), eq(notificationReads.user_id, userId));

export async function insertNotification(db: Db, values: typeof notifications.$inferInsert) {
  const [row] = await db.insert(notifications).values(values).returning();
  if (!row) throw new Error('notification not stored');
  return row;
}

export async function countUnseenUnread(
  db: Db,
  scope: { organization_id: number; user_id: number; seen_at: Date | null },
) {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .leftJoin(notificationReads, unreadBy(scope.user_id))
    .where(
      and(
        eq(notifications.organization_id, scope.organization_id),
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
  scope: { organization_id: number; user_id: number },
  page: { limit: number; offset: number; unreadOnly: boolean },
) {
  const where = and(
    eq(notifications.organization_id, scope.organization_id),
    page.unreadOnly ? isNull(notificationReads.notification_id) : undefined,
  );
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

export async function findNotification(db: Db, scope: { organization_id: number; id: number }) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.organization_id, scope.organization_id), eq(notifications.id, scope.id)));
  return row ?? null;
}

/** Reads have no organization of their own: only the organization's notifications among the ids are marked. */
export async function markRead(
  db: Db,
  scope: { organization_id: number; user_id: number },
  notificationIds: number[],
  now: Date,
) {
  if (!notificationIds.length) return;
  await db.execute(sql`
    insert into ${notificationReads} (notification_id, user_id, read_at)
    select ${notifications.id}, ${scope.user_id}, ${now} from ${notifications}
    where ${and(eq(notifications.organization_id, scope.organization_id), inArray(notifications.id, notificationIds))}
    on conflict do nothing`);
}

/** Every unread notification of the organization becomes read for this user, in one statement. */
export async function markAllRead(db: Db, scope: { organization_id: number; user_id: number }, now: Date) {
  const result = await db.execute(sql`
    insert into ${notificationReads} (notification_id, user_id, read_at)
    select ${notifications.id}, ${scope.user_id}, ${now} from ${notifications}
    where ${notifications.organization_id} = ${scope.organization_id}
    on conflict do nothing`);
  return (
    (result as { rowCount?: number; affectedRows?: number }).rowCount ??
    (result as { affectedRows?: number }).affectedRows ??
    0
  );
}
