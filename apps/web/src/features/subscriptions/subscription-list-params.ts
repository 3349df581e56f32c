/** The subscription lists' state kept in the URL query (search, status, plan, tech, sort, page), read back safely. */
import { subscriptionStatuses } from '@employee-portal/core/subscriptions/subscription.schema';
import { subscriptionSorts } from '@employee-portal/core/subscriptions/subscription-wire';
import { positiveIntParam } from '../../components/data-table/use-list-params.ts';
import type { SubscriptionFilters, SubscriptionSort, SubscriptionStatus } from './api/subscriptions.ts';

export const DEFAULT_SUBSCRIPTION_SORT: SubscriptionSort = 'client';

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
};
export const SUBSCRIPTION_STATUS_COLORS = {
  active: 'success',
  paused: 'warning',
  cancelled: 'default',
} as const satisfies Record<SubscriptionStatus, string>;

/** The tech filter's value for subscriptions nobody is assigned to. */
export const UNASSIGNED_TECH = 'none';

const isSort = (value: string | null): value is SubscriptionSort =>
  (subscriptionSorts as readonly (string | null)[]).includes(value);
const isStatus = (value: string | null): value is SubscriptionStatus =>
  (subscriptionStatuses as readonly (string | null)[]).includes(value);

export function subscriptionFiltersFromParams(params: URLSearchParams): SubscriptionFilters {
  const sort = params.get('sort');
  const status = params.get('status');
  const tech = params.get('assigned_user_id');
  return {
    search: params.get('search')?.trim() || undefined,
    status: isStatus(status) ? status : undefined,
    service_plan_id: positiveIntParam(params.get('service_plan_id')),
    assigned_user_id: tech === UNASSIGNED_TECH ? UNASSIGNED_TECH : positiveIntParam(tech),
    sort: isSort(sort) ? sort : DEFAULT_SUBSCRIPTION_SORT,
  };
}

export const hasSubscriptionFilters = (filters: SubscriptionFilters) =>
  Boolean(filters.search || filters.status || filters.service_plan_id || filters.assigned_user_id);
