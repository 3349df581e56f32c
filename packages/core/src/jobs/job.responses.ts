/** What the jobs API answers (issue 14): the API validates and documents with these, the web takes its types from them. */
import { z } from 'zod';
import { listMetaSchema } from '../list.ts';
import { jobKinds, jobOrigins, jobStatuses } from './job.schema.ts';
import { fieldTechAppSettingsSchema, schedulerSettingsSchema } from './scheduler-settings.schema.ts';

export const jobPhotoWireSchema = z.object({
  id: z.number(),
  kind: z.enum(['completion', 'skip']),
  /** Unguessable address of the image; the lightbox and the client's message both use it. */
  url: z.string(),
  created_at: z.string(),
});

export const jobWireSchema = z.object({
  id: z.number(),
  kind: z.enum(jobKinds),
  origin: z.enum(jobOrigins),
  status: z.enum(jobStatuses),
  service_date: z.string(),
  planned_date: z.string().nullable(),
  is_manual: z.boolean(),
  subscription_id: z.number().nullable(),
  /** Residential: the client location; commercial: the commercial location. */
  location_id: z.number(),
  client_id: z.number().nullable(),
  commercial_customer_id: z.number().nullable(),
  client_name: z.string(),
  location_name: z.string().nullable(),
  address: z.string(),
  zip: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  gate_code: z.string().nullable(),
  dog_count: z.number().nullable(),
  work_area_id: z.number().nullable(),
  work_area_name: z.string().nullable(),
  assigned_user_id: z.number().nullable(),
  assigned_user_name: z.string().nullable(),
  route_position: z.number().nullable(),
  /** Null for a field tech when the organization's field-tech app settings hide prices. */
  price_cents: z.number().nullable(),
  service_plan_name: z.string().nullable(),
  skip_reason_id: z.number().nullable(),
  skip_reason_name: z.string().nullable(),
  skip_is_charged: z.boolean().nullable(),
  office_notes: z.string().nullable(),
  tech_notes: z.string().nullable(),
  gate_closed: z.boolean().nullable(),
  on_the_way_at: z.string().nullable(),
  arrived_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  re_clean_of_job_id: z.number().nullable(),
  photo_count: z.number(),
});
export type JobWire = z.infer<typeof jobWireSchema>;

export const jobEventWireSchema = z.object({
  id: z.number(),
  action: z.string(),
  summary: z.string(),
  actor_name: z.string().nullable(),
  created_at: z.string(),
});
export type JobEventWire = z.infer<typeof jobEventWireSchema>;

export const jobRecordWireSchema = jobWireSchema.extend({
  photos: z.array(jobPhotoWireSchema),
  history: z.array(jobEventWireSchema),
  cross_sells_done: z.array(z.object({ id: z.number(), name: z.string(), price_cents: z.number() })),
  client_phone: z.string().nullable(),
  /** The invoice billing the job (not a voided one); null for a field tech, who does not see invoices. */
  invoice: z.object({ id: z.number(), number: z.number() }).nullable(),
});
export type JobRecordWire = z.infer<typeof jobRecordWireSchema>;

/** Jobs over a span of days (schedule, map, board); capped, so a span is never unbounded. */
export const jobsResponseSchema = z.object({ jobs: z.array(jobWireSchema), truncated: z.boolean() });
export type JobsResponse = z.infer<typeof jobsResponseSchema>;

export const jobResponseSchema = z.object({ job: jobRecordWireSchema });
export type JobResponse = z.infer<typeof jobResponseSchema>;

export const jobListResponseSchema = z.object({ data: z.array(jobWireSchema), meta: listMetaSchema });

export const skipReasonWireSchema = z.object({
  id: z.number(),
  name: z.string(),
  is_charged: z.boolean(),
  is_active: z.boolean(),
});
export type SkipReasonWire = z.infer<typeof skipReasonWireSchema>;
export const skipReasonsResponseSchema = z.object({ skip_reasons: z.array(skipReasonWireSchema) });

/** Bulk actions say how many jobs they changed. */
export const bulkJobsResponseSchema = z.object({ changed: z.number(), message: z.string() });

export const maxJobsResponseSchema = z.object({ max_jobs: z.number() });

export const schedulerSettingsResponseSchema = z.object({ scheduler_settings: schedulerSettingsSchema });
export const fieldTechAppSettingsResponseSchema = z.object({ field_tech_app_settings: fieldTechAppSettingsSchema });
