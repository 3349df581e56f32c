import type { z } from 'zod';
import {
  couponStatus,
  describeCoupon,
  normalizeCouponCode,
  pageOffset,
  pastDayErrors,
  type CouponInput,
  type CouponWire,
  type couponListQuerySchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { organizationToday } from '../../platform/auth/organization-facts.ts';
import { notFound, refusal, validationFailed } from '../../platform/http/errors.ts';
import {
  deleteCoupon,
  findCoupon,
  findCouponByCode,
  insertCoupon,
  listCoupons,
  listRedemptions,
  updateCoupon,
  type CouponRow,
} from './coupons.repository.ts';

export const COUPON_CODE_TAKEN = 'This coupon code already exists';

const today = (deps: AppDeps, member: MemberContext) => organizationToday(member.organization, deps.clock.now());

export function presentCoupon(row: CouponRow, day: string): CouponWire & { summary: string } {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    percent_off: row.percent_off,
    amount_off_cents: row.amount_off_cents,
    duration: row.duration,
    duration_months: row.duration_months,
    max_redemptions: row.max_redemptions,
    expires_on: row.expires_on,
    is_active: row.is_active,
    redemptions: row.redemptions,
    status: couponStatus(row, { today: day, redemptions: row.redemptions }),
    created_at: row.created_at.toISOString(),
    summary: describeCoupon(row),
  };
}

export async function couponList(deps: AppDeps, member: MemberContext, query: z.output<typeof couponListQuerySchema>) {
  const day = today(deps, member);
  const { rows, total } = await listCoupons(
    deps.db,
    member.organization.id,
    { ...query, today: day },
    { limit: query.per_page, offset: pageOffset(query) },
  );
  return {
    data: rows.map((row) => presentCoupon(row, day)),
    meta: { page: query.page, per_page: query.per_page, total },
  };
}

async function couponOrNotFound(deps: AppDeps, member: MemberContext, id: number) {
  const coupon = await findCoupon(deps.db, { organization_id: member.organization.id, id });
  if (!coupon) throw notFound('This coupon does not exist.');
  return coupon;
}

export async function showCoupon(deps: AppDeps, member: MemberContext, id: number) {
  const coupon = await couponOrNotFound(deps, member, id);
  const redemptions = await listRedemptions(deps.db, { organization_id: member.organization.id, id });
  return {
    coupon: presentCoupon(coupon, today(deps, member)),
    redemptions: redemptions.map((redemption) => ({
      id: redemption.id,
      redeemed_at: redemption.redeemed_at.toISOString(),
      subscription_id: redemption.subscription_id,
      client: redemption.client
        ? { id: redemption.client.id, name: `${redemption.client.first_name} ${redemption.client.last_name}` }
        : null,
      by: redemption.by ? `${redemption.by.first_name} ${redemption.by.last_name}` : null,
    })),
  };
}

/** A new code must be free, and a new or changed expiry cannot lie in the past: the coupon would be born expired. */
async function couponErrors(deps: AppDeps, member: MemberContext, body: CouponInput, saved: CouponRow | null) {
  const errors = pastDayErrors({ expires_on: body.expires_on }, today(deps, member), { expires_on: saved?.expires_on });
  const other = await findCouponByCode(deps.db, member.organization.id, body.code);
  if (other && other.id !== saved?.id) errors.code = [COUPON_CODE_TAKEN];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

export async function createCoupon(deps: AppDeps, member: MemberContext, body: CouponInput) {
  await couponErrors(deps, member, body, null);
  const id = await insertCoupon(deps.db, member.organization.id, body, deps.clock.now());
  return showCoupon(deps, member, id);
}

/** Once redeemed, a coupon's code and discount are what clients were promised: only its limits, expiry and state change. */
export async function editCoupon(deps: AppDeps, member: MemberContext, id: number, body: CouponInput) {
  const coupon = await couponOrNotFound(deps, member, id);
  await couponErrors(deps, member, body, coupon);
  const termsChanged =
    body.code !== coupon.code ||
    body.percent_off !== coupon.percent_off ||
    body.amount_off_cents !== coupon.amount_off_cents ||
    body.duration !== coupon.duration ||
    body.duration_months !== coupon.duration_months;
  if (termsChanged && coupon.redemptions > 0)
    throw refusal(
      409,
      'coupon_redeemed',
      'Clients already use this coupon: its code and discount cannot change. Create a new coupon instead.',
    );
  await updateCoupon(deps.db, { organization_id: member.organization.id, id }, body);
  return showCoupon(deps, member, id);
}

export async function removeCoupon(deps: AppDeps, member: MemberContext, id: number) {
  const coupon = await couponOrNotFound(deps, member, id);
  if (coupon.redemptions > 0)
    throw refusal(409, 'coupon_redeemed', 'Clients already use this coupon: make it inactive instead of deleting it.');
  await deleteCoupon(deps.db, { organization_id: member.organization.id, id });
  return { message: 'The coupon was deleted.' };
}

/** Spec §3: the lookup answers `coupon: null` when the code cannot be applied today. */
export async function lookupCoupon(deps: AppDeps, member: MemberContext, typed: string) {
  const coupon = await findCouponByCode(deps.db, member.organization.id, normalizeCouponCode(typed));
  const day = today(deps, member);
  if (!coupon) return { coupon: null };
  const presented = presentCoupon(coupon, day);
  return { coupon: presented.status === 'active' ? presented : null };
}
