import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  CleanupNotificationListQuery,
  CleanupNotificationListResponse,
} from '@employee-portal/core/jobs/cleanup-notification.schema';
import { api } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';

export type CleanupNotificationFilters = Omit<CleanupNotificationListQuery, 'page' | 'per_page'>;

/** GET /api/cleanup_notifications: one page of the messages sent to clients about their visits. */
export const useCleanupNotifications = (query: CleanupNotificationListQuery) =>
  useQuery({
    queryKey: ['cleanup-notifications', query],
    queryFn: ({ signal }) => api.get<CleanupNotificationListResponse>('/cleanup_notifications', { ...query }, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/cleanup_notifications/export.csv with the list's filters; fetched with the bearer token, then saved. */
export const exportCleanupNotificationsCsv = (filters: CleanupNotificationFilters) =>
  downloadFile('/cleanup_notifications/export.csv', { ...filters }, 'cleanup-notifications.csv');
