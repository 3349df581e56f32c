/** Spec §3 "Client schedule (location) entry" on the wire, residential and commercial alike. */
import { z } from 'zod';

export const scheduleServiceDaySchema = z.object({
  service_type: z.enum(['recurring', 'one_time']),
  start_date: z.string(),
});
const entryStatus = z.enum(['active', 'paused', 'cancelled']);

export const scheduleEntryWireSchema = z.object({
  client_location_id: z.number(),
  service_days: z.array(scheduleServiceDaySchema),
  clean_up_frequency: z.string(),
  service_plan_slug: z.string().nullable(),
  service_plan_name: z.string().nullable(),
  pricing_plan_name: z.string(),
  commercial: z.boolean(),
  /** Spelled so in the spec: true when the entry has no service day of its kind. */
  unasigned: z.boolean(),
  status: entryStatus.nullable(),
  subscription_id: z.number().nullable(),
  subscription: z
    .object({
      id: z.number(),
      status: entryStatus,
      pause_subscription_start_date: z.string().nullable(),
      pause_subscription_end_date: z.string().nullable(),
    })
    .nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  nextCleanup: z.string().nullable(),
  scheduledCleanup: z.string().nullable(),
});
