import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.ts';

export const clients = pgTable(
  'clients',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer().notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    first_name: text().notNull(),
    last_name: text().notNull(),
    email: text(),
    phone: text(),
    /** An inactive client is disabled everywhere (spec §3). */
    status: text().$type<'active' | 'inactive'>().notNull().default('active'),
    /** When the client last became inactive: "lost" on the dashboard. */
    deactivated_at: timestamp({ withTimezone: true, mode: 'date' }),
    tax_exempt: boolean().notNull().default(false),
    inactive_reason: text(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('clients_organization_status_idx').on(table.organization_id, table.status),
    index('clients_organization_created_idx').on(table.organization_id, table.created_at),
  ],
);

export const clientLocations = pgTable(
  'client_locations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer().notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    client_id: integer().notNull().references(() => clients.id, { onDelete: 'cascade' }),
    address_line1: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    zip: text().notNull(),
    lat: doublePrecision(),
    lng: doublePrecision(),
    gate_code: text(),
    dog_count: integer().notNull().default(0),
    dog_names: jsonb().$type<string[]>().notNull().default([]),
    unsafe_dog: boolean().notNull().default(false),
    notes_for_techs: text(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('client_locations_organization_client_idx').on(table.organization_id, table.client_id),
    index('client_locations_organization_zip_idx').on(table.organization_id, table.zip),
  ],
);
