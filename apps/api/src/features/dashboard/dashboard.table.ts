import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DashboardLayoutItem } from '@employee-portal/core';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { users } from '../../platform/identity/users.table.ts';

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
