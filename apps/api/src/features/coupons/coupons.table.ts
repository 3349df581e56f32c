import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { CouponDuration } from '@employee-portal/core';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { clients } from '../clients/clients.table.ts';
import { users } from '../../platform/identity/users.table.ts';

/** The organization's coupons for its clients. Codes are stored upper-case: unique per organization whatever the case typed. */
export const coupons = pgTable(
  'coupons',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    description: text(),
    percent_off: integer(),
    amount_off_cents: integer(),
    duration: text().$type<CouponDuration>().notNull(),
    duration_months: integer(),
    max_redemptions: integer(),
    expires_on: date({ mode: 'string' }),
    is_active: boolean().notNull().default(true),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupons_organization_code_idx').on(table.organization_id, table.code),
    check('coupons_one_discount', sql`(${table.percent_off} is null) <> (${table.amount_off_cents} is null)`),
  ],
);

/** Each use of a coupon: by which client, on which subscription, when. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    coupon_id: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    client_id: integer().references(() => clients.id, { onDelete: 'set null' }),
    subscription_id: integer(),
    redeemed_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    redeemed_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('coupon_redemptions_organization_coupon_idx').on(table.organization_id, table.coupon_id, table.redeemed_at),
  ],
);
