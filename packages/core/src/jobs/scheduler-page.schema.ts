/**
 * /settings/scheduler_settings as one page (issue 14 point 11): the scheduler settings, the skip reasons and each
 * tech's route start and end address.
 */
import { z } from 'zod';
import { optionalText } from '../fields.ts';
import { schedulerSettingsSchema } from './scheduler-settings.schema.ts';
import { skipReasonWireSchema } from './job.responses.ts';

const address = optionalText(300)
  .nullable()
  .transform((value) => value || null)
  .default(null);

/** Where a tech's route starts and ends (home, the yard); blank means the first and last stop. */
export const routeAddressSchema = z.object({ start_address: address, end_address: address });
export type RouteAddressBody = z.input<typeof routeAddressSchema>;

export const routeAddressWireSchema = z.object({
  user_id: z.number(),
  full_name: z.string(),
  start_address: z.string().nullable(),
  end_address: z.string().nullable(),
});
export type RouteAddressWire = z.infer<typeof routeAddressWireSchema>;

export const schedulerPageResponseSchema = z.object({
  scheduler_settings: schedulerSettingsSchema,
  skip_reasons: z.array(skipReasonWireSchema),
  route_addresses: z.array(routeAddressWireSchema),
});
export type SchedulerPageResponse = z.infer<typeof schedulerPageResponseSchema>;

export const skipReasonResponseSchema = z.object({ skip_reason: skipReasonWireSchema });
export const routeAddressResponseSchema = z.object({ route_address: routeAddressWireSchema });
