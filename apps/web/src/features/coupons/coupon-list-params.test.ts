import { describe, expect, it } from 'vitest';
import { couponFiltersFromParams, positiveInt } from './coupon-list-params.ts';

describe('the coupon list query', () => {
  it('reads search, status and sort from the URL', () => {
    expect(couponFiltersFromParams(new URLSearchParams('search=%20spring%20&status=fully_redeemed&sort=code'))).toEqual(
      { search: 'spring', status: 'fully_redeemed', sort: 'code' },
    );
  });

  it('drops what the server would refuse, and sorts newest first by default', () => {
    expect(couponFiltersFromParams(new URLSearchParams('status=void&sort=balance&search=%20'))).toEqual({
      search: undefined,
      status: undefined,
      sort: '-created_at',
    });
    expect(positiveInt('0')).toBeUndefined();
    expect(positiveInt('2')).toBe(2);
    expect(positiveInt(null)).toBeUndefined();
  });
});
