/** /work_area_activity_log and /work_area_inventory. */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { idParam } from '../fields.ts';
import { calendarDate } from '../dashboard/time-range.ts';
import { listMetaSchema, listQuerySchema } from '../list.ts';

export const workAreaChangeActions = ['created', 'renamed', 'zips_changed', 'techs_changed', 'deleted'] as const;
export type WorkAreaChangeAction = (typeof workAreaChangeActions)[number];
export const workAreaChangeLabels: Record<WorkAreaChangeAction, string> = {
  created: 'Created',
  renamed: 'Renamed',
  zips_changed: 'Zips changed',
  techs_changed: 'Techs changed',
  deleted: 'Deleted',
};

/** What a work area was before and after a change: only the part that changed is set. */
export const workAreaStateSchema = z.object({
  name: z.string().optional(),
  zips: z.array(z.string()).optional(),
  /** Tech names as they were then. */
  techs: z.array(z.string()).optional(),
});
export type WorkAreaState = z.infer<typeof workAreaStateSchema>;

export const workAreaActivityQuerySchema = listQuerySchema
  .omit({ sort: true, search: true })
  .extend({
    work_area_id: idParam().optional(),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
  })
  .refine((query) => !query.from || !query.to || query.to >= query.from, {
    path: ['to'],
    error: messages.cannotBeBeforeFromDate,
  });
export type WorkAreaActivityQuery = z.output<typeof workAreaActivityQuerySchema>;

export const workAreaChangeWireSchema = z.object({
  id: z.number(),
  /** Null once the work area is deleted; the name stays as it was. */
  work_area_id: z.number().nullable(),
  work_area_name: z.string(),
  action: z.enum(workAreaChangeActions),
  actor_name: z.string().nullable(),
  before: workAreaStateSchema.nullable(),
  after: workAreaStateSchema.nullable(),
  created_at: z.string(),
});
export type WorkAreaChangeWire = z.infer<typeof workAreaChangeWireSchema>;
export const workAreaActivityResponseSchema = z.object({
  data: z.array(workAreaChangeWireSchema),
  meta: listMetaSchema,
});
export type WorkAreaActivityResponse = z.infer<typeof workAreaActivityResponseSchema>;

/** Work Area Inventory's day (the organization's today when absent): its techs' jobs and the week around it. */
export const workAreaInventoryQuerySchema = z.object({
  organization_id: idParam().optional(),
  date: calendarDate.optional(),
});
export type WorkAreaInventoryQuery = z.input<typeof workAreaInventoryQuerySchema>;

/** A tech of the work area and their jobs that day, counted as the dispatch board counts its column. */
export const workAreaTechLoadSchema = z.object({
  user_id: z.number(),
  name: z.string(),
  jobs: z.number(),
});
export type WorkAreaTechLoad = z.infer<typeof workAreaTechLoadSchema>;

/** Per work area and zip: who is served there, the week's jobs, and how loaded its techs are that day. */
export const workAreaInventoryRowSchema = z.object({
  work_area_id: z.number(),
  work_area_name: z.string(),
  zip: z.string(),
  active_clients: z.number(),
  locations: z.number(),
  /** Jobs in the week around the day (Monday to Sunday, organization calendar), cancelled ones left out. */
  weekly_jobs: z.number(),
  techs: z.array(workAreaTechLoadSchema),
  /** The most jobs one tech of the work area has that day (any zip). */
  max_jobs_per_tech_day: z.number(),
});
export type WorkAreaInventoryRow = z.infer<typeof workAreaInventoryRowSchema>;
export const workAreaInventoryResponseSchema = z.object({
  service_date: z.string(),
  week_from: z.string(),
  week_to: z.string(),
  /** The plan's jobs per field tech a day: 15 on the EntreMANURE package, null (no limit) on every other. */
  job_limit_per_tech: z.number().nullable(),
  data: z.array(workAreaInventoryRowSchema),
});
export type WorkAreaInventoryResponse = z.infer<typeof workAreaInventoryResponseSchema>;
