/** The coupons feature's front door: finding and redeeming a coupon on a subscription. */
export { countRedemptions, findCouponByCode, insertRedemption, lockCouponByCode } from './coupons.repository.ts';
