import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { users } from '../../platform/identity/users.table.ts';

export type NotificationKind = 'client_registration' | 'change_request' | 'system';

/**
 * Notifications belong to the organization; each member reads them on their own, and only those whose required
 * permissions they hold when they look.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text().$type<NotificationKind>().notNull(),
    title: text().notNull(),
    body: text(),
    /** A path inside the portal the notification leads to. */
    link: text(),
    /** Route names a member must all hold to receive it: those of the page it is about. None: every member. */
    required_permissions: text().array().notNull().default(sql`'{}'::text[]`),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('notifications_organization_created_idx').on(table.organization_id, table.created_at)],
);

export const notificationReads = pgTable(
  'notification_reads',
  {
    notification_id: integer()
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    read_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.notification_id] })],
);
