import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.table.ts';
import { roles } from './roles.table.ts';

export const users = pgTable('users', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** Stored lower-cased; the login compares lower-cased input. */
  email: text().notNull().unique(),
  password_hash: text().notNull(),
  first_name: text().notNull(),
  last_name: text().notNull(),
  phone: text(),
  avatar_url: text(),
  two_factor: boolean().notNull().default(false),
  /** First login: the user must choose a new password before anything else. */
  change_password: boolean().notNull().default(false),
  last_organization_id: integer(),
  timezone: text(),
  settings: jsonb().$type<Record<string, string>>().notNull().default({}),
  created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const memberships = pgTable(
  'memberships',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The member's role; no cascade, so a role still in use cannot be deleted. */
    role_id: integer().references(() => roles.id),
    /** Granted on top of the role. */
    extra_permissions: jsonb().$type<string[]>().notNull().default([]),
    /** Route names (spec §6): the role's and the extra ones together, kept in step so a session reads one row. */
    permissions: jsonb().$type<string[]>().notNull().default([]),
    /** Invited members have not accepted yet; only active members sign in and count as billed staff. */
    status: text().$type<'active' | 'inactive' | 'invited'>().notNull().default('active'),
    /** The bell counts only notifications newer than the member's last look at them. */
    notifications_seen_at: timestamp({ withTimezone: true, mode: 'date' }),
    /**
     * The onboarding guide (spec §3 show_guide, step_guide), per member: one person may own a new organization and
     * work for a set-up one. False once dismissed or finished; the step is the one the member has open.
     */
    show_guide: boolean().notNull().default(true),
    step_guide: integer().notNull().default(0),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('memberships_organization_user_idx').on(table.organization_id, table.user_id),
    index('memberships_user_idx').on(table.user_id),
    index('memberships_role_idx').on(table.role_id),
  ],
);
