import { type AnyPgColumn, boolean, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { addressWithPinColumns } from '../../platform/db/address-columns.ts';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { users } from '../../platform/identity/users.table.ts';

export type ClientStatus = 'active' | 'inactive';
export type PreferredChannel = 'email' | 'sms' | 'both' | 'none';

export const clients = pgTable(
  'clients',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    first_name: text().notNull(),
    last_name: text().notNull(),
    email: text(),
    phone: text(),
    alternate_email: text(),
    alternate_phone: text(),
    preferred_channel: text().$type<PreferredChannel>().notNull().default('email'),
    /** An inactive client is disabled everywhere (spec §3). */
    status: text().$type<ClientStatus>().notNull().default('active'),
    /** When the client last became inactive: "lost" on the dashboard. */
    deactivated_at: timestamp({ withTimezone: true, mode: 'date' }),
    tax_exempt: boolean().notNull().default(false),
    inactive_reason: text(),
    /** Where the client heard of the business (the dashboard's referral sources). */
    referral_source: text(),
    /** What the client owes, kept by billing; the list filters and sorts on it. */
    balance_cents: integer().notNull().default(0),
    /** Calendar day of the last completed service, kept by the jobs that complete visits (dormant clients). */
    last_service_on: date({ mode: 'string' }),
    /** The payer of a household: linked records share this client's billing contact. Null for a payer or a lone client. */
    billing_client_id: integer().references((): AnyPgColumn => clients.id, { onDelete: 'set null' }),
    /** The lead this client was converted from. */
    client_registration_id: integer(),
    /** Lower-case names, e-mails, phone digits, addresses and zips of the client and its locations: one trigram index finds anyone. */
    search_text: text().notNull().default(''),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('clients_organization_status_idx').on(table.organization_id, table.status),
    index('clients_organization_created_idx').on(table.organization_id, table.created_at),
    index('clients_organization_last_name_idx').on(table.organization_id, table.last_name, table.first_name, table.id),
    index('clients_organization_email_idx').on(table.organization_id, table.email),
    index('clients_organization_phone_idx').on(table.organization_id, table.phone),
    index('clients_organization_balance_idx').on(table.organization_id, table.balance_cents),
    index('clients_organization_billing_client_idx').on(table.organization_id, table.billing_client_id),
    index('clients_search_text_trgm_idx').using('gin', table.search_text.op('gin_trgm_ops')),
  ],
);

export const clientLocations = pgTable(
  'client_locations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    client_id: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** Optional label ("Mom's house"); must differ from the client's own name. */
    name: text(),
    ...addressWithPinColumns(),
    gate_code: text(),
    dog_count: integer().notNull().default(0),
    dog_names: jsonb().$type<string[]>().notNull().default([]),
    unsafe_dog: boolean().notNull().default(false),
    notes_for_techs: text(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('client_locations_organization_client_idx').on(table.organization_id, table.client_id),
    index('client_locations_organization_zip_idx').on(table.organization_id, table.zip),
  ],
);

/** Dated notes on a client, by author. */
export const clientNotes = pgTable(
  'client_notes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    client_id: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    author_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('client_notes_organization_client_idx').on(table.organization_id, table.client_id, table.created_at),
  ],
);

export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** Every change to a client and its locations: who, when, what. Written in the same transaction as the change. */
export const clientActivities = pgTable(
  'client_activities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    client_id: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** Null when the client side or the system made the change. */
    actor_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    /** e.g. created, updated, location_added, location_updated, location_removed, deactivated, reactivated, linked, unlinked, note_added, change_request_approved. */
    action: text().notNull(),
    summary: text().notNull(),
    changes: jsonb().$type<FieldChange[]>().notNull().default([]),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('client_activities_organization_client_idx').on(table.organization_id, table.client_id, table.created_at),
  ],
);
