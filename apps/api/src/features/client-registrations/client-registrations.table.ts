import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../../platform/identity/organizations.table.ts';

export type RegistrationStatus = 'new' | 'contacted' | 'won' | 'lost';

/** What a visitor sent through the organization's public sign-up form: a lead until converted. */
export const clientRegistrations = pgTable(
  'client_registrations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    first_name: text().notNull(),
    last_name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    address_line1: text(),
    city: text(),
    state: text(),
    zip: text().notNull(),
    dog_count: integer(),
    notes: text(),
    answers: jsonb().$type<{ question: string; answer: string | null }[]>().notNull().default([]),
    referral_source: text(),
    /** The zip was outside every work area when the visitor sent the form. */
    out_of_area: boolean().notNull().default(false),
    status: text().$type<RegistrationStatus>().notNull().default('new'),
    lost_reason: text(),
    /** The client this lead became ('won'). */
    converted_client_id: integer(),
    status_changed_at: timestamp({ withTimezone: true, mode: 'date' }),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('client_registrations_organization_created_idx').on(table.organization_id, table.created_at),
    index('client_registrations_organization_status_idx').on(table.organization_id, table.status, table.created_at),
  ],
);
