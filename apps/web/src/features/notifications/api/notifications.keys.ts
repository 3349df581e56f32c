/** Query keys of the notifications feature. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: () => ['notifications', 'unread_count'] as const,
  lists: () => ['notifications', 'list'] as const,
  list: (query: { page: number; per_page: number; unread: boolean }) => ['notifications', 'list', query] as const,
};
