/** What the cancel-reasons API answers: the API validates and documents with these, the web types with them. */
import { z } from 'zod';
import { cancelReasonWireSchema } from './subscription-wire.ts';

export const cancelReasonListResponseSchema = z.object({ cancel_reasons: z.array(cancelReasonWireSchema) });
export type CancelReasonListResponse = z.infer<typeof cancelReasonListResponseSchema>;

export const cancelReasonResponseSchema = z.object({ cancel_reason: cancelReasonWireSchema });
export type CancelReasonResponse = z.infer<typeof cancelReasonResponseSchema>;
