import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CrossSellFrequency } from '@employee-portal/core';
import { organizations } from '../../platform/identity/organizations.table.ts';

/** An add-on service or product sold with residential or commercial subscriptions. */
export const crossSells = pgTable(
  'cross_sells',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text().$type<'residential' | 'commercial'>().notNull(),
    name: text().notNull(),
    description: text(),
    price_cents: integer().notNull(),
    frequency: text().$type<CrossSellFrequency>().notNull(),
    is_active: boolean().notNull().default(true),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('cross_sells_organization_kind_idx').on(table.organization_id, table.kind, table.name)],
);
