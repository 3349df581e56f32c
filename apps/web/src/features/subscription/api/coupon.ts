import { queryOptions } from '@tanstack/react-query';
import type { PlatformCouponResponse } from '@employee-portal/core/access/organization-subscription.responses';
import { api } from '../../../lib/api-client.ts';
import { subscriptionKeys } from './subscription.keys.ts';

/** PUT /api/organization_subscription/coupon/find: the coupon, or null when the code is not valid (spec §3). */
export const findCoupon = (code: string) =>
  api.put<PlatformCouponResponse>('/organization_subscription/coupon/find', { coupon_id: code });

/** A lookup, not a change: cached per code, so retyping a checked code asks nothing again for a minute. */
export const couponQueryOptions = (code: string) =>
  queryOptions({
    queryKey: subscriptionKeys.coupon(code),
    queryFn: () => findCoupon(code),
    select: (data) => data.coupon,
    staleTime: 60_000,
    retry: false,
  });
