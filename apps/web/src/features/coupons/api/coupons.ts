import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CouponBody, CouponStatus, couponListQuerySchema } from '@employee-portal/core/billing/client-coupons';
import type {
  CouponListResponse,
  CouponLookupResponse,
  CouponResponse,
} from '@employee-portal/core/billing/client-coupons.responses';
import type { MessageResponse } from '@employee-portal/core/responses';
import { recordQueryFn } from '../../../components/record-load-state/record-id.ts';
import { api } from '../../../lib/api-client.ts';
import { couponKeys } from './coupons.keys.ts';

export type { Coupon } from '@employee-portal/core/billing/client-coupons.responses';
export type { CouponResponse };

export type CouponSort = z.output<typeof couponListQuerySchema>['sort'];

export interface CouponFilters {
  search?: string;
  status?: CouponStatus;
  sort: CouponSort;
}

export interface CouponListQuery extends CouponFilters {
  page: number;
  per_page: number;
}

/** GET /api/coupons: one page of the organization's coupons, filtered and sorted by the server. */
export const useCouponList = (query: CouponListQuery) =>
  useQuery({
    queryKey: couponKeys.list(query),
    queryFn: ({ signal }) => api.get<CouponListResponse>('/coupons', { ...query }, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/coupons/:id: the coupon and who redeemed it. */
export const useCoupon = (id: number | null) =>
  useQuery({
    queryKey: couponKeys.detail(id),
    queryFn: recordQueryFn(id, (recordId, signal) =>
      api.get<CouponResponse>(`/coupons/${recordId}`, undefined, signal),
    ),
  });

/** GET /api/coupons/lookup?code=: the coupon a client could apply today, or null ('Coupon Code is not valid'). */
export const useCouponLookup = (code: string) =>
  useQuery({
    queryKey: couponKeys.lookup(code),
    queryFn: ({ signal }) => api.get<CouponLookupResponse>('/coupons/lookup', { code }, signal),
    select: (answer) => answer.coupon,
    enabled: code !== '',
    staleTime: 0,
  });

/** Saving answers with the coupon as it now stands: that answer replaces the cached one and the lists refetch. */
function useCouponChange<Variables>(call: (variables: Variables) => Promise<CouponResponse>) {
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
  useCouponChange((body: CouponBody) => api.post<CouponResponse>('/coupons', { ...body }));
export const useUpdateCoupon = (id: number) =>
  useCouponChange((body: CouponBody) => api.put<CouponResponse>(`/coupons/${id}`, { ...body }));

/** DELETE /api/coupons/:id: refused with 409 once clients use it. */
export function useDeleteCoupon(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<MessageResponse>(`/coupons/${id}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: couponKeys.detail(id) });
      // Dropped rather than refetched in the background, so the list never shows the deleted coupon again.
      queryClient.removeQueries({ queryKey: couponKeys.lists() });
    },
  });
}
