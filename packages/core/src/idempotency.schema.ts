import { z } from 'zod';

/**
 * The `Idempotency-Key` request header of creates and money-moving requests (DESIGN §3): a caller's own name for one
 * intent, so a retry after a lost answer gets the first answer instead of a second record.
 */
export const idempotencyKeyField = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(200)
    .meta({
      description:
        'Any unique text (a UUID) naming this one request. Sent again with the same body by the same member within ' +
        '24 hours, it answers the first result and records nothing new; with a different body it is refused (422).',
    });

export const idempotencyHeadersSchema = z.object({ 'idempotency-key': idempotencyKeyField().optional() });
