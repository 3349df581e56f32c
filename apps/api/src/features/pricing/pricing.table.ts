import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DogPrice, PriceBasis, ServiceFrequency } from '@employee-portal/core';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { workAreas } from '../work-areas/work-areas.table.ts';

/** A service plan of the pricing setup: a frequency and prices by number of dogs. */
export const servicePlans = pgTable(
  'service_plans',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Stable machine name shown to the client side as service_plan_slug (spec §3). */
    slug: text().notNull(),
    frequency: text().$type<ServiceFrequency>().notNull(),
    custom_days_per_week: integer(),
    price_basis: text().$type<PriceBasis>().notNull().default('per_visit'),
    /** Ordered dog-count ranges with their price in cents; validated by core's dogPriceErrors. */
    dog_prices: jsonb().$type<DogPrice[]>().notNull(),
    is_active: boolean().notNull().default(true),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('service_plans_organization_slug_idx').on(table.organization_id, table.slug),
    index('service_plans_organization_name_idx').on(table.organization_id, table.name),
  ],
);

/** Initial cleanup: a price range by how many weeks since the yard was last cleaned. */
export const initialCleanupPrices = pgTable(
  'initial_cleanup_prices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    label: text().notNull(),
    weeks_since_cleaned_from: integer().notNull(),
    weeks_since_cleaned_to: integer(),
    from_price_cents: integer().notNull(),
    to_price_cents: integer().notNull(),
    position: integer().notNull().default(0),
  },
  (table) => [index('initial_cleanup_prices_organization_idx').on(table.organization_id, table.position)],
);

/** Extra per visit in a work area (long drives, HOA rules). */
export const workAreaPremiums = pgTable(
  'work_area_premiums',
  {
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    work_area_id: integer()
      .notNull()
      .references(() => workAreas.id, { onDelete: 'cascade' }),
    premium_cents: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.work_area_id] }),
    index('work_area_premiums_organization_idx').on(table.organization_id),
  ],
);
