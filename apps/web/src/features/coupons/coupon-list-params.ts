/** The /coupons list state kept in the URL query (search, status, sort, page), read back safely. */
import { couponStatuses, type CouponStatus } from '@employee-portal/core/billing/client-coupons';
import type { CouponFilters, CouponSort } from './api/coupons.ts';

export { positiveIntParam as positiveInt } from '../../components/data-table/use-list-params.ts';

export const couponSorts = ['-created_at', 'created_at', 'code', '-code'] as const satisfies readonly CouponSort[];
export const DEFAULT_COUPON_SORT: CouponSort = '-created_at';
export const COUPON_SORT_LABELS: Record<CouponSort, string> = {
  '-created_at': 'Newest first',
  created_at: 'Oldest first',
  code: 'Code (A–Z)',
  '-code': 'Code (Z–A)',
};

const isSort = (value: string | null): value is CouponSort =>
  (couponSorts as readonly (string | null)[]).includes(value);
const isStatus = (value: string | null): value is CouponStatus =>
  (couponStatuses as readonly (string | null)[]).includes(value);

export function couponFiltersFromParams(params: URLSearchParams): CouponFilters {
  const sort = params.get('sort');
  const status = params.get('status');
  return {
    search: params.get('search')?.trim() || undefined,
    status: isStatus(status) ? status : undefined,
    sort: isSort(sort) ? sort : DEFAULT_COUPON_SORT,
  };
}
