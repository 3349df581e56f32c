import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The QuickBooks stand-in's fake companies (issue 17), outside production only: every entity, OAuth grant and
 * answered request id of a realm as one JSON record, so the demo's company survives a restart.
 */
export const quickbooksStandinRecords = pgTable(
  'quickbooks_standin_records',
  {
    realm_id: text().notNull(),
    entity: text().notNull(),
    id: text().notNull(),
    sync_token: text().notNull().default('0'),
    body: jsonb().$type<Record<string, unknown>>().notNull(),
    updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.realm_id, table.entity, table.id] }),
    index('quickbooks_standin_records_changed_idx').on(table.realm_id, table.updated_at),
  ],
);
