import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { addressWithPinColumns } from '../../platform/db/address-columns.ts';
import { organizations } from '../../platform/identity/organizations.table.ts';

export const commercialCustomers = pgTable(
  'commercial_customers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    company_name: text().notNull(),
    billing_first_name: text(),
    billing_last_name: text(),
    billing_email: text(),
    billing_phone: text(),
    billing_address_line1: text(),
    billing_city: text(),
    billing_state: text(),
    billing_zip: text(),
    tax_exempt: boolean().notNull().default(false),
    notes: text(),
    inactive_reason: text(),
    balance_cents: integer().notNull().default(0),
    status: text().$type<'active' | 'inactive'>().notNull().default('active'),
    /** When the client last became inactive: "lost" on the dashboard. */
    deactivated_at: timestamp({ withTimezone: true, mode: 'date' }),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('commercial_customers_organization_status_idx').on(table.organization_id, table.status),
    index('commercial_customers_organization_company_idx').on(table.organization_id, table.company_name),
    index('commercial_customers_organization_created_idx').on(table.organization_id, table.created_at),
  ],
);

export const commercialLocations = pgTable(
  'commercial_locations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    commercial_customer_id: integer()
      .notNull()
      .references(() => commercialCustomers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    ...addressWithPinColumns(),
    /** Pet-waste stations on the property. */
    stations: integer().notNull().default(1),
    service_notes: text(),
    contact_name: text(),
    contact_phone: text(),
    gate_code: text(),
    status: text().$type<'active' | 'inactive'>().notNull().default('active'),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('commercial_locations_organization_customer_idx').on(table.organization_id, table.commercial_customer_id),
    index('commercial_locations_organization_zip_idx').on(table.organization_id, table.zip),
  ],
);
