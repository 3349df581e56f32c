import { useQuery } from '@tanstack/react-query';
import type { PlatformCoupon } from '@employee-portal/core/billing/platform-pricing';
import { couponCodeSchema } from '@employee-portal/core/access/organization-signup.schema';
import { couponQueryOptions } from './api/coupon.ts';
import { useDebounced } from '../../lib/use-debounced.ts';

/** Spec §5/§9: the coupon is checked one second after typing stops. */
export const COUPON_CHECK_DELAY_MS = 1000;

export type CouponCheck =
  | { state: 'empty' }
  /** Typing, or the answer is on its way. */
  | { state: 'pending' }
  | { state: 'valid'; coupon: PlatformCoupon }
  | { state: 'invalid' }
  /** The check itself failed (network, server): 'Oops something went wrong...'. */
  | { state: 'failed' };

/** A code the API would refuse to look up (spaces, symbols) cannot be a coupon: it is not valid without asking. */
export const isWellFormedCoupon = (code: string) => couponCodeSchema.safeParse(code).success;

/** The state of the typed coupon code: checked through PUT coupon/find once typing has paused. */
export function useCouponCheck(typed: string): CouponCheck {
  const code = typed.trim();
  const settled = useDebounced(code, COUPON_CHECK_DELAY_MS);
  const wellFormed = isWellFormedCoupon(settled);
  const lookup = useQuery({ ...couponQueryOptions(settled), enabled: settled !== '' && wellFormed });

  if (code === '') return { state: 'empty' };
  if (code !== settled) return { state: 'pending' };
  if (!wellFormed) return { state: 'invalid' };
  if (lookup.isError) return { state: 'failed' };
  if (lookup.data === undefined) return { state: 'pending' };
  return lookup.data ? { state: 'valid', coupon: lookup.data } : { state: 'invalid' };
}
