import { z } from 'zod';
import { listQuerySchema } from './list.ts';

export const notificationListQuerySchema = listQuerySchema.extend({ unread: z.enum(['0', '1']).optional() });

/** The badge text: the count, or '9+' above 9 (spec §2, §9). */
export const badgeText = (count: number) => (count > 9 ? '9+' : String(count));
