import { boolean, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.ts';

export const commercialCustomers = pgTable(
  'commercial_customers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer().notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    company_name: text().notNull(),
    billing_first_name: text(),
    billing_last_name: text(),
    billing_email: text(),
    billing_phone: text(),
    tax_exempt: boolean().notNull().default(false),
    status: text().$type<'active' | 'inactive'>().notNull().default('active'),
    /** When the client last became inactive: "lost" on the dashboard. */
    deactivated_at: timestamp({ withTimezone: true, mode: 'date' }),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('commercial_customers_organization_status_idx').on(table.organization_id, table.status),
    index('commercial_customers_organization_created_idx').on(table.organization_id, table.created_at),
  ],
);

export const commercialLocations = pgTable(
  'commercial_locations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer().notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    commercial_customer_id: integer().notNull().references(() => commercialCustomers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    address_line1: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    zip: text().notNull(),
    lat: doublePrecision(),
    lng: doublePrecision(),
    stations: integer().notNull().default(1),
    service_notes: text(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('commercial_locations_organization_customer_idx').on(table.organization_id, table.commercial_customer_id)],
);
