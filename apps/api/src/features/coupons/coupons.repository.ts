import { and, asc, count, desc, eq, getTableColumns, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { CouponInput, CouponStatus } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { clients } from '../clients/clients.table.ts';
import { users } from '../../platform/identity/users.table.ts';
import { couponRedemptions, coupons } from './coupons.table.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';

type Scope = { organization_id: number; id: number };

// Spelled out: inside a select list drizzle renders columns unqualified, and a bare "id" would bind to the subquery's table.
const redemptionCount = sql<number>`(select count(*)::int from coupon_redemptions r where r.coupon_id = "coupons"."id")`;
const couponWithCount = { ...getTableColumns(coupons), redemptions: redemptionCount };
export type CouponRow = typeof coupons.$inferSelect & { redemptions: number };

function statusCondition(status: CouponStatus | undefined, today: string): SQL | undefined {
  const notExpired = or(isNull(coupons.expires_on), gte(coupons.expires_on, today));
  const underLimit = or(isNull(coupons.max_redemptions), sql`${redemptionCount} < ${coupons.max_redemptions}`);
  switch (status) {
    case 'inactive':
      return eq(coupons.is_active, false);
    case 'expired':
      return and(eq(coupons.is_active, true), lt(coupons.expires_on, today));
    case 'fully_redeemed':
      return and(eq(coupons.is_active, true), notExpired, sql`${redemptionCount} >= ${coupons.max_redemptions}`);
    case 'active':
      return and(eq(coupons.is_active, true), notExpired, underLimit);
    default:
      return undefined;
  }
}

export async function listCoupons(
  db: Db,
  organizationId: number,
  filter: { search?: string; status?: CouponStatus; sort: string; today: string },
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(coupons.organization_id, organizationId),
    statusCondition(filter.status, filter.today),
    filter.search
      ? or(
          ilike(coupons.code, containsPattern(filter.search)),
          ilike(coupons.description, containsPattern(filter.search)),
        )
      : undefined,
  );
  const direction = filter.sort.startsWith('-') ? desc : asc;
  const column = filter.sort.endsWith('code') ? coupons.code : coupons.created_at;
  const rows = await db
    .select(couponWithCount)
    .from(coupons)
    .where(where)
    .orderBy(direction(column), direction(coupons.id))
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db.select({ total: count() }).from(coupons).where(where);
  return { rows, total: totals?.total ?? 0 };
}

export async function findCoupon(db: Db, scope: Scope): Promise<CouponRow | null> {
  const [row] = await db
    .select(couponWithCount)
    .from(coupons)
    .where(and(eq(coupons.organization_id, scope.organization_id), eq(coupons.id, scope.id)));
  return row ?? null;
}

export async function findCouponByCode(db: Db, organizationId: number, code: string): Promise<CouponRow | null> {
  const [row] = await db
    .select(couponWithCount)
    .from(coupons)
    .where(and(eq(coupons.organization_id, organizationId), eq(coupons.code, code)));
  return row ?? null;
}

export async function insertCoupon(db: Db, organizationId: number, values: CouponInput, now: Date) {
  const [row] = await db
    .insert(coupons)
    .values({ ...values, organization_id: organizationId, created_at: now })
    .returning({ id: coupons.id });
  return row!.id;
}

export async function updateCoupon(db: Db, scope: Scope, values: Partial<CouponInput>) {
  await db
    .update(coupons)
    .set(values)
    .where(and(eq(coupons.organization_id, scope.organization_id), eq(coupons.id, scope.id)));
}

export async function deleteCoupon(db: Db, scope: Scope) {
  await db.delete(coupons).where(and(eq(coupons.organization_id, scope.organization_id), eq(coupons.id, scope.id)));
}

export async function listRedemptions(db: Db, scope: Scope) {
  return db
    .select({
      id: couponRedemptions.id,
      redeemed_at: couponRedemptions.redeemed_at,
      subscription_id: couponRedemptions.subscription_id,
      client: { id: clients.id, first_name: clients.first_name, last_name: clients.last_name },
      by: { first_name: users.first_name, last_name: users.last_name },
    })
    .from(couponRedemptions)
    .leftJoin(clients, eq(clients.id, couponRedemptions.client_id))
    .leftJoin(users, eq(users.id, couponRedemptions.redeemed_by_user_id))
    .where(and(eq(couponRedemptions.organization_id, scope.organization_id), eq(couponRedemptions.coupon_id, scope.id)))
    .orderBy(desc(couponRedemptions.redeemed_at), desc(couponRedemptions.id));
}

/**
 * Locks the coupon while a subscription takes a redemption. Count its redemptions in a later statement: under READ
 * COMMITTED only a new statement sees the redemptions committed while this one waited for the lock.
 */
export async function lockCouponByCode(db: Db, organizationId: number, code: string) {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.organization_id, organizationId), eq(coupons.code, code)))
    .for('update');
  return row ?? null;
}

export async function countRedemptions(db: Db, organizationId: number, couponId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.organization_id, organizationId), eq(couponRedemptions.coupon_id, couponId)));
  return row?.total ?? 0;
}

export async function insertRedemption(db: Db, values: typeof couponRedemptions.$inferInsert) {
  await db.insert(couponRedemptions).values(values);
}
