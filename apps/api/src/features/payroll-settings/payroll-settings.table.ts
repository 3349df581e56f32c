import { boolean, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { organizations } from '../../platform/identity/organizations.table.ts';

/**
 * The organization's overtime, mileage and tip rules; one row, made on the first save (defaults until then). The pay
 * period is not here: it stays in organization_settings, where GET /organization_settings has always read it.
 */
export const payrollSettings = pgTable(
  'payroll_settings',
  {
    organization_id: integer()
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    overtime_weekly_threshold_minutes: integer().notNull().default(2400),
    /** Null: no daily overtime. */
    overtime_daily_threshold_minutes: integer(),
    /** 15000 = time and a half. */
    overtime_multiplier_bps: integer().notNull().default(15000),
    mileage_rate_cents: integer().notNull().default(0),
    tips_to_tech: boolean().notNull().default(true),
    updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'payroll_settings_amounts_check',
      sql`${table.overtime_weekly_threshold_minutes} >= 0 and ${table.mileage_rate_cents} >= 0 and ${table.overtime_multiplier_bps} between 10000 and 30000`,
    ),
  ],
);
