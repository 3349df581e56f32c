import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { users } from '../../platform/identity/users.table.ts';

/** A named list of zip codes: together the work areas decide where the organization serves. */
export const workAreas = pgTable(
  'work_areas',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('work_areas_organization_name_idx').on(table.organization_id, table.name)],
);

export const workAreaZips = pgTable(
  'work_area_zips',
  {
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    work_area_id: integer()
      .notNull()
      .references(() => workAreas.id, { onDelete: 'cascade' }),
    zip: text().notNull(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.work_area_id, table.zip] }),
    // "Is this zip served?" is asked on every location save and every public form visit.
    index('work_area_zips_organization_zip_idx').on(table.organization_id, table.zip),
  ],
);

/** Field techs assigned to a work area. */
export const workAreaTechs = pgTable(
  'work_area_techs',
  {
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    work_area_id: integer()
      .notNull()
      .references(() => workAreas.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.work_area_id, table.user_id] }),
    index('work_area_techs_organization_user_idx').on(table.organization_id, table.user_id),
  ],
);

/** The audit trail of work-area changes: who changed names, zips or techs, when, from what to what. */
export const workAreaChanges = pgTable(
  'work_area_changes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // Kept after the work area is deleted: the log outlives what it describes.
    work_area_id: integer().references(() => workAreas.id, { onDelete: 'set null' }),
    work_area_name: text().notNull(),
    actor_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().$type<'created' | 'renamed' | 'zips_changed' | 'techs_changed' | 'deleted'>().notNull(),
    before: jsonb().$type<unknown>(),
    after: jsonb().$type<unknown>(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('work_area_changes_organization_created_idx').on(table.organization_id, table.created_at),
    index('work_area_changes_work_area_idx').on(table.organization_id, table.work_area_id),
  ],
);
