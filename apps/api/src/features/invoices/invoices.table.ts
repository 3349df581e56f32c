import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { exactlyOneOf } from '../../platform/db/exactly-one-of.ts';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { users } from '../../platform/identity/users.table.ts';
import { clients } from '../clients/clients.table.ts';
import { commercialCustomers } from '../commercial/commercial.table.ts';
import { coupons } from '../coupons/coupons.table.ts';
import { giftCertificates } from '../gift-certificates/gift-certificates.table.ts';
import { subscriptions } from '../subscriptions/subscriptions.table.ts';
import { workAreas } from '../work-areas/work-areas.table.ts';

/** /settings/billing_settings: how subscriptions are invoiced. One row per organization, made on first use. */
export const billingSettings = pgTable('billing_settings', {
  organization_id: integer()
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  billing_mode: text().$type<'prepaid' | 'postpaid'>().notNull().default('prepaid'),
  /** Null bills on each client's own start day. */
  fixed_billing_day: integer().default(1),
  /** Days from the invoice date to its due date (0 = due on receipt). */
  due_days: integer().notNull().default(7),
  autopay: boolean().notNull().default(true),
  /** Days after a failed autopay charge on which it is tried again. */
  retry_days: jsonb().$type<number[]>().notNull().default([1, 3, 7]),
  /** Used where no zip or work-area rate applies, in thousandths of a percent (8.875 % = 8875). */
  default_tax_rate_millipercent: integer().notNull().default(0),
  business_tax_id: text(),
  invoice_footer: text(),
  /** Handed out with UPDATE … RETURNING, so two instances never give two invoices one number. */
  next_invoice_number: integer().notNull().default(1001),
  updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Sales tax by zip (most specific) or by work area; the billing settings' default covers the rest. */
export const salesTaxRates = pgTable(
  'sales_tax_rates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    rate_millipercent: integer().notNull(),
    zip: text(),
    work_area_id: integer().references(() => workAreas.id, { onDelete: 'cascade' }),
    is_active: boolean().notNull().default(true),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('sales_tax_rates_organization_idx').on(table.organization_id, table.is_active),
    check(
      'sales_tax_rates_rate_in_range',
      sql`${table.rate_millipercent} >= 0 and ${table.rate_millipercent} <= 100000`,
    ),
  ],
);

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'void';
export type InvoiceKind = 'recurring' | 'one_time';

/** The client's name and addresses as they were when the invoice was finalized. */
export interface InvoiceBillTo {
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
}

/**
 * One invoice. Its totals come from core's `invoiceTotals` and are stored; once finalized (status open) nothing on it
 * changes but `paid_cents`, `status` (open → paid) and the sending and void stamps.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    kind: text().$type<InvoiceKind>().notNull(),
    client_id: integer().references(() => clients.id, { onDelete: 'cascade' }),
    commercial_customer_id: integer().references(() => commercialCustomers.id, { onDelete: 'cascade' }),
    /**
     * A household member's invoice is made out to the payer (client_id) and keeps the member served here, so it shows
     * on the member's invoices too; null when the client pays for itself.
     */
    service_client_id: integer().references(() => clients.id, { onDelete: 'set null' }),
    /** Recurring invoices: the subscription and the billing period [period_start, period_end) they bill. */
    subscription_id: integer().references(() => subscriptions.id, { onDelete: 'set null' }),
    period_start: date({ mode: 'string' }),
    period_end: date({ mode: 'string' }),
    status: text().$type<InvoiceStatus>().notNull().default('draft'),
    issue_date: date({ mode: 'string' }).notNull(),
    due_date: date({ mode: 'string' }).notNull(),
    bill_to: jsonb().$type<InvoiceBillTo>().notNull(),
    coupon_id: integer().references(() => coupons.id, { onDelete: 'set null' }),
    coupon_code: text(),
    coupon_percent_off: integer(),
    coupon_amount_off_cents: integer(),
    tax_exempt: boolean().notNull().default(false),
    tax_rate_millipercent: integer().notNull().default(0),
    tax_rate_name: text(),
    subtotal_cents: integer().notNull().default(0),
    discount_cents: integer().notNull().default(0),
    tax_cents: integer().notNull().default(0),
    total_cents: integer().notNull().default(0),
    credit_applied_cents: integer().notNull().default(0),
    /** The certificate the office put on the draft; its balance is taken at finalize and given back on void. */
    gift_certificate_id: integer().references(() => giftCertificates.id, { onDelete: 'set null' }),
    gift_certificate_code: text(),
    gift_certificate_applied_cents: integer().notNull().default(0),
    /** What payments must cover: the total less credit and gift certificates. */
    amount_due_cents: integer().notNull().default(0),
    paid_cents: integer().notNull().default(0),
    autopay: boolean().notNull().default(false),
    notes: text(),
    /** SHA-256 of the public pay link's random token; sending a new link replaces it, so only the newest opens the page. */
    pay_link_token_hash: text(),
    finalized_at: timestamp({ withTimezone: true, mode: 'date' }),
    sent_at: timestamp({ withTimezone: true, mode: 'date' }),
    reminded_at: timestamp({ withTimezone: true, mode: 'date' }),
    paid_at: timestamp({ withTimezone: true, mode: 'date' }),
    voided_at: timestamp({ withTimezone: true, mode: 'date' }),
    void_reason: text(),
    created_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_organization_number_idx').on(table.organization_id, table.number),
    uniqueIndex('invoices_pay_link_idx').on(table.pay_link_token_hash),
    // The billing run's guarantee: one invoice per subscription and period, however many instances race.
    uniqueIndex('invoices_subscription_period_idx')
      .on(table.organization_id, table.subscription_id, table.period_start)
      .where(sql`${table.subscription_id} is not null and ${table.status} <> 'void'`),
    index('invoices_organization_kind_status_idx').on(
      table.organization_id,
      table.kind,
      table.status,
      table.issue_date,
    ),
    index('invoices_organization_client_idx').on(table.organization_id, table.client_id),
    index('invoices_organization_service_client_idx').on(table.organization_id, table.service_client_id),
    index('invoices_organization_commercial_idx').on(table.organization_id, table.commercial_customer_id),
    index('invoices_organization_due_idx').on(table.organization_id, table.status, table.due_date),
    // Dashboard sales: an index-only sum of a period's invoices by issue day, split by segment.
    index('invoices_organization_issue_sales_idx').on(
      table.organization_id,
      table.issue_date,
      table.status,
      table.commercial_customer_id,
      table.subtotal_cents,
      table.discount_cents,
    ),
    check('invoices_one_client', exactlyOneOf(table.client_id, table.commercial_customer_id)),
    check(
      'invoices_amounts_in_range',
      sql`${table.paid_cents} >= 0 and ${table.paid_cents} <= ${table.amount_due_cents} and ${table.amount_due_cents} >= 0`,
    ),
  ],
);

export type InvoiceLineKind =
  | 'visit'
  | 'charged_skip'
  | 'skipped_visit_credit'
  | 'cross_sell'
  | 'one_time_job'
  | 'tip'
  | 'custom';

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    invoice_id: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    kind: text().$type<InvoiceLineKind>().notNull(),
    description: text().notNull(),
    service_date: date({ mode: 'string' }),
    quantity: integer().notNull(),
    /** Negative for a credit line. */
    unit_cents: integer().notNull(),
    amount_cents: integer().notNull(),
    discount_cents: integer().notNull().default(0),
    taxable: boolean().notNull(),
    discountable: boolean().notNull(),
    /** The visit, cross-sell or tip the line bills (plain ids: the line outlives a deleted job). */
    job_id: integer(),
    cross_sell_id: integer(),
    tip_id: integer(),
    /** A tip's tech, for payroll. */
    tech_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    /**
     * The visit this line charges for (a visit, a charged skip, a one-time job, or an add-on done on it) while its
     * invoice is live. Kept by the database itself (the invoice_lines_charged_job and invoices_void_releases_charges
     * triggers), whoever writes the line: set from `job_id` unless the invoice is void, cleared when it is voided. The
     * unique indexes below make a second live charge for one visit impossible; a credit for a skipped prepaid visit
     * charges nothing and is not held.
     */
    charged_job_id: integer(),
  },
  (table) => [
    index('invoice_lines_invoice_idx').on(table.organization_id, table.invoice_id, table.position),
    index('invoice_lines_organization_job_idx').on(table.organization_id, table.job_id),
    index('invoice_lines_organization_cross_sell_idx').on(table.organization_id, table.cross_sell_id),
    uniqueIndex('invoice_lines_charged_visit_idx')
      .on(table.organization_id, table.charged_job_id)
      .where(sql`${table.charged_job_id} is not null and ${table.kind} <> 'cross_sell'`),
    uniqueIndex('invoice_lines_charged_add_on_idx')
      .on(table.organization_id, table.charged_job_id, table.cross_sell_id)
      .where(sql`${table.charged_job_id} is not null and ${table.kind} = 'cross_sell'`),
    check(
      'invoice_lines_charged_job_is_its_job',
      sql`${table.charged_job_id} is null or ${table.charged_job_id} = ${table.job_id}`,
    ),
  ],
);

export type ClientCreditKind =
  | 'overpayment'
  | 'skipped_visit'
  | 'applied'
  | 'manual'
  | 'refund'
  /** Prepaid visits a cancelled subscription will not have, given back from a finalized invoice. */
  | 'cancelled_visits';

/**
 * The client's credit, as a ledger: an overpayment or a credit note adds, an invoice using it takes away. The sum is
 * what the next invoice may use; rows are never changed.
 */
export const clientCreditEntries = pgTable(
  'client_credit_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    client_id: integer().references(() => clients.id, { onDelete: 'cascade' }),
    commercial_customer_id: integer().references(() => commercialCustomers.id, { onDelete: 'cascade' }),
    kind: text().$type<ClientCreditKind>().notNull(),
    amount_cents: integer().notNull(),
    invoice_id: integer().references(() => invoices.id, { onDelete: 'set null' }),
    payment_id: integer(),
    note: text(),
    /** Makes an entry once however often it is asked for: a retried refund request, a cancellation's credit. */
    idempotency_key: text(),
    created_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('client_credit_entries_idempotency_idx').on(table.organization_id, table.idempotency_key),
    index('client_credit_entries_client_idx').on(table.organization_id, table.client_id),
    index('client_credit_entries_commercial_idx').on(table.organization_id, table.commercial_customer_id),
    check('client_credit_entries_one_client', exactlyOneOf(table.client_id, table.commercial_customer_id)),
  ],
);
