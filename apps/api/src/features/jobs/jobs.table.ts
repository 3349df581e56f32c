import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { JobKind, JobOrigin, JobStatus } from '@employee-portal/core';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { users } from '../../platform/identity/users.table.ts';
import { clientLocations, clients } from '../clients/clients.table.ts';
import { commercialCustomers, commercialLocations } from '../commercial/commercial.table.ts';
import { crossSells } from '../cross-sells/cross-sells.table.ts';
import { subscriptions } from '../subscriptions/subscriptions.table.ts';

/** Why a visit did not happen; a charged reason still bills the visit. */
export const skipReasons = pgTable(
  'skip_reasons',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    is_charged: boolean().notNull().default(false),
    is_active: boolean().notNull().default(true),
  },
  (table) => [uniqueIndex('skip_reasons_organization_name_idx').on(table.organization_id, table.name)],
);

/** One visit to one location on one calendar day (organization time zone). */
export const jobs = pgTable(
  'jobs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text().$type<JobKind>().notNull(),
    origin: text().$type<JobOrigin>().notNull(),
    subscription_id: integer().references(() => subscriptions.id, { onDelete: 'cascade' }),
    client_id: integer().references(() => clients.id, { onDelete: 'cascade' }),
    client_location_id: integer().references(() => clientLocations.id, { onDelete: 'cascade' }),
    commercial_customer_id: integer().references(() => commercialCustomers.id, { onDelete: 'cascade' }),
    commercial_location_id: integer().references(() => commercialLocations.id, { onDelete: 'cascade' }),
    /** The day the schedule planned; a job moved by hand keeps it, so the schedule never plans that visit twice. */
    planned_date: date({ mode: 'string' }),
    service_date: date({ mode: 'string' }).notNull(),
    status: text().$type<JobStatus>().notNull().default('scheduled'),
    /** Moved to another day or tech by hand: subscription changes leave it alone. */
    is_manual: boolean().notNull().default(false),
    assigned_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Order in the tech's route that day; null sorts last, by id. */
    route_position: integer(),
    /** What this visit is worth, from the subscription's terms when the job was made. */
    price_cents: integer().notNull(),
    skip_reason_id: integer().references(() => skipReasons.id),
    skip_note: text(),
    office_notes: text(),
    tech_notes: text(),
    gate_closed: boolean(),
    dog_count: integer(),
    on_the_way_at: timestamp({ withTimezone: true, mode: 'date' }),
    arrived_at: timestamp({ withTimezone: true, mode: 'date' }),
    completed_at: timestamp({ withTimezone: true, mode: 'date' }),
    re_clean_of_job_id: integer().references((): AnyPgColumn => jobs.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // One job per subscription and planned day: two generators racing make it once.
    uniqueIndex('jobs_subscription_planned_day_idx')
      .on(table.organization_id, table.subscription_id, table.planned_date)
      .where(sql`${table.origin} in ('recurring', 'one_time')`),
    // The board, the schedule and the tech's day read one day (or span) per tech, in route order.
    index('jobs_organization_day_tech_idx').on(
      table.organization_id,
      table.service_date,
      table.assigned_user_id,
      table.route_position,
    ),
    // The nightly pass finds open jobs whose day has passed.
    index('jobs_organization_open_day_idx')
      .on(table.organization_id, table.service_date)
      .where(sql`${table.status} in ('scheduled', 'on_the_way', 'in_progress')`),
    index('jobs_organization_subscription_day_idx').on(
      table.organization_id,
      table.subscription_id,
      table.service_date,
    ),
    index('jobs_organization_client_location_idx').on(
      table.organization_id,
      table.client_location_id,
      table.service_date,
    ),
    index('jobs_organization_commercial_location_idx').on(
      table.organization_id,
      table.commercial_location_id,
      table.service_date,
    ),
    index('jobs_organization_status_day_idx').on(table.organization_id, table.status, table.service_date),
    // Dashboard productivity: completed visits of a period with their tech and client, read from the index alone.
    index('jobs_organization_completed_day_idx')
      .on(
        table.organization_id,
        table.service_date,
        table.assigned_user_id,
        table.client_id,
        table.commercial_customer_id,
      )
      .where(sql`${table.status} = 'completed'`),
    // Deleting a job (or a subscription) looks its re-cleans and jobs up by these columns alone: without an index
    // led by them every deleted row would scan the whole jobs table.
    index('jobs_re_clean_of_idx').on(table.re_clean_of_job_id).where(sql`${table.re_clean_of_job_id} is not null`),
    index('jobs_subscription_idx').on(table.subscription_id).where(sql`${table.subscription_id} is not null`),
    check(
      'jobs_one_location',
      sql`(${table.kind} = 'residential' and ${table.client_location_id} is not null and ${table.commercial_location_id} is null) or (${table.kind} = 'commercial' and ${table.commercial_location_id} is not null and ${table.client_location_id} is null)`,
    ),
    check('jobs_price_not_negative', sql`${table.price_cents} >= 0`),
  ],
);

/** Every change to a job: made, moved, reassigned, on the way, arrived, completed, skipped, missed, notes. */
export const jobEvents = pgTable(
  'job_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    job_id: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    actor_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    summary: text().notNull(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // Led by job_id, not the tenant: a job's deletion cascades here by job_id alone, and a job id names one tenant.
  (table) => [index('job_events_job_idx').on(table.job_id, table.created_at)],
);

/** Photos a tech took: proof of a completed visit, or of the locked gate behind a skip. */
export const jobPhotos = pgTable(
  'job_photos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    job_id: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    kind: text().$type<'completion' | 'skip'>().notNull(),
    /** Unguessable: the photo's address is the storage key, so it can travel in a client's e-mail. */
    storage_key: text().notNull().unique(),
    content_type: text().notNull(),
    byte_size: integer().notNull(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // Led by job_id for the cascade from jobs (see job_events).
  (table) => [index('job_photos_job_idx').on(table.job_id)],
);

/** Add-ons done on a visit, at the price they had then. */
export const jobCrossSells = pgTable(
  'job_cross_sells',
  {
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    job_id: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    cross_sell_id: integer()
      .notNull()
      .references(() => crossSells.id, { onDelete: 'cascade' }),
    price_cents: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.job_id, table.cross_sell_id] }),
    index('job_cross_sells_cross_sell_idx').on(table.organization_id, table.cross_sell_id),
  ],
);

/** How far each organization's jobs are made, and the day the nightly pass last ran for it. */
export const jobHorizons = pgTable('job_horizons', {
  organization_id: integer()
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  generated_through: date({ mode: 'string' }),
  last_run_on: date({ mode: 'string' }),
  updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
