/** Answer of the demo and test-only outbox calls (never registered in production). */
import { z } from 'zod';

export const outboxMessageSchema = z.object({
  id: z.number(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  // The server hands the row's Date; it leaves as ISO text.
  created_at: z.date(),
});

export const outboxResponseSchema = z.object({ data: z.array(outboxMessageSchema) });
