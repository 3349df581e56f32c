/** Query keys of the subscriptions feature (residential and commercial side by side). */
import type { SubscriptionKind } from '@employee-portal/core/subscriptions/subscription-wire';

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  lists: (kind: SubscriptionKind) => ['subscriptions', kind, 'list'] as const,
  list: (kind: SubscriptionKind, query: object) => ['subscriptions', kind, 'list', query] as const,
  detail: (kind: SubscriptionKind, id: number | null) => ['subscriptions', kind, 'detail', id] as const,
  cancellationCredit: (kind: SubscriptionKind, id: number) => ['subscriptions', kind, 'cancellation', id] as const,
  options: (kind: SubscriptionKind) => ['subscriptions', kind, 'options'] as const,
  quote: (kind: SubscriptionKind, body: object) => ['subscriptions', kind, 'quote', body] as const,
  schedules: () => ['subscriptions', 'schedule'] as const,
  residentialSchedule: (clientId: number) => ['subscriptions', 'schedule', 'residential', clientId] as const,
  commercialSchedule: (locationId: number) => ['subscriptions', 'schedule', 'commercial', locationId] as const,
  nextCleanup: (clientLocationId: number) => ['subscriptions', 'schedule', 'next_cleanup', clientLocationId] as const,
};
