import { boolean, customType, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { memberships, users } from '../../platform/identity/users.table.ts';

/** A member's pay settings and routing addresses in one organization; a row appears on the first save. */
export const staffProfiles = pgTable(
  'staff_profiles',
  {
    membership_id: integer()
      .primaryKey()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    hourly_rate_cents: integer().notNull().default(0),
    per_job_rate_cents: integer().notNull().default(0),
    /** Basis points of the sale: 1 % = 100. */
    commission_bps: integer().notNull().default(0),
    mileage_rate_cents: integer().notNull().default(0),
    per_dog_rate_cents: integer().notNull().default(0),
    /** Per distinct client location serviced on a service date. */
    per_yard_rate_cents: integer().notNull().default(0),
    salary_cents_per_year: integer().notNull().default(0),
    /** The member's ids at the payroll providers the pay run exports to. */
    gusto_employee_id: text(),
    adp_file_number: text(),
    start_address: text(),
    start_lat: doublePrecision(),
    start_lng: doublePrecision(),
    end_address: text(),
    end_lat: doublePrecision(),
    end_lng: doublePrecision(),
    updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('staff_profiles_organization_idx').on(table.organization_id)],
);

/** One open invitation per invited membership; only the token's SHA-256 is stored. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    membership_id: integer()
      .notNull()
      .unique()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    token_hash: text().notNull().unique(),
    /** The invitation created the user (a new e-mail): cancelling it removes that account again. */
    created_user: boolean().notNull(),
    invited_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    sent_at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    expires_at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    accepted_at: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (table) => [index('staff_invitations_organization_idx').on(table.organization_id)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres gives a Buffer, PGlite a Uint8Array.
  fromDriver: (value) => Buffer.from(value),
});

/** A user's picture. It is served at an unguessable address, because an <img> cannot send a bearer token. */
export const userAvatars = pgTable('user_avatars', {
  user_id: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  key: text().notNull().unique(),
  content_type: text().notNull(),
  bytes: bytea().notNull(),
  updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
