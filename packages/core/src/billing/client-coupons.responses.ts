/** What the coupons API answers: the API validates and documents with these, and the web takes its types from them. */
import { z } from 'zod';
import { listMetaSchema } from '../list.ts';
import { couponWireSchema } from './client-coupons.ts';

/** A coupon as the API presents it: the stored terms, today's status and its words ('25% off for 3 months'). */
export const presentedCouponSchema = couponWireSchema.extend({ summary: z.string() });
export type Coupon = z.infer<typeof presentedCouponSchema>;

export const couponRedemptionSchema = z.object({
  id: z.number(),
  redeemed_at: z.string(),
  subscription_id: z.number().nullable(),
  client: z.object({ id: z.number(), name: z.string() }).nullable(),
  by: z.string().nullable(),
});
export type CouponRedemption = z.infer<typeof couponRedemptionSchema>;

export const couponListResponseSchema = z.object({ data: z.array(presentedCouponSchema), meta: listMetaSchema });
export type CouponListResponse = z.infer<typeof couponListResponseSchema>;

/** Null when no coupon a client could apply today has the code ('Coupon Code is not valid'). */
export const couponLookupResponseSchema = z.object({ coupon: presentedCouponSchema.nullable() });
export type CouponLookupResponse = z.infer<typeof couponLookupResponseSchema>;

export const couponResponseSchema = z.object({
  coupon: presentedCouponSchema,
  redemptions: z.array(couponRedemptionSchema),
});
export type CouponResponse = z.infer<typeof couponResponseSchema>;
