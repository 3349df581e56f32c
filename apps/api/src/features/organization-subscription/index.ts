/**
 * The organization subscription feature's front door: the organization's plan, periods and coupons, for platform
 * billing, a new organization's trial and the staff limit.
 */
export {
  activePeriodsOverlapping,
  findCoupon,
  findPaymentMethod,
  findPricingPlan,
  openActivePeriod,
} from './organization-subscription.repository.ts';
export { presentCoupon } from './subscription-catalog.service.ts';
