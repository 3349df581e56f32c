import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DashboardLayoutItem } from '@employee-portal/core';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { users } from '../../platform/identity/users.table.ts';
import { clients } from '../clients/clients.table.ts';
import { commercialCustomers } from '../commercial/commercial.table.ts';
import { cancelReasons } from '../subscriptions/subscriptions.table.ts';

/**
 * How a dashboard is arranged (/settings/customize_dashboard): a user's own arrangement in an organization, or, with
 * no user, the organization's default that users without their own see.
 */
export const dashboardLayouts = pgTable(
  'dashboard_layouts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Null for the organization's default. */
    user_id: integer().references(() => users.id, { onDelete: 'cascade' }),
    widgets: jsonb().$type<DashboardLayoutItem[]>().notNull(),
    updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('dashboard_layouts_user_idx')
      .on(table.organization_id, table.user_id)
      .where(sql`${table.user_id} is not null`),
    uniqueIndex('dashboard_layouts_default_idx').on(table.organization_id).where(sql`${table.user_id} is null`),
    index('dashboard_layouts_user_id_idx').on(table.user_id),
  ],
);

/**
 * Each client's start and end (core's kpi-definitions.ts) as its subscriptions say: kept by the subscriptions
 * feature in the transaction that changes them, so the dashboard counts clients from these days alone.
 */
export const clientLifecycles = pgTable(
  'client_lifecycles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text().$type<'residential' | 'commercial'>().notNull(),
    client_id: integer().references(() => clients.id, { onDelete: 'cascade' }),
    commercial_customer_id: integer().references(() => commercialCustomers.id, { onDelete: 'cascade' }),
    /** The earliest start of its subscriptions. */
    start_day: date({ mode: 'string' }).notNull(),
    /** The last cancellation once every subscription is cancelled; null while one still runs (or is paused). */
    end_day: date({ mode: 'string' }),
    /** The reason of the subscription cancelled last: why a lost client left. */
    last_cancel_reason_id: integer().references(() => cancelReasons.id, { onDelete: 'set null' }),
  },
  (table) => [
    // Every figure reads one segment: the kind right after the organization keeps each count one index range.
    index('client_lifecycles_organization_start_idx').on(
      table.organization_id,
      table.kind,
      table.start_day,
      table.end_day,
    ),
    index('client_lifecycles_organization_end_idx').on(table.organization_id, table.kind, table.end_day),
    uniqueIndex('client_lifecycles_client_idx')
      .on(table.organization_id, table.client_id)
      .where(sql`${table.client_id} is not null`),
    uniqueIndex('client_lifecycles_commercial_idx')
      .on(table.organization_id, table.commercial_customer_id)
      .where(sql`${table.commercial_customer_id} is not null`),
  ],
);

/**
 * Completed visits per tech and service day (the tech null for visits completed without one): kept by the jobs
 * feature as jobs complete, so productivity reads a few rows a day instead of every visit.
 */
export const techDaySummaries = pgTable(
  'tech_day_summaries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    service_date: date({ mode: 'string' }).notNull(),
    user_id: integer().references(() => users.id, { onDelete: 'cascade' }),
    completed_jobs: integer().notNull(),
    /** Distinct clients of the route (this tech on this day). */
    clients: integer().notNull(),
  },
  (table) => [
    index('tech_day_summaries_organization_day_idx').on(
      table.organization_id,
      table.service_date,
      table.user_id,
      table.completed_jobs,
      table.clients,
    ),
    index('tech_day_summaries_user_idx').on(table.user_id),
  ],
);

/**
 * One row per client and day it had a completed visit, with the day of its visit before: the distinct clients
 * of any period are then the rows of the period whose previous visit falls before it, counted without grouping.
 */
export const clientServiceDays = pgTable(
  'client_service_days',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    client_id: integer().references(() => clients.id, { onDelete: 'cascade' }),
    commercial_customer_id: integer().references(() => commercialCustomers.id, { onDelete: 'cascade' }),
    service_date: date({ mode: 'string' }).notNull(),
    previous_date: date({ mode: 'string' }),
  },
  (table) => [
    index('client_service_days_organization_day_idx').on(
      table.organization_id,
      table.service_date,
      table.previous_date,
    ),
    index('client_service_days_client_idx')
      .on(table.organization_id, table.client_id, table.service_date)
      .where(sql`${table.client_id} is not null`),
    index('client_service_days_commercial_idx')
      .on(table.organization_id, table.commercial_customer_id, table.service_date)
      .where(sql`${table.commercial_customer_id} is not null`),
  ],
);

/**
 * Finalized sales (open or paid invoices, after discounts, without tax) per issue day, client segment and what was
 * sold: kept by the invoices feature whenever an invoice is finalized or voided, so the money widgets add up a few
 * rows a day instead of every invoice line. `item_id` is the service plan (kind 'plan') or the cross-sell.
 */
export const salesDays = pgTable(
  'sales_days',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    issue_date: date({ mode: 'string' }).notNull(),
    segment: text().$type<'residential' | 'commercial'>().notNull(),
    kind: text().$type<'plan' | 'cross_sell' | 'one_time_job' | 'tip' | 'other'>().notNull(),
    /** 0 when the kind names no plan or cross-sell (or the invoice had no plan). */
    item_id: integer().notNull(),
    sales_cents: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [
    uniqueIndex('sales_days_organization_day_idx').on(
      table.organization_id,
      table.issue_date,
      table.segment,
      table.kind,
      table.item_id,
    ),
  ],
);
