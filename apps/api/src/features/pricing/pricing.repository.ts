import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { InitialCleanupPriceInput, ServicePlanInput } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { workAreas } from '../work-areas/work-areas.table.ts';
import { subscriptions } from '../subscriptions/subscriptions.table.ts';
import { initialCleanupPrices, servicePlans, workAreaPremiums } from './pricing.table.ts';

export type ServicePlanRow = typeof servicePlans.$inferSelect;

export async function listServicePlans(db: Db, organizationId: number) {
  return db
    .select()
    .from(servicePlans)
    .where(eq(servicePlans.organization_id, organizationId))
    .orderBy(asc(servicePlans.name), asc(servicePlans.id));
}

export async function findServicePlan(db: Db, scope: { organization_id: number; id: number }) {
  const [row] = await db
    .select()
    .from(servicePlans)
    .where(and(eq(servicePlans.organization_id, scope.organization_id), eq(servicePlans.id, scope.id)));
  return row ?? null;
}

export async function activeServicePlans(db: Db, organizationId: number) {
  return db
    .select()
    .from(servicePlans)
    .where(and(eq(servicePlans.organization_id, organizationId), eq(servicePlans.is_active, true)))
    .orderBy(asc(servicePlans.name), asc(servicePlans.id));
}

/** The organization's active plan of a frequency, the first by name where several have it. */
export async function firstActivePlanWithFrequency(
  db: Db,
  organizationId: number,
  frequency: ServicePlanRow['frequency'],
) {
  const [row] = await db
    .select()
    .from(servicePlans)
    .where(
      and(
        eq(servicePlans.organization_id, organizationId),
        eq(servicePlans.frequency, frequency),
        eq(servicePlans.is_active, true),
      ),
    )
    .orderBy(asc(servicePlans.name), asc(servicePlans.id))
    .limit(1);
  return row ?? null;
}

export async function slugTaken(db: Db, organizationId: number, slug: string, exceptId: number | null) {
  const [row] = await db
    .select({ id: servicePlans.id })
    .from(servicePlans)
    .where(
      and(
        eq(servicePlans.organization_id, organizationId),
        eq(servicePlans.slug, slug),
        exceptId ? ne(servicePlans.id, exceptId) : undefined,
      ),
    );
  return !!row;
}

export async function nameTaken(db: Db, organizationId: number, name: string, exceptId: number | null) {
  const rows = await db
    .select({ id: servicePlans.id, name: servicePlans.name })
    .from(servicePlans)
    .where(eq(servicePlans.organization_id, organizationId));
  return rows.some((row) => row.id !== exceptId && row.name.toLowerCase() === name.toLowerCase());
}

export async function insertServicePlan(
  db: Db,
  organizationId: number,
  values: ServicePlanInput & { slug: string },
  now: Date,
) {
  const [row] = await db
    .insert(servicePlans)
    .values({ ...values, organization_id: organizationId, created_at: now, updated_at: now })
    .returning();
  if (!row) throw new Error('service plan not stored');
  return row;
}

export async function updateServicePlan(
  db: Db,
  scope: { organization_id: number; id: number },
  values: ServicePlanInput,
  now: Date,
) {
  const [row] = await db
    .update(servicePlans)
    .set({ ...values, updated_at: now })
    .where(and(eq(servicePlans.organization_id, scope.organization_id), eq(servicePlans.id, scope.id)))
    .returning();
  return row ?? null;
}

export async function deleteServicePlan(db: Db, scope: { organization_id: number; id: number }) {
  await db
    .delete(servicePlans)
    .where(and(eq(servicePlans.organization_id, scope.organization_id), eq(servicePlans.id, scope.id)));
}

/** Subscribers per plan and status, a pause counting as 'paused' only while `today` lies inside it. */
export async function subscriptionCountsByPlan(db: Db, organizationId: number, today: string) {
  const status = sql<
    'active' | 'paused' | 'cancelled'
  >`case when ${subscriptions.status} = 'cancelled' then 'cancelled' when ${subscriptions.pause_from} <= ${today} and ${subscriptions.pause_to} > ${today} then 'paused' else 'active' end`;
  const rows = await db
    .select({ service_plan_id: subscriptions.service_plan_id, status, total: count() })
    .from(subscriptions)
    .where(eq(subscriptions.organization_id, organizationId))
    // By position: the status expression carries the day as a bound parameter, and Postgres matches a GROUP BY
    // expression to the select list only when the parameters are the same ones.
    .groupBy(sql`1`, sql`2`);
  return rows;
}

export async function listInitialCleanupPrices(db: Db, organizationId: number) {
  return db
    .select()
    .from(initialCleanupPrices)
    .where(eq(initialCleanupPrices.organization_id, organizationId))
    .orderBy(asc(initialCleanupPrices.position), asc(initialCleanupPrices.id));
}

export async function replaceInitialCleanupPrices(db: Db, organizationId: number, prices: InitialCleanupPriceInput[]) {
  await db.delete(initialCleanupPrices).where(eq(initialCleanupPrices.organization_id, organizationId));
  if (prices.length)
    await db
      .insert(initialCleanupPrices)
      .values(prices.map((price, position) => ({ ...price, organization_id: organizationId, position })));
}

export async function listWorkAreaPremiums(db: Db, organizationId: number) {
  return db
    .select({
      work_area_id: workAreas.id,
      work_area_name: workAreas.name,
      premium_cents: workAreaPremiums.premium_cents,
    })
    .from(workAreas)
    .leftJoin(workAreaPremiums, eq(workAreaPremiums.work_area_id, workAreas.id))
    .where(eq(workAreas.organization_id, organizationId))
    .orderBy(asc(workAreas.name));
}

export async function workAreaIdsOf(db: Db, organizationId: number) {
  const rows = await db
    .select({ id: workAreas.id })
    .from(workAreas)
    .where(eq(workAreas.organization_id, organizationId));
  return new Set(rows.map((row) => row.id));
}

export async function replaceWorkAreaPremiums(
  db: Db,
  organizationId: number,
  premiums: { work_area_id: number; premium_cents: number }[],
) {
  await db.delete(workAreaPremiums).where(eq(workAreaPremiums.organization_id, organizationId));
  const charged = premiums.filter((premium) => premium.premium_cents > 0);
  if (charged.length)
    await db
      .insert(workAreaPremiums)
      .values(charged.map((premium) => ({ ...premium, organization_id: organizationId })));
}

/**
 * The premium a subscription at this zip would carry: the highest of the serving work areas' premiums, the same rule
 * the subscriptions' list price follows (areas may overlap), so the calculator never quotes below the real price.
 */
export async function premiumOfWorkAreas(db: Db, organizationId: number, workAreaIds: readonly number[]) {
  if (workAreaIds.length === 0) return 0;
  const premiums = await db
    .select({ premium_cents: workAreaPremiums.premium_cents })
    .from(workAreaPremiums)
    .where(
      and(
        eq(workAreaPremiums.organization_id, organizationId),
        inArray(workAreaPremiums.work_area_id, [...workAreaIds]),
      ),
    );
  return Math.max(0, ...premiums.map((premium) => premium.premium_cents));
}
