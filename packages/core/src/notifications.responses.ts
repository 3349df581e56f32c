/** Answers of the notifications API (the bell and the list). */
import { z } from 'zod';
import { listMetaSchema } from './list.ts';

export const notificationSchema = z.object({
  id: z.number(),
  kind: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  link: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListResponseSchema = z.object({ data: z.array(notificationSchema), meta: listMetaSchema });
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;
export const notificationResponseSchema = z.object({ notification: notificationSchema });
export type NotificationResponse = z.infer<typeof notificationResponseSchema>;
export const unreadCountResponseSchema = z.object({ notifications: z.number() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;
export const readAllNotificationsResponseSchema = z.object({ updated: z.number() });
export type ReadAllNotificationsResponse = z.infer<typeof readAllNotificationsResponseSchema>;
