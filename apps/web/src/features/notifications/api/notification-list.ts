import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationListResponse,
  NotificationResponse,
  ReadAllNotificationsResponse,
} from '@employee-portal/core/notifications.responses';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from './notifications.keys.ts';

export interface NotificationListQuery {
  page: number;
  per_page: number;
  unread: boolean;
}

/** GET /api/notifications, newest first; `unread=1` lists only the ones this user has not read. */
export const fetchNotifications = (query: NotificationListQuery, signal?: AbortSignal) =>
  api.get<NotificationListResponse>(
    '/notifications',
    { page: query.page, per_page: query.per_page, unread: query.unread ? 1 : undefined },
    signal,
  );

export const notificationListQueryOptions = (query: NotificationListQuery) =>
  queryOptions({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) => fetchNotifications(query, signal),
    // Paging keeps the current page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useNotificationList = (query: NotificationListQuery) => useQuery(notificationListQueryOptions(query));

/** PUT /api/notifications/:id/read. */
export const readNotification = (id: number) => api.put<NotificationResponse>(`/notifications/${id}/read`);

/** PUT /api/notifications/read_all. */
export const readAllNotifications = () => api.put<ReadAllNotificationsResponse>('/notifications/read_all');

function useRefreshAfterRead() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

export function useReadNotificationMutation() {
  const refresh = useRefreshAfterRead();
  return useMutation({ mutationFn: readNotification, onSuccess: refresh });
}

export function useReadAllNotificationsMutation() {
  const refresh = useRefreshAfterRead();
  return useMutation({ mutationFn: readAllNotifications, onSuccess: refresh });
}
