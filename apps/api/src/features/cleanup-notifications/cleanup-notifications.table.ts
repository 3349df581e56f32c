import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CleanupNotificationKind } from '@employee-portal/core';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { clients } from '../clients/clients.table.ts';
import { jobs } from '../jobs/jobs.table.ts';

/** Every 'on the way', 'completed' and 'skipped' message sent (or not) to a client about a visit. */
export const cleanupNotifications = pgTable(
  'cleanup_notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    job_id: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    client_id: integer().references(() => clients.id, { onDelete: 'set null' }),
    kind: text().$type<CleanupNotificationKind>().notNull(),
    channel: text().$type<'sms' | 'email'>().notNull(),
    /** The phone number or e-mail address it went to (empty when the client has none on that channel). */
    recipient: text().notNull(),
    status: text().$type<'sent' | 'failed' | 'not_delivered'>().notNull(),
    error: text(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('cleanup_notifications_organization_created_idx').on(table.organization_id, table.created_at),
    // Led by job_id for the cascade from jobs.
    index('cleanup_notifications_job_idx').on(table.job_id),
  ],
);
