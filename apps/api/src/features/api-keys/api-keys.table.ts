import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Permission } from '@employee-portal/core';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { users } from '../../platform/identity/users.table.ts';

/**
 * The organization's API keys (issue 20). Only the SHA-256 of the whole key is kept, so a leaked table grants
 * nothing; `prefix` is the part shown in the table to tell keys apart. Revoked keys stay, for the history.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    created_by_user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    prefix: text().notNull().unique(),
    key_hash: text().notNull().unique(),
    scopes: jsonb().$type<Permission[]>().notNull(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    last_used_at: timestamp({ withTimezone: true, mode: 'date' }),
    expires_at: timestamp({ withTimezone: true, mode: 'date' }),
    revoked_at: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (table) => [index('api_keys_organization_idx').on(table.organization_id, table.created_at)],
);
