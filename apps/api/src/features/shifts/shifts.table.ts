import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ShiftSnapshot } from '@employee-portal/core';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { memberships, users } from '../../platform/identity/users.table.ts';

export const shifts = pgTable(
  'shifts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    membership_id: integer()
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    started_at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    ended_at: timestamp({ withTimezone: true, mode: 'date' }),
    /** Whole miles on the vehicle's odometer. */
    start_odometer: integer(),
    end_odometer: integer(),
    /** Typed by the tech when the vehicle's odometer was not read. */
    miles_driven: integer(),
    vehicle: text(),
    notes: text(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('shifts_organization_started_idx').on(table.organization_id, table.started_at),
    index('shifts_membership_started_idx').on(table.membership_id, table.started_at),
    // At most one running shift per member, even when two phones press Start at once.
    uniqueIndex('shifts_one_running_idx').on(table.membership_id).where(sql`${table.ended_at} is null`),
  ],
);

export const shiftBreaks = pgTable(
  'shift_breaks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    shift_id: integer()
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    started_at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    ended_at: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('shift_breaks_shift_idx').on(table.shift_id, table.started_at),
    uniqueIndex('shift_breaks_one_running_idx').on(table.shift_id).where(sql`${table.ended_at} is null`),
  ],
);

/**
 * Every shift the office added, corrected or deleted: who, when, the shift before and after, and why it was added.
 * `shift_id` has no foreign key so the trail of a deleted shift stays.
 */
export const shiftAudits = pgTable(
  'shift_audits',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    shift_id: integer().notNull(),
    action: text().$type<'create' | 'update' | 'delete'>().notNull(),
    changed_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    changed_at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** Null when the office added the shift. */
    before: jsonb().$type<ShiftSnapshot>(),
    after: jsonb().$type<ShiftSnapshot>(),
    reason: text(),
  },
  (table) => [index('shift_audits_organization_shift_idx').on(table.organization_id, table.shift_id, table.changed_at)],
);
