import { and, asc, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { organizations } from '../../platform/identity/organizations.table.ts';
import {
  membershipActivePeriods,
  organizationSurveyAnswers,
  platformCoupons,
  platformInvoices,
  platformPaymentMethods,
  pricingPlans,
  surveyQuestions,
} from './organization-subscription.table.ts';

export type PricingPlanRow = typeof pricingPlans.$inferSelect;
export type PlatformCouponRow = typeof platformCoupons.$inferSelect;

export const listActivePricingPlans = (db: Db) =>
  db.select().from(pricingPlans).where(eq(pricingPlans.active, true)).orderBy(asc(pricingPlans.position));

export async function findPricingPlan(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(pricingPlans)
    .where(and(eq(pricingPlans.id, id), eq(pricingPlans.active, true)));
  return row ?? null;
}

export async function findCoupon(db: Db, code: string) {
  const [row] = await db
    .select()
    .from(platformCoupons)
    .where(eq(sql`upper(${platformCoupons.code})`, code.toUpperCase()));
  return row ?? null;
}

/** Counts a redemption only while the coupon has room left; false when another request took the last one. */
export async function redeemCoupon(db: Db, code: string) {
  const rows = await db
    .update(platformCoupons)
    .set({ times_redeemed: sql`${platformCoupons.times_redeemed} + 1` })
    .where(
      and(
        eq(platformCoupons.code, code),
        or(
          isNull(platformCoupons.max_redemptions),
          sql`${platformCoupons.times_redeemed} < ${platformCoupons.max_redemptions}`,
        ),
      ),
    )
    .returning({ code: platformCoupons.code });
  return rows.length > 0;
}

export const listSurveyQuestions = (db: Db, step: string) =>
  db.select().from(surveyQuestions).where(eq(surveyQuestions.step, step)).orderBy(asc(surveyQuestions.position));

export async function saveSurveyAnswers(
  db: Db,
  organizationId: number,
  answers: { question_id: number; answer: string | null }[],
  now: Date,
) {
  if (!answers.length) return;
  await db
    .insert(organizationSurveyAnswers)
    .values(answers.map((answer) => ({ organization_id: organizationId, ...answer, answered_at: now })))
    .onConflictDoUpdate({
      target: [organizationSurveyAnswers.organization_id, organizationSurveyAnswers.question_id],
      set: { answer: sql`excluded.answer`, answered_at: now },
    });
}

export const listSurveyAnswers = (db: Db, organizationId: number) =>
  db
    .select({ question_id: organizationSurveyAnswers.question_id, answer: organizationSurveyAnswers.answer })
    .from(organizationSurveyAnswers)
    .where(eq(organizationSurveyAnswers.organization_id, organizationId));

export async function findPaymentMethod(db: Db, organizationId: number) {
  const [row] = await db
    .select()
    .from(platformPaymentMethods)
    .where(eq(platformPaymentMethods.organization_id, organizationId));
  return row ?? null;
}

export async function savePaymentMethod(db: Db, values: typeof platformPaymentMethods.$inferInsert) {
  await db
    .insert(platformPaymentMethods)
    .values(values)
    .onConflictDoUpdate({ target: platformPaymentMethods.organization_id, set: { ...values } });
}

export async function updateOrganizationSubscription(
  db: Db,
  organizationId: number,
  values: Partial<typeof organizations.$inferInsert>,
) {
  await db.update(organizations).set(values).where(eq(organizations.id, organizationId));
}

export async function listPlatformInvoices(db: Db, organizationId: number, page: { limit: number; offset: number }) {
  const where = eq(platformInvoices.organization_id, organizationId);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(platformInvoices)
      .where(where)
      .orderBy(desc(platformInvoices.period_start))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(platformInvoices).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function openActivePeriod(
  db: Db,
  values: { organization_id: number; membership_id: number; active_from: Date },
) {
  await db.insert(membershipActivePeriods).values(values);
}

/** Each member's active spans overlapping [start, end): billing turns them into staff-days. */
export async function activePeriodsOverlapping(db: Db, organizationId: number, range: { start: Date; end: Date }) {
  return db
    .select({
      membership_id: membershipActivePeriods.membership_id,
      active_from: membershipActivePeriods.active_from,
      active_to: membershipActivePeriods.active_to,
    })
    .from(membershipActivePeriods)
    .where(
      and(
        eq(membershipActivePeriods.organization_id, organizationId),
        sql`${membershipActivePeriods.active_from} < ${range.end}`,
        or(isNull(membershipActivePeriods.active_to), sql`${membershipActivePeriods.active_to} > ${range.start}`),
      ),
    );
}
