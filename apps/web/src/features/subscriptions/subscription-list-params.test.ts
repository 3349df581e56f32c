import { describe, expect, it } from 'vitest';
import { hasSubscriptionFilters, subscriptionFiltersFromParams } from './subscription-list-params.ts';

describe('subscription list params', () => {
  it('reads the filters and sort from the URL, ignoring what is not one', () => {
    expect(
      subscriptionFiltersFromParams(
        new URLSearchParams('search=%20Ada%20&status=paused&service_plan_id=4&assigned_user_id=none&sort=-price'),
      ),
    ).toEqual({
      search: 'Ada',
      status: 'paused',
      service_plan_id: 4,
      assigned_user_id: 'none',
      sort: '-price',
    });
    const odd = subscriptionFiltersFromParams(
      new URLSearchParams('status=gone&service_plan_id=x&assigned_user_id=-2&sort=zip'),
    );
    expect(odd).toEqual({
      search: undefined,
      status: undefined,
      service_plan_id: undefined,
      assigned_user_id: undefined,
      sort: 'client',
    });
    expect(hasSubscriptionFilters(odd)).toBe(false);
    expect(hasSubscriptionFilters(subscriptionFiltersFromParams(new URLSearchParams('assigned_user_id=3')))).toBe(true);
  });
});
