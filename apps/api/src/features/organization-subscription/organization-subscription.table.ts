import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PlatformInvoiceStatus, PriceTier } from '@employee-portal/core';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { memberships } from '../../platform/identity/users.table.ts';

/** What the platform sells: per-staff monthly plans with volume tiers (seeded by migration). */
export const pricingPlans = pgTable('pricing_plans', {
  id: integer().primaryKey(),
  product_name: text().notNull(),
  pricing_plan_name: text().notNull(),
  tiers: jsonb().$type<PriceTier[]>().notNull(),
  /** Jobs per field tech per day; only the EntreMANURE plan is limited. */
  max_jobs: integer(),
  position: integer().notNull().default(0),
  active: boolean().notNull().default(true),
});

/** Coupons for the platform subscription itself (not the organizations' own client coupons). */
export const platformCoupons = pgTable('platform_coupons', {
  code: text().primaryKey(),
  percent_off: doublePrecision(),
  amount_off: integer(),
  redeem_by: timestamp({ withTimezone: true, mode: 'date' }),
  max_redemptions: integer(),
  times_redeemed: integer().notNull().default(0),
  active: boolean().notNull().default(true),
});

export const surveyQuestions = pgTable('survey_questions', {
  id: integer().primaryKey(),
  step: text().notNull(),
  question: text().notNull(),
  required: boolean().notNull().default(false),
  position: integer().notNull().default(0),
});

export const organizationSurveyAnswers = pgTable(
  'organization_survey_answers',
  {
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    question_id: integer()
      .notNull()
      .references(() => surveyQuestions.id),
    answer: text(),
    answered_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organization_id, table.question_id] })],
);

/** The organization's card on file for the platform subscription, at the processor that holds it. */
export const platformPaymentMethods = pgTable('platform_payment_methods', {
  organization_id: integer()
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  processor: text().$type<'card_connect' | 'stripe'>().notNull(),
  /** CardConnect profile id/account id, or Stripe customer id. */
  customer_ref: text().notNull(),
  payment_ref: text(),
  card_brand: text(),
  card_last4: text(),
  card_expiry: text(),
  name_on_card: text(),
  updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** One invoice per organization and cycle: the unique index makes billing run exactly once per cycle. */
export const platformInvoices = pgTable(
  'platform_invoices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    period_start: date({ mode: 'string' }).notNull(),
    period_end: date({ mode: 'string' }).notNull(),
    pricing_plan_id: integer().notNull(),
    active_users: integer().notNull(),
    unit_amount: integer().notNull(),
    staff_days: integer().notNull(),
    subtotal: integer().notNull(),
    discount: integer().notNull(),
    total: integer().notNull(),
    coupon_code: text(),
    status: text().$type<PlatformInvoiceStatus>().notNull().default('open'),
    attempts: integer().notNull().default(0),
    next_attempt_at: timestamp({ withTimezone: true, mode: 'date' }),
    paid_at: timestamp({ withTimezone: true, mode: 'date' }),
    last_error: text(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('platform_invoices_organization_period_idx').on(table.organization_id, table.period_start),
    index('platform_invoices_status_idx').on(table.status, table.next_attempt_at),
  ],
);

export const platformCharges = pgTable(
  'platform_charges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    invoice_id: integer()
      .notNull()
      .references(() => platformInvoices.id, { onDelete: 'cascade' }),
    attempt: integer().notNull(),
    amount: integer().notNull(),
    status: text().$type<'succeeded' | 'declined' | 'error'>().notNull(),
    processor_ref: text(),
    message: text(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('platform_charges_invoice_attempt_idx').on(table.invoice_id, table.attempt),
    index('platform_charges_organization_idx').on(table.organization_id),
  ],
);

/** When each member was active: billing charges staff for the days of a cycle they were active. */
export const membershipActivePeriods = pgTable(
  'membership_active_periods',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    membership_id: integer()
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    active_from: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    active_to: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (table) => [index('membership_active_periods_organization_idx').on(table.organization_id, table.active_from)],
);
