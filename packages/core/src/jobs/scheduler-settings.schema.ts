/**
 * The organization's scheduler and field-tech app settings (issue 14, /settings/scheduler_settings and
 * /settings/field_tech_app_settings). Stored as one JSON value each; a missing or older value reads as the defaults.
 */
import { z } from 'zod';
import { messages, minItemsMessage } from '../messages/catalogue.ts';
import { DEFAULT_HORIZON_WEEKS } from './job-plan.ts';
import { timeOfDayField } from '../routing/route-optimize.schema.ts';

/** 0 = Sunday … 6 = Saturday, as weekdayOf answers. */
const weekday = z.number().int().min(0, { error: messages.notValid }).max(6, { error: messages.notValid });

export const cleanupNotificationKinds = ['on_the_way', 'completed', 'skipped'] as const;
export type CleanupNotificationKind = (typeof cleanupNotificationKinds)[number];

export const schedulerSettingsSchema = z.object({
  working_days: z
    .array(weekday, { error: messages.required })
    .min(1, { error: minItemsMessage(1) })
    .max(7)
    .default([1, 2, 3, 4, 5]),
  horizon_weeks: z
    .number({ error: messages.mustBeNumber })
    .int({ error: messages.mustBeWholeNumber })
    .min(1, { error: messages.mustBePositive })
    .max(26, { error: 'Must be less or equal 26' })
    .default(DEFAULT_HORIZON_WEEKS),
  default_service_minutes: z
    .number({ error: messages.mustBeNumber })
    .int({ error: messages.mustBeWholeNumber })
    .min(1, { error: messages.mustBePositive })
    .max(480, { error: 'Must be less or equal 480' })
    .default(15),
  /** Issue 15: straight-line distance times this estimates the road distance when no road engine is configured. */
  road_factor: z
    .number({ error: messages.mustBeNumber })
    .min(1, { error: 'Must be at least 1' })
    .max(3, { error: 'Must be less or equal 3' })
    .default(1.3),
  average_speed_mph: z
    .number({ error: messages.mustBeNumber })
    .int({ error: messages.mustBeWholeNumber })
    .min(5, { error: 'Must be at least 5' })
    .max(80, { error: 'Must be less or equal 80' })
    .default(25),
  /** When routes leave the start address, for ETAs. */
  route_start_time: timeOfDayField().default('08:00'),
  notify_on_the_way: z.boolean().default(true),
  notify_completed: z.boolean().default(true),
  notify_skipped: z.boolean().default(true),
});
export type SchedulerSettings = z.output<typeof schedulerSettingsSchema>;
export type SchedulerSettingsBody = z.input<typeof schedulerSettingsSchema>;
export const defaultSchedulerSettings: SchedulerSettings = schedulerSettingsSchema.parse({});

export const fieldTechAppSettingsSchema = z.object({
  show_prices: z.boolean().default(false),
  show_client_phone: z.boolean().default(true),
  show_office_notes: z.boolean().default(true),
  require_photo_to_complete: z.boolean().default(false),
  require_gate_confirmation: z.boolean().default(true),
  techs_may_reorder_route: z.boolean().default(false),
});
export type FieldTechAppSettings = z.output<typeof fieldTechAppSettingsSchema>;
export type FieldTechAppSettingsBody = z.input<typeof fieldTechAppSettingsSchema>;
export const defaultFieldTechAppSettings: FieldTechAppSettings = fieldTechAppSettingsSchema.parse({});

/** Reads a stored value, falling back to the defaults for anything missing or no longer valid. */
export function readSettings<Schema extends z.ZodType>(
  schema: Schema,
  stored: string | null | undefined,
): z.output<Schema> {
  let parsed: unknown = {};
  try {
    parsed = stored ? JSON.parse(stored) : {};
  } catch {
    parsed = {};
  }
  const result = schema.safeParse(parsed);
  return result.success ? result.data : schema.parse({});
}
