import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.table.ts';

/** Named permission sets of one organization; memberships point at one and may add extra permissions. */
export const roles = pgTable(
  'roles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Route names (spec §6). The Owner role holds every permission whatever is stored here. */
    permissions: jsonb().$type<string[]>().notNull().default([]),
    is_owner: boolean().notNull().default(false),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('roles_organization_name_idx').on(table.organization_id, sql`lower(${table.name})`),
    // One Owner role per organization: the last-owner rule counts members of that one role.
    uniqueIndex('roles_organization_owner_idx').on(table.organization_id).where(sql`${table.is_owner}`),
  ],
);
