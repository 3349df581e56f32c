/** The technician's day on a phone (issue 14): their own stops today, as the field-tech app settings let them see. */
import { z } from 'zod';
import { jobPhotoWireSchema, jobWireSchema } from './job.responses.ts';
import { fieldTechAppSettingsSchema } from './scheduler-settings.schema.ts';

/** A stop: the job, with price and office notes null when the organization hides them, and the client's phone. */
export const techStopWireSchema = jobWireSchema.extend({
  price_cents: z.number().nullable(),
  client_phone: z.string().nullable(),
  photos: z.array(jobPhotoWireSchema),
});
export type TechStopWire = z.infer<typeof techStopWireSchema>;

export const techCrossSellWireSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(['residential', 'commercial']),
  price_cents: z.number().nullable(),
});
export type TechCrossSellWire = z.infer<typeof techCrossSellWireSchema>;

export const myRouteResponseSchema = z.object({
  service_date: z.string(),
  settings: fieldTechAppSettingsSchema,
  stops: z.array(techStopWireSchema),
  /** The add-ons a tech may tick as done on completing a visit. */
  cross_sells: z.array(techCrossSellWireSchema),
});
export type MyRouteResponse = z.infer<typeof myRouteResponseSchema>;
