import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const franchises = pgTable('franchises', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  logo_url: text(),
  header_color: text(),
  created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const organizations = pgTable(
  'organizations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    /** The stable, unguessable part of the public sign-up form's address. */
    public_form_key: text().notNull().unique().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    time_zone: text().notNull().default('America/Denver'),
    phone: text(),
    address_line1: text(),
    city: text(),
    state: text(),
    zip: text(),
    franchise_id: integer().references(() => franchises.id),
    pricing_plan_id: integer(),
    subscription_package: text(),
    end_trial: timestamp({ withTimezone: true, mode: 'date' }),
    end_subscription: timestamp({ withTimezone: true, mode: 'date' }),
    subscription_coupon: text(),
    /** The running billing cycle, as calendar days of the organization; its end is the billing date. */
    current_period_start: date({ mode: 'string' }),
    current_period_end: date({ mode: 'string' }),
    cancel_at_period_end: boolean().notNull().default(false),
    /** The organization's own card processor account (Stripe Connect): active or in_progress. */
    payment_account_status: text().$type<'active' | 'in_progress'>(),
    payouts_enabled: boolean().notNull().default(false),
    charges_enabled: boolean().notNull().default(false),
    card_connect_site: text(),
    /** The organization's own Stripe (Connect) account, for its client payments. */
    stripe_account_id: text(),
    /** Time of the provider event the payment-account fields reflect: older events arriving late are ignored. */
    payment_account_updated_at: timestamp({ withTimezone: true, mode: 'date' }),
    /** Loaded by the demo seed: outside production its messages are readable by anyone at /api/demo/outbox. */
    is_demo: boolean().notNull().default(false),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('organizations_franchise_idx').on(table.franchise_id)],
);

export const organizationSettings = pgTable(
  'organization_settings',
  {
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    value: text(),
  },
  (table) => [primaryKey({ columns: [table.organization_id, table.key] })],
);
