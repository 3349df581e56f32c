import { z } from 'zod';

/** Deletes and other acknowledgements answer only a sentence for the toast: one shape for all of them. */
export const messageResponseSchema = z.object({ message: z.string() });
