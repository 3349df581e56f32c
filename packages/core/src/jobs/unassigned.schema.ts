/**
 * Spec §4 "Schedule entries": the unassigned ones (issue 14, /unassigned). A subscription that is not cancelled is
 * unassigned when nobody is its tech, or when it has no service day of its kind (a one-time plan without a one_time
 * day, a recurring plan without a recurring day).
 */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { id, idParam } from '../fields.ts';
import { listMetaSchema, listQuerySchema } from '../list.ts';
import { calendarDate } from '../dashboard/time-range.ts';
import { serviceFrequencies } from '../scheduling/service-frequency.ts';
import { serviceDaySchema } from '../subscriptions/subscription.schema.ts';
import { jobKinds } from './job.schema.ts';

export const unassignedReasons = ['no_tech', 'no_days'] as const;
export type UnassignedReason = (typeof unassignedReasons)[number];
export const unassignedReasonLabels: Record<UnassignedReason, string> = {
  no_tech: 'No tech',
  no_days: 'No service days',
};

export const unassignedListQuerySchema = listQuerySchema.extend({
  kind: z.enum(jobKinds, { error: messages.notValid }).optional(),
  reason: z.enum(unassignedReasons, { error: messages.notValid }).optional(),
  work_area_id: idParam().optional(),
  zip: z.string({ error: messages.notValid }).trim().max(10, { error: messages.notValid }).optional(),
});
export type UnassignedListQuery = z.output<typeof unassignedListQuerySchema>;

/** One step: the tech, the days and the start; the subscription's change rules check them and its jobs follow. */
export const assignUnassignedSchema = z.object({
  assigned_user_id: id(),
  service_days: z
    .array(serviceDaySchema, { error: messages.required })
    .min(1, { error: messages.required })
    .max(14, { error: messages.notValid }),
  start_date: calendarDate,
});
export type AssignUnassignedBody = z.input<typeof assignUnassignedSchema>;

export const unassignedEntryWireSchema = z.object({
  /** The subscription's id. */
  id: z.number(),
  kind: z.enum(jobKinds),
  client_name: z.string(),
  client_id: z.number().nullable(),
  commercial_customer_id: z.number().nullable(),
  location_id: z.number(),
  location_name: z.string().nullable(),
  address: z.string(),
  zip: z.string(),
  work_area_names: z.array(z.string()),
  service_plan_name: z.string(),
  frequency: z.enum(serviceFrequencies),
  start_date: z.string(),
  assigned_user_id: z.number().nullable(),
  assigned_user_name: z.string().nullable(),
  reasons: z.array(z.enum(unassignedReasons)),
});
export type UnassignedEntryWire = z.infer<typeof unassignedEntryWireSchema>;

export const unassignedListResponseSchema = z.object({
  data: z.array(unassignedEntryWireSchema),
  meta: listMetaSchema,
});
export type UnassignedListResponse = z.infer<typeof unassignedListResponseSchema>;

const techChoice = z.object({ id: z.number(), full_name: z.string() });

export const unassignedRecordWireSchema = unassignedEntryWireSchema.extend({
  /** Recurring weekdays the plan needs; null for a one-time plan, which takes a date. */
  days_needed: z.number().nullable(),
  service_days: z.array(serviceDaySchema),
  /** The techs of the work areas serving the location's zip. */
  suggested_techs: z.array(techChoice),
  /** Every active field tech: any of them may be chosen. */
  techs: z.array(techChoice),
  status: z.enum(['active', 'paused']),
});
export type UnassignedRecordWire = z.infer<typeof unassignedRecordWireSchema>;
export const unassignedRecordResponseSchema = z.object({ unassigned: unassignedRecordWireSchema });
export type UnassignedRecordResponse = z.infer<typeof unassignedRecordResponseSchema>;
