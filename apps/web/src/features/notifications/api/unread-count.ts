import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UnreadCountResponse } from '@employee-portal/core/notifications.responses';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from './notifications.keys.ts';

/** GET /api/notification/count_unread_notifications: unread notifications newer than the last look at the bell. */
export const fetchUnreadCount = (signal?: AbortSignal) =>
  api.get<UnreadCountResponse>('/notification/count_unread_notifications', undefined, signal);

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    select: (data) => data.notifications,
    // Live events ask for the count again; a refetch now and then corrects anything missed while offline.
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

/** `enabled` is false while the organization has no active access: the API refuses the count then. */
export const useUnreadCount = (enabled: boolean) => useQuery({ ...unreadCountQueryOptions(), enabled });

/**
 * A live event announced a new notification for the organization. Only the server knows whether it is one this member
 * may receive (the event says nothing of it), so the count and the lists are asked again rather than counted up.
 */
export function refreshNotifications(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

/** PUT /api/notification/seen: the bell was opened, so its count starts again from zero. */
export const markNotificationsSeen = () => api.put<UnreadCountResponse>('/notification/seen');

export function useMarkSeenMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsSeen,
    onMutate: () => queryClient.setQueryData<UnreadCountResponse>(notificationKeys.unreadCount(), { notifications: 0 }),
  });
}
