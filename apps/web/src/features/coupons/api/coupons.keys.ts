/** Query keys of the coupons feature. */
export const couponKeys = {
  all: ['coupons'] as const,
  lists: () => ['coupons', 'list'] as const,
  list: (query: object) => ['coupons', 'list', query] as const,
  detail: (id: number | null) => ['coupons', 'detail', id] as const,
  lookup: (code: string) => ['coupons', 'lookup', code] as const,
};
