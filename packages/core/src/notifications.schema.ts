import { z } from 'zod';
import { listMetaSchema, listQuerySchema } from './list.ts';

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

export const notificationListQuerySchema = listQuerySchema.extend({ unread: z.enum(['0', '1']).optional() });
export const notificationListSchema = z.object({ data: z.array(notificationSchema), meta: listMetaSchema });
export const unreadCountSchema = z.object({ notifications: z.number() });

/** The badge text: the count, or '9+' above 9 (spec §2, §9). */
export const badgeText = (count: number) => (count > 9 ? '9+' : String(count));
