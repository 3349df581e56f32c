import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CouponBody, CouponStatus, CouponWire } from '@employee-portal/core/billing/client-coupons';
import { recordQueryFn } from '../../../components/record-load-state/record-id.ts';
import { api } from '../../../lib/api-client.ts';
import { couponKeys } from './coupons.keys.ts';

/** A coupon as the API presents it: the stored terms, today's status and its words ('25% off for 3 months'). */
export type Coupon = CouponWire & { summary: string };

export type CouponSort = 'code' | '-code' | 'created_at' | '-created_at';

export interface CouponFilters {
  search?: string;
  status?: CouponStatus;
  sort: CouponSort;
}

export interface CouponListQuery extends CouponFilters {
  page: number;
  per_page: number;
}

export interface CouponPage {
  data: Coupon[];
  meta: { page: number; per_page: number; total: number };
}

export interface CouponRedemption {
  id: number;
  redeemed_at: string;
  subscription_id: number | null;
  client: { id: number; name: string } | null;
  by: string | null;
}

export interface CouponAnswer {
  coupon: Coupon;
  redemptions: CouponRedemption[];
}

/** GET /api/coupons: one page of the organization's coupons, filtered and sorted by the server. */
export const useCouponList = (query: CouponListQuery) =>
  useQuery({
    queryKey: couponKeys.list(query),
    queryFn: ({ signal }) => api.get<CouponPage>('/coupons', { ...query }, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/coupons/:id: the coupon and who redeemed it. */
export const useCoupon = (id: number | null) =>
  useQuery({
    queryKey: couponKeys.detail(id),
    queryFn: recordQueryFn(id, (recordId, signal) => api.get<CouponAnswer>(`/coupons/${recordId}`, undefined, signal)),
  });

/** GET /api/coupons/lookup?code=: the coupon a client could apply today, or null ('Coupon Code is not valid'). */
export const useCouponLookup = (code: string) =>
  useQuery({
    queryKey: couponKeys.lookup(code),
    queryFn: ({ signal }) => api.get<{ coupon: Coupon | null }>('/coupons/lookup', { code }, signal),
    select: (answer) => answer.coupon,
    enabled: code !== '',
    staleTime: 0,
  });

/** Saving answers with the coupon as it now stands: that answer replaces the cached one and the lists refetch. */
function useCouponChange<Variables>(call: (variables: Variables) => Promise<CouponAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      queryClient.setQueryData(couponKeys.detail(answer.coupon.id), answer);
      void queryClient.invalidateQueries({ queryKey: couponKeys.lists() });
    },
  });
}

export const useCreateCoupon = () =>
  useCouponChange((body: CouponBody) => api.post<CouponAnswer>('/coupons', { ...body }));
export const useUpdateCoupon = (id: number) =>
  useCouponChange((body: CouponBody) => api.put<CouponAnswer>(`/coupons/${id}`, { ...body }));

/** DELETE /api/coupons/:id: refused with 409 once clients use it. */
export function useDeleteCoupon(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>(`/coupons/${id}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: couponKeys.detail(id) });
      // Dropped rather than refetched in the background, so the list never shows the deleted coupon again.
      queryClient.removeQueries({ queryKey: couponKeys.lists() });
    },
  });
}
