/** Pay runs, their slips and the slips' adjustments. Every function takes the organization first and matches on it. */
import { and, asc, count, desc, eq, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { PayAdjustmentBody, PaySlipFigures, PayRunStatus } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/identity/users.table.ts';
import { type PaySlipBreakdown, payRuns, paySlipAdjustments, paySlips } from './payroll.table.ts';

export type PayRunRow = typeof payRuns.$inferSelect;
export type PaySlipRow = typeof paySlips.$inferSelect;
export type PayAdjustmentRow = typeof paySlipAdjustments.$inferSelect;

const runSummary = {
  id: payRuns.id,
  pay_period: payRuns.pay_period,
  start_date: payRuns.start_date,
  end_date: payRuns.end_date,
  status: payRuns.status,
  finalized_at: payRuns.finalized_at,
  finalized_by_name: sql<string | null>`nullif(trim(concat(${users.first_name}, ' ', ${users.last_name})), '')`,
  slip_count: sql<number>`(select count(*)::int from ${paySlips} where ${paySlips.pay_run_id} = ${payRuns.id})`,
  gross_cents: sql<number>`(select coalesce(sum(${paySlips.gross_cents}), 0)::int from ${paySlips} where ${paySlips.pay_run_id} = ${payRuns.id})`,
};

export async function listPayRuns(
  db: Db,
  organizationId: number,
  filter: { status?: PayRunStatus },
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(payRuns.organization_id, organizationId),
    filter.status ? eq(payRuns.status, filter.status) : undefined,
  );
  const rows = await db
    .select(runSummary)
    .from(payRuns)
    .leftJoin(users, eq(users.id, payRuns.finalized_by_user_id))
    .where(where)
    .orderBy(desc(payRuns.start_date), desc(payRuns.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ total: count() }).from(payRuns).where(where);
  return { rows, total: total!.total };
}

export async function runSummaryOf(db: Db, organizationId: number, runId: number) {
  const [row] = await db
    .select(runSummary)
    .from(payRuns)
    .leftJoin(users, eq(users.id, payRuns.finalized_by_user_id))
    .where(and(eq(payRuns.organization_id, organizationId), eq(payRuns.id, runId)));
  return row;
}

export async function findPayRun(db: Db, organizationId: number, runId: number, lock = false) {
  const query = db
    .select()
    .from(payRuns)
    .where(and(eq(payRuns.organization_id, organizationId), eq(payRuns.id, runId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The period's run, made as a draft if it has none; two tabs opening it at once find the same row. */
export async function openPayRun(
  db: Db,
  organizationId: number,
  period: { pay_period: string; start_date: string; end_date: string },
) {
  await db
    .insert(payRuns)
    .values({ organization_id: organizationId, ...period })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(payRuns)
    .where(
      and(
        eq(payRuns.organization_id, organizationId),
        eq(payRuns.pay_period, period.pay_period),
        eq(payRuns.start_date, period.start_date),
        eq(payRuns.end_date, period.end_date),
      ),
    );
  return row!;
}

export const markFinalized = (db: Db, organizationId: number, runId: number, userId: number, now: Date) =>
  db
    .update(payRuns)
    .set({ status: 'finalized', finalized_at: now, finalized_by_user_id: userId, updated_at: now })
    .where(and(eq(payRuns.organization_id, organizationId), eq(payRuns.id, runId)));

export const slipsOfRun = (db: Db, organizationId: number, runId: number) =>
  db
    .select()
    .from(paySlips)
    .where(and(eq(paySlips.organization_id, organizationId), eq(paySlips.pay_run_id, runId)))
    .orderBy(asc(paySlips.full_name), asc(paySlips.membership_id));

export async function findSlip(db: Db, organizationId: number, slipId: number) {
  const [row] = await db
    .select({ slip: paySlips, run: payRuns })
    .from(paySlips)
    .innerJoin(payRuns, eq(payRuns.id, paySlips.pay_run_id))
    .where(and(eq(paySlips.organization_id, organizationId), eq(paySlips.id, slipId)));
  return row;
}

export async function adjustmentsOfSlips(db: Db, organizationId: number, slipIds: readonly number[]) {
  const bySlip = new Map<number, PayAdjustmentRow[]>();
  if (slipIds.length === 0) return bySlip;
  const rows = await db
    .select()
    .from(paySlipAdjustments)
    .where(
      and(
        eq(paySlipAdjustments.organization_id, organizationId),
        inArray(paySlipAdjustments.pay_slip_id, [...slipIds]),
      ),
    )
    .orderBy(asc(paySlipAdjustments.id));
  for (const row of rows) bySlip.set(row.pay_slip_id, [...(bySlip.get(row.pay_slip_id) ?? []), row]);
  return bySlip;
}

export async function upsertSlip(
  db: Db,
  organizationId: number,
  slip: { pay_run_id: number; membership_id: number; full_name: string; breakdown: PaySlipBreakdown },
  figures: PaySlipFigures,
  now: Date,
) {
  const values = { ...slip, ...figures, computed_at: now };
  const [row] = await db
    .insert(paySlips)
    .values({ organization_id: organizationId, ...values })
    .onConflictDoUpdate({ target: [paySlips.pay_run_id, paySlips.membership_id], set: values })
    .returning();
  return row!;
}

/** An empty slip for a member, so an adjustment can be added before (or without) any computed pay. */
export async function ensureSlip(
  db: Db,
  organizationId: number,
  slip: { pay_run_id: number; membership_id: number; full_name: string; breakdown: PaySlipBreakdown },
) {
  await db
    .insert(paySlips)
    .values({ organization_id: organizationId, ...slip })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(paySlips)
    .where(
      and(
        eq(paySlips.organization_id, organizationId),
        eq(paySlips.pay_run_id, slip.pay_run_id),
        eq(paySlips.membership_id, slip.membership_id),
      ),
    );
  return row!;
}

/** Slips of members no longer paid (left, or no pay rules) that carry no adjustment. */
export async function dropSlipsExcept(db: Db, organizationId: number, runId: number, keep: readonly number[]) {
  const withAdjustments = db
    .select({ id: paySlipAdjustments.pay_slip_id })
    .from(paySlipAdjustments)
    .where(eq(paySlipAdjustments.organization_id, organizationId));
  await db
    .delete(paySlips)
    .where(
      and(
        eq(paySlips.organization_id, organizationId),
        eq(paySlips.pay_run_id, runId),
        keep.length > 0 ? notInArray(paySlips.membership_id, [...keep]) : undefined,
        notInArray(paySlips.id, withAdjustments),
      ),
    );
}

export async function insertAdjustment(db: Db, organizationId: number, slipId: number, body: PayAdjustmentBody) {
  const [row] = await db
    .insert(paySlipAdjustments)
    .values({
      organization_id: organizationId,
      pay_slip_id: slipId,
      kind: body.kind,
      amount_cents: body.amount_cents,
      note: body.note,
    })
    .returning();
  return row!;
}

export async function deleteAdjustment(db: Db, organizationId: number, runId: number, adjustmentId: number) {
  const slipsOfTheRun = db
    .select({ id: paySlips.id })
    .from(paySlips)
    .where(and(eq(paySlips.organization_id, organizationId), eq(paySlips.pay_run_id, runId)));
  const deleted = await db
    .delete(paySlipAdjustments)
    .where(
      and(
        eq(paySlipAdjustments.organization_id, organizationId),
        eq(paySlipAdjustments.id, adjustmentId),
        inArray(paySlipAdjustments.pay_slip_id, slipsOfTheRun),
      ),
    )
    .returning({ id: paySlipAdjustments.id });
  return deleted.length > 0;
}

/** The member's finalized slips of periods ended before `before`, newest first, with their runs. */
export const finalizedSlipsBefore = (
  db: Db,
  organizationId: number,
  membershipIds: readonly number[],
  before: string,
  excludeRunId: number,
) =>
  membershipIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ slip: paySlips, run: payRuns })
        .from(paySlips)
        .innerJoin(payRuns, eq(payRuns.id, paySlips.pay_run_id))
        .where(
          and(
            eq(paySlips.organization_id, organizationId),
            inArray(paySlips.membership_id, [...membershipIds]),
            eq(payRuns.status, 'finalized'),
            lt(payRuns.end_date, before),
            ne(payRuns.id, excludeRunId),
          ),
        )
        .orderBy(desc(payRuns.end_date));

export const markSlipEmailed = (db: Db, organizationId: number, slipId: number, now: Date) =>
  db
    .update(paySlips)
    .set({ emailed_at: now })
    .where(and(eq(paySlips.organization_id, organizationId), eq(paySlips.id, slipId)));

/** The member whose slip in the run carries the adjustment; null when it is not in this run. */
export async function membershipOfAdjustment(db: Db, organizationId: number, runId: number, adjustmentId: number) {
  const [row] = await db
    .select({ membership_id: paySlips.membership_id })
    .from(paySlipAdjustments)
    .innerJoin(paySlips, eq(paySlips.id, paySlipAdjustments.pay_slip_id))
    .where(
      and(
        eq(paySlipAdjustments.organization_id, organizationId),
        eq(paySlipAdjustments.id, adjustmentId),
        eq(paySlips.pay_run_id, runId),
      ),
    );
  return row?.membership_id ?? null;
}
