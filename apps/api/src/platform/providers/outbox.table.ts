import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What the test-mode SMS and mail adapters "sent"; readable in demo mode through /api/demo/outbox. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer(),
    channel: text().$type<'sms' | 'email'>().notNull(),
    recipient: text().notNull(),
    subject: text(),
    body: text().notNull(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('outbox_messages_recipient_idx').on(table.recipient, table.created_at)],
);
