import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ServiceType } from '@employee-portal/core';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { users } from '../../platform/identity/users.table.ts';
import { clientLocations, clients, type FieldChange } from '../clients/clients.table.ts';
import { commercialCustomers, commercialLocations } from '../commercial/commercial.table.ts';
import { servicePlans } from '../pricing/pricing.table.ts';
import { coupons } from '../coupons/coupons.table.ts';
import { crossSells } from '../cross-sells/cross-sells.table.ts';

/** Why clients leave; the dashboard's cancel-reason widgets count them. */
export const cancelReasons = pgTable(
  'cancel_reasons',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    is_active: boolean().notNull().default(true),
    /** Off: a subscription cancelled for it is left out of the dashboard's client figures, as if never entered. */
    counts_as_churn: boolean().notNull().default(true),
    /**
     * Set on the reasons every organization has (core's ENTERED_BY_MISTAKE), which a database trigger adds to each
     * new organization; they keep their name, state and churn setting.
     */
    system_key: text(),
  },
  (table) => [
    uniqueIndex('cancel_reasons_organization_name_idx').on(table.organization_id, table.name),
    uniqueIndex('cancel_reasons_organization_system_key_idx')
      .on(table.organization_id, table.system_key)
      .where(sql`${table.system_key} is not null`),
  ],
);

/** What one location gets: a plan at a price on service days, residential or commercial. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text().$type<'residential' | 'commercial'>().notNull(),
    client_id: integer().references(() => clients.id, { onDelete: 'cascade' }),
    client_location_id: integer().references(() => clientLocations.id, { onDelete: 'cascade' }),
    commercial_customer_id: integer().references(() => commercialCustomers.id, { onDelete: 'cascade' }),
    commercial_location_id: integer().references(() => commercialLocations.id, { onDelete: 'cascade' }),
    service_plan_id: integer()
      .notNull()
      .references(() => servicePlans.id),
    /** What the client pays per visit or per month (the plan's basis), in cents. */
    price_cents: integer().notNull(),
    /** The pricing setup's price when the subscription was priced; differs from price_cents only with a reason. */
    list_price_cents: integer().notNull(),
    price_override_reason: text(),
    start_date: date({ mode: 'string' }).notNull(),
    status: text().$type<'active' | 'paused' | 'cancelled'>().notNull().default('active'),
    /** Half-open pause [from, to): visits on `to` happen. */
    pause_from: date({ mode: 'string' }),
    pause_to: date({ mode: 'string' }),
    cancel_reason_id: integer().references(() => cancelReasons.id),
    cancel_note: text(),
    cancelled_on: date({ mode: 'string' }),
    assigned_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    coupon_id: integer().references(() => coupons.id, { onDelete: 'set null' }),
    coupon_applied_on: date({ mode: 'string' }),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_organization_status_idx').on(table.organization_id, table.kind, table.status),
    index('subscriptions_organization_client_location_idx').on(table.organization_id, table.client_location_id),
    index('subscriptions_organization_commercial_location_idx').on(table.organization_id, table.commercial_location_id),
    index('subscriptions_organization_client_idx').on(table.organization_id, table.client_id),
    index('subscriptions_organization_plan_idx').on(table.organization_id, table.service_plan_id),
    index('subscriptions_organization_tech_idx').on(table.organization_id, table.assigned_user_id),
    // The dashboard's cancel-reason widgets count cancellations by day.
    index('subscriptions_organization_cancelled_idx').on(table.organization_id, table.kind, table.cancelled_on),
    // The dashboard follows each client from its first subscription's start to its last one's cancellation: one
    // index-only pass per segment, already in client order.
    index('subscriptions_organization_client_lifecycle_idx')
      .on(table.organization_id, table.kind, table.client_id, table.start_date, table.cancelled_on)
      .where(sql`${table.client_id} is not null`),
    // The dashboard's new clients: the subscriptions starting in a period.
    index('subscriptions_organization_started_idx').on(table.organization_id, table.kind, table.start_date),
    index('subscriptions_organization_commercial_lifecycle_idx')
      .on(table.organization_id, table.kind, table.commercial_customer_id, table.start_date, table.cancelled_on)
      .where(sql`${table.commercial_customer_id} is not null`),
    check(
      'subscriptions_one_location',
      sql`(${table.kind} = 'residential' and ${table.client_location_id} is not null and ${table.commercial_location_id} is null) or (${table.kind} = 'commercial' and ${table.commercial_location_id} is not null and ${table.client_location_id} is null)`,
    ),
  ],
);

export const subscriptionServiceDays = pgTable(
  'subscription_service_days',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    subscription_id: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    service_type: text().$type<ServiceType>().notNull(),
    start_date: date({ mode: 'string' }).notNull(),
  },
  (table) => [index('subscription_service_days_subscription_idx').on(table.organization_id, table.subscription_id)],
);

export const subscriptionCrossSells = pgTable(
  'subscription_cross_sells',
  {
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    subscription_id: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    cross_sell_id: integer()
      .notNull()
      .references(() => crossSells.id, { onDelete: 'cascade' }),
    price_cents: integer().notNull(),
    added_on: date({ mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.subscription_id, table.cross_sell_id] }),
    index('subscription_cross_sells_cross_sell_idx').on(table.organization_id, table.cross_sell_id),
  ],
);

/** Every change to a subscription: created, plan or days changed, price changed, paused, resumed, cancelled. */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    subscription_id: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    actor_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    summary: text().notNull(),
    changes: jsonb().$type<FieldChange[]>().notNull().default([]),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('subscription_events_subscription_idx').on(table.organization_id, table.subscription_id, table.created_at),
  ],
);
