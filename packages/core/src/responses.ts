/** The answer of a call that only acknowledges, e.g. 'Logged out.'. */
import { z } from 'zod';

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
