import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { users } from '../../platform/identity/users.table.ts';
import { clients } from '../clients/clients.table.ts';
import { commercialCustomers } from '../commercial/commercial.table.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { subscriptions } from '../subscriptions/subscriptions.table.ts';

/** /settings/ratings_comments_and_tipping. One row per organization, made on first use. */
export const tippingSettings = pgTable('tipping_settings', {
  organization_id: integer()
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  ratings_enabled: boolean().notNull().default(true),
  comments_enabled: boolean().notNull().default(true),
  tipping_enabled: boolean().notNull().default(true),
  recurring_tips_enabled: boolean().notNull().default(true),
  /** The amounts offered as buttons, in cents. */
  suggested_tip_cents: jsonb().$type<number[]>().notNull().default([300, 500, 1000]),
  updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A client's stars and comment on one completed visit; one per job. */
export const jobRatings = pgTable(
  'job_ratings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    job_id: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    tech_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    client_id: integer().references(() => clients.id, { onDelete: 'cascade' }),
    commercial_customer_id: integer().references(() => commercialCustomers.id, { onDelete: 'cascade' }),
    stars: integer().notNull(),
    comment: text(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('job_ratings_job_idx').on(table.job_id),
    index('job_ratings_organization_created_idx').on(table.organization_id, table.created_at),
    index('job_ratings_organization_tech_idx').on(table.organization_id, table.tech_user_id, table.created_at),
    check('job_ratings_stars_in_range', sql`${table.stars} between 1 and 5`),
  ],
);

/** A standing tip the client gives the tech on every completed visit of a subscription, until stopped. */
export const recurringTips = pgTable(
  'recurring_tips',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    subscription_id: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    amount_cents: integer().notNull(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    stopped_at: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('recurring_tips_active_idx')
      .on(table.organization_id, table.subscription_id)
      .where(sql`${table.stopped_at} is null`),
    check('recurring_tips_positive', sql`${table.amount_cents} > 0`),
  ],
);

/** A tip for the tech of one visit. The next invoice bills it (invoice_id set then); payroll pays it to the tech. */
export const tips = pgTable(
  'tips',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    job_id: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    tech_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    client_id: integer().references(() => clients.id, { onDelete: 'cascade' }),
    commercial_customer_id: integer().references(() => commercialCustomers.id, { onDelete: 'cascade' }),
    amount_cents: integer().notNull(),
    source: text().$type<'once' | 'recurring'>().notNull(),
    recurring_tip_id: integer().references(() => recurringTips.id, { onDelete: 'set null' }),
    invoice_id: integer().references(() => invoices.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // One tip per visit: a second click on the link, or a recurring tip meeting a one-off, adds nothing.
    uniqueIndex('tips_job_idx').on(table.job_id),
    index('tips_organization_created_idx').on(table.organization_id, table.created_at),
    index('tips_organization_tech_idx').on(table.organization_id, table.tech_user_id, table.created_at),
    index('tips_organization_uninvoiced_idx').on(table.organization_id, table.invoice_id),
    check('tips_positive', sql`${table.amount_cents} > 0`),
  ],
);

/**
 * The link in a completion message that lets the client rate and tip one visit without an account. Only the token's
 * SHA-256 is kept; a newer message for the same visit replaces it.
 */
export const feedbackLinks = pgTable(
  'feedback_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    job_id: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    token_hash: text().notNull(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('feedback_links_job_idx').on(table.job_id),
    uniqueIndex('feedback_links_token_idx').on(table.token_hash),
  ],
);
