import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { exactlyOneOf } from '../../platform/db/exactly-one-of.ts';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { users } from '../../platform/identity/users.table.ts';
import { clients } from '../clients/clients.table.ts';
import { commercialCustomers } from '../commercial/commercial.table.ts';
import { invoices } from '../invoices/invoices.table.ts';

export type ClientCardProcessor = 'stripe' | 'card_connect';

/**
 * A client's card as the organization's processor keeps it: we hold only the processor's references and what may be
 * shown (brand, last four, expiry), never the number.
 */
export const clientPaymentMethods = pgTable(
  'client_payment_methods',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    client_id: integer().references(() => clients.id, { onDelete: 'cascade' }),
    commercial_customer_id: integer().references(() => commercialCustomers.id, { onDelete: 'cascade' }),
    processor: text().$type<ClientCardProcessor>().notNull(),
    /** Stripe customer on the connected account, or CardConnect profile id. */
    customer_ref: text().notNull(),
    /** Stripe payment method, or CardConnect account id within the profile. */
    method_ref: text().notNull(),
    brand: text(),
    last4: text(),
    /** MMYY. */
    expiry: text(),
    is_default: boolean().notNull().default(true),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    removed_at: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('client_payment_methods_client_idx').on(table.organization_id, table.client_id),
    index('client_payment_methods_commercial_idx').on(table.organization_id, table.commercial_customer_id),
    check('client_payment_methods_one_client', exactlyOneOf(table.client_id, table.commercial_customer_id)),
  ],
);

/** The processor's transfers of collected money to the organization's bank account. */
export const payouts = pgTable(
  'payouts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    processor: text().$type<ClientCardProcessor>().notNull(),
    processor_ref: text().notNull(),
    status: text().$type<'pending' | 'in_transit' | 'paid' | 'failed'>().notNull(),
    gross_cents: integer().notNull(),
    fee_cents: integer().notNull(),
    refund_cents: integer().notNull().default(0),
    /** What reaches the bank: gross less fees and refunds. */
    net_cents: integer().notNull(),
    arrival_date: date({ mode: 'string' }).notNull(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payouts_processor_ref_idx').on(table.organization_id, table.processor, table.processor_ref),
    index('payouts_organization_arrival_idx').on(table.organization_id, table.arrival_date),
  ],
);

export type PaymentMethodKind = 'card' | 'check';
export type PaymentSource = 'office' | 'autopay' | 'pay_page';
/** 'pending' holds the idempotency key while the processor answers, so a second request waits instead of charging. */
export type PaymentStatus = 'pending' | 'succeeded' | 'failed';

/** Money received (or a card charge that failed), before it is spread over invoices. */
export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    client_id: integer().references(() => clients.id, { onDelete: 'cascade' }),
    commercial_customer_id: integer().references(() => commercialCustomers.id, { onDelete: 'cascade' }),
    method: text().$type<PaymentMethodKind>().notNull(),
    source: text().$type<PaymentSource>().notNull(),
    status: text().$type<PaymentStatus>().notNull(),
    amount_cents: integer().notNull(),
    /** The processor's fee (0 for checks); net is amount less fee. */
    fee_cents: integer().notNull().default(0),
    refunded_cents: integer().notNull().default(0),
    processor: text().$type<ClientCardProcessor>(),
    processor_ref: text(),
    payment_method_id: integer().references(() => clientPaymentMethods.id, { onDelete: 'set null' }),
    card_brand: text(),
    card_last4: text(),
    check_number: text(),
    check_date: date({ mode: 'string' }),
    /** The organization's calendar day the money came in. */
    received_on: date({ mode: 'string' }).notNull(),
    failure_code: text(),
    failure_message: text(),
    /** A retried request or a double click finds this payment instead of charging again. */
    idempotency_key: text(),
    payout_id: integer().references(() => payouts.id, { onDelete: 'set null' }),
    note: text(),
    created_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_idempotency_idx').on(table.organization_id, table.idempotency_key),
    index('payments_organization_created_idx').on(table.organization_id, table.created_at),
    index('payments_organization_received_idx').on(table.organization_id, table.status, table.received_on),
    index('payments_organization_client_idx').on(table.organization_id, table.client_id),
    index('payments_organization_commercial_idx').on(table.organization_id, table.commercial_customer_id),
    index('payments_organization_payout_idx').on(table.organization_id, table.payout_id),
    check('payments_one_client', exactlyOneOf(table.client_id, table.commercial_customer_id)),
    check(
      'payments_amounts_in_range',
      sql`${table.amount_cents} > 0 and ${table.fee_cents} >= 0 and ${table.refunded_cents} >= 0 and ${table.refunded_cents} <= ${table.amount_cents}`,
    ),
  ],
);

/** How much of a payment went to which invoice; what is left of the payment became the client's credit. */
export const paymentApplications = pgTable(
  'payment_applications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    payment_id: integer()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    invoice_id: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amount_cents: integer().notNull(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_applications_payment_idx').on(table.organization_id, table.payment_id),
    index('payment_applications_invoice_idx').on(table.organization_id, table.invoice_id),
    check('payment_applications_positive', sql`${table.amount_cents} > 0`),
  ],
);

/** A full or partial refund: through the processor for a card, as a record for a check. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    payment_id: integer()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount_cents: integer().notNull(),
    reason: text(),
    processor_ref: text(),
    idempotency_key: text(),
    refunded_on: date({ mode: 'string' }).notNull(),
    created_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_refunds_payment_idx').on(table.organization_id, table.payment_id),
    // Dashboard payments take refunds back on the day they were made.
    index('payment_refunds_organization_refunded_idx').on(table.organization_id, table.refunded_on),
    uniqueIndex('payment_refunds_idempotency_idx').on(table.organization_id, table.idempotency_key),
    check('payment_refunds_positive', sql`${table.amount_cents} > 0`),
  ],
);

/**
 * Autopay: one row per try at charging an invoice's card. The first is due when the invoice is finalized, the retries
 * on the billing settings' retry days; a task claims due rows with SKIP LOCKED, so each try happens once.
 */
export const autopayAttempts = pgTable(
  'autopay_attempts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    invoice_id: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    attempt: integer().notNull(),
    due_at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    status: text().$type<'scheduled' | 'succeeded' | 'failed' | 'cancelled'>().notNull().default('scheduled'),
    payment_id: integer().references(() => payments.id, { onDelete: 'set null' }),
    message: text(),
    finished_at: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('autopay_attempts_invoice_attempt_idx').on(table.invoice_id, table.attempt),
    index('autopay_attempts_due_idx').on(table.status, table.due_at),
    index('autopay_attempts_organization_invoice_idx').on(table.organization_id, table.invoice_id),
  ],
);
