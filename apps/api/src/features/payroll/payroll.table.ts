import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  PayAdjustmentKind,
  PayCorrectionWire,
  PayRunStatus,
  SlipPayRules,
  SlipSettings,
} from '@employee-portal/core';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { memberships, users } from '../../platform/identity/users.table.ts';

/** One pay period's run: a draft recomputed whenever it is opened, until 'Create pay slips' locks it. */
export const payRuns = pgTable(
  'pay_runs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    pay_period: text().notNull(),
    start_date: date({ mode: 'string' }).notNull(),
    end_date: date({ mode: 'string' }).notNull(),
    status: text().$type<PayRunStatus>().notNull().default('draft'),
    finalized_at: timestamp({ withTimezone: true, mode: 'date' }),
    finalized_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // One run per period: opening a period twice (two tabs) finds the same draft, and a finalized period stays one.
    uniqueIndex('pay_runs_organization_period_idx').on(
      table.organization_id,
      table.start_date,
      table.end_date,
      table.pay_period,
    ),
    index('pay_runs_organization_start_idx').on(table.organization_id, table.start_date),
    check('pay_runs_period_order', sql`${table.end_date} >= ${table.start_date}`),
  ],
);

/** What one run pays one member: every figure the engine computed, in integer minutes, miles and cents. */
export const paySlips = pgTable(
  'pay_slips',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    pay_run_id: integer()
      .notNull()
      .references(() => payRuns.id, { onDelete: 'cascade' }),
    membership_id: integer()
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    /** The name when computed: a finalized slip keeps the name it was paid under. */
    full_name: text().notNull(),
    worked_minutes: integer().notNull().default(0),
    regular_minutes: integer().notNull().default(0),
    overtime_minutes: integer().notNull().default(0),
    regular_pay_cents: integer().notNull().default(0),
    overtime_pay_cents: integer().notNull().default(0),
    jobs_completed: integer().notNull().default(0),
    job_revenue_cents: integer().notNull().default(0),
    dogs: integer().notNull().default(0),
    yards: integer().notNull().default(0),
    piece_rate_pay_cents: integer().notNull().default(0),
    commission_cents: integer().notNull().default(0),
    salary_cents: integer().notNull().default(0),
    miles: integer().notNull().default(0),
    mileage_rate_cents: integer().notNull().default(0),
    mileage_cents: integer().notNull().default(0),
    tips_cents: integer().notNull().default(0),
    bonus_cents: integer().notNull().default(0),
    deduction_cents: integer().notNull().default(0),
    reimbursement_cents: integer().notNull().default(0),
    earned_cents: integer().notNull().default(0),
    prior_period_correction_cents: integer().notNull().default(0),
    gross_cents: integer().notNull().default(0),
    /** The rules applied and the earlier periods corrected: a finalized slip can be recomputed as it was paid. */
    breakdown: jsonb().$type<PaySlipBreakdown>().notNull(),
    emailed_at: timestamp({ withTimezone: true, mode: 'date' }),
    computed_at: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('pay_slips_run_member_idx').on(table.pay_run_id, table.membership_id),
    index('pay_slips_organization_member_idx').on(table.organization_id, table.membership_id),
    // Every pay table, export and slip shows these parts and the gross beside them: they must add up, whoever writes.
    check(
      'pay_slips_gross_adds_up',
      sql`${table.gross_cents} = ${table.regular_pay_cents} + ${table.overtime_pay_cents}
        + ${table.piece_rate_pay_cents} + ${table.commission_cents} + ${table.salary_cents} + ${table.mileage_cents}
        + ${table.tips_cents} + ${table.bonus_cents} + ${table.reimbursement_cents} - ${table.deduction_cents}
        + ${table.prior_period_correction_cents}`,
    ),
    check(
      'pay_slips_earned_adds_up',
      sql`${table.earned_cents} = ${table.gross_cents} - ${table.prior_period_correction_cents}`,
    ),
  ],
);

export interface PaySlipBreakdown {
  rules: SlipPayRules;
  settings: SlipSettings;
  periods_per_year: number;
  time_zone: string;
  corrections: PayCorrectionWire[];
}

/** A bonus, deduction or reimbursement the office adds to a draft slip, with its note. */
export const paySlipAdjustments = pgTable(
  'pay_slip_adjustments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    pay_slip_id: integer()
      .notNull()
      .references(() => paySlips.id, { onDelete: 'cascade' }),
    kind: text().$type<PayAdjustmentKind>().notNull(),
    amount_cents: integer().notNull(),
    note: text().notNull(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('pay_slip_adjustments_slip_idx').on(table.pay_slip_id),
    check('pay_slip_adjustments_positive', sql`${table.amount_cents} > 0`),
  ],
);
