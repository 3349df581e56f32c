import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { franchises, organizations } from '../../platform/identity/organizations.table.ts';
import { users } from '../../platform/identity/users.table.ts';

/** The parent's terms for every member of a franchise, and the franchisor's own organization (it sees the roll-up). */
export const royaltyTerms = pgTable(
  'royalty_terms',
  {
    franchise_id: integer()
      .primaryKey()
      .references(() => franchises.id, { onDelete: 'cascade' }),
    /** The franchisor's organization: its owner sees every member's revenue and royalties. Never invoiced itself. */
    franchisor_organization_id: integer().references(() => organizations.id, { onDelete: 'set null' }),
    royalty_bps: integer().notNull(),
    ad_fund_bps: integer().notNull(),
    monthly_minimum_cents: integer().notNull(),
    updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('royalty_terms_franchisor_idx').on(table.franchisor_organization_id),
    check(
      'royalty_terms_in_range',
      sql`${table.royalty_bps} between 0 and 10000 and ${table.ad_fund_bps} between 0 and 10000 and ${table.monthly_minimum_cents} >= 0`,
    ),
  ],
);

export type RoyaltyInvoiceStatus = 'due' | 'paid';

/**
 * One member's royalties for one calendar month. The terms in force are copied in, so a later change of terms leaves
 * issued invoices as they were; the unique (organization, month) key makes it once however many runs race.
 */
export const royaltyInvoices = pgTable(
  'royalty_invoices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    franchise_id: integer()
      .notNull()
      .references(() => franchises.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM', the member's calendar month. */
    month: text().notNull(),
    royalty_bps: integer().notNull(),
    ad_fund_bps: integer().notNull(),
    monthly_minimum_cents: integer().notNull(),
    collected_revenue_cents: integer().notNull(),
    royalty_cents: integer().notNull(),
    ad_fund_cents: integer().notNull(),
    minimum_top_up_cents: integer().notNull(),
    total_cents: integer().notNull(),
    status: text().$type<RoyaltyInvoiceStatus>().notNull().default('due'),
    paid_at: timestamp({ withTimezone: true, mode: 'date' }),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('royalty_invoices_organization_month_idx').on(table.organization_id, table.month),
    index('royalty_invoices_franchise_month_idx').on(table.franchise_id, table.month),
    check(
      'royalty_invoices_total_adds_up',
      sql`${table.total_cents} = ${table.royalty_cents} + ${table.ad_fund_cents} + ${table.minimum_top_up_cents}`,
    ),
  ],
);

export type RoyaltyPaymentStatus = 'pending' | 'succeeded' | 'failed';

/** A card charge of a royalty invoice through the platform's processor, on the member's card on file. */
export const royaltyPayments = pgTable(
  'royalty_payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    royalty_invoice_id: integer()
      .notNull()
      .references(() => royaltyInvoices.id, { onDelete: 'cascade' }),
    /** 'pending' holds the idempotency key while the processor answers, so a second click waits instead of charging. */
    status: text().$type<RoyaltyPaymentStatus>().notNull(),
    amount_cents: integer().notNull(),
    idempotency_key: text().notNull(),
    card_brand: text(),
    card_last4: text(),
    processor_ref: text(),
    failure_message: text(),
    created_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('royalty_payments_idempotency_idx').on(table.organization_id, table.idempotency_key),
    index('royalty_payments_invoice_idx').on(table.organization_id, table.royalty_invoice_id),
    check('royalty_payments_amount_positive', sql`${table.amount_cents} > 0`),
  ],
);
