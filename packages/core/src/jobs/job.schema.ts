/** A job: one visit to one location on one calendar day (issue 14), and what the office and the tech do with it. */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { id, idParam, optionalText, requiredText } from '../fields.ts';
import { calendarDate } from '../dashboard/time-range.ts';

export const jobStatuses = [
  'scheduled',
  'on_the_way',
  'in_progress',
  'completed',
  'skipped',
  'missed',
  'cancelled',
] as const;
export type JobStatus = (typeof jobStatuses)[number];

export const jobStatusLabels: Record<JobStatus, string> = {
  scheduled: 'Scheduled',
  on_the_way: 'On the Way',
  in_progress: 'In Progress',
  completed: 'Completed',
  skipped: 'Skipped',
  missed: 'Missed',
  cancelled: 'Cancelled',
};

/** Still to be done; a past day's open job becomes missed. */
export const openJobStatuses = ['scheduled', 'on_the_way', 'in_progress'] as const satisfies readonly JobStatus[];
export const isOpenJob = (status: JobStatus) => (openJobStatuses as readonly JobStatus[]).includes(status);

/**
 * The jobs that make a tech's day, wherever it is counted (the dispatch board's column, Work Area Inventory, the
 * plan limit's max_jobs): every job on the tech's route but a cancelled one, which stays on the board undone.
 */
export const countsOnTechDay = (status: JobStatus) => status !== 'cancelled';

/**
 * Where a job came from: a subscription's schedule (recurring or one-time service days), a re-clean of another job,
 * or a job the office added by hand.
 */
export const jobOrigins = ['recurring', 'one_time', 're_clean', 'custom'] as const;
export type JobOrigin = (typeof jobOrigins)[number];

export const jobKinds = ['residential', 'commercial'] as const;
export type JobKind = (typeof jobKinds)[number];

/** What the status may become, by whom: the tech walks it forward, the office may also skip or reopen. */
const nextStatuses: Record<JobStatus, readonly JobStatus[]> = {
  scheduled: ['on_the_way', 'in_progress', 'completed', 'skipped', 'cancelled'],
  on_the_way: ['scheduled', 'in_progress', 'completed', 'skipped', 'cancelled'],
  in_progress: ['completed', 'skipped', 'cancelled'],
  completed: [],
  skipped: ['scheduled'],
  missed: [],
  cancelled: ['scheduled'],
};
export const canMoveJobTo = (from: JobStatus, to: JobStatus) => nextStatuses[from].includes(to);

const jobIds = z
  .array(id(), { error: messages.required })
  .min(1, { error: messages.required })
  .max(2000, { error: messages.notValid });

export const jobListQuerySchema = z
  .object({
    from: calendarDate,
    to: calendarDate,
    /** A tech's id, or 'unassigned' for the jobs nobody holds. */
    assigned_user_id: z.union([z.literal('unassigned'), idParam()]).optional(),
    work_area_id: idParam().optional(),
    status: z.enum(jobStatuses, { error: messages.notValid }).optional(),
    kind: z.enum(jobKinds, { error: messages.notValid }).optional(),
  })
  .refine((query) => query.to >= query.from, { path: ['to'], error: messages.cannotBeBeforeFromDate });
export type JobListQuery = z.output<typeof jobListQuerySchema>;

export const reassignJobSchema = z.object({ assigned_user_id: id().nullable() });
export const moveJobSchema = z.object({ service_date: calendarDate });
export const skipJobSchema = z.object({
  skip_reason_id: id(),
  /** Told to the client in the 'skipped' message. */
  note: optionalText(500),
  notify_client: z.boolean().default(true),
});
export type SkipJobBody = z.input<typeof skipJobSchema>;

export const completeJobSchema = z.object({
  tech_notes: optionalText(2000),
  gate_closed: z.boolean().default(false),
  dog_count: z
    .number({ error: messages.mustBeNumber })
    .int({ error: messages.mustBeWholeNumber })
    .min(0)
    .max(50)
    .nullable()
    .default(null),
  cross_sell_ids: z.array(id(), { error: messages.notValid }).max(20, { error: messages.notValid }).default([]),
});
export type CompleteJobBody = z.input<typeof completeJobSchema>;

export const jobNotesSchema = z.object({ office_notes: optionalText(2000) });
export const jobStatusSchema = z.object({
  status: z.enum(['on_the_way', 'in_progress'], { error: messages.notValid }),
});

/** The office adds a visit by hand (a one-off job on a location that has a subscription or not). */
export const customJobSchema = z.object({
  kind: z.enum(jobKinds, { error: messages.required }),
  location_id: id(),
  service_date: calendarDate,
  assigned_user_id: id().nullable().default(null),
  price_cents: z
    .number({ error: messages.mustBeNumber })
    .int({ error: messages.mustBeWholeNumber })
    .min(0, { error: messages.cannotBeNegative })
    .max(10_000_000),
  office_notes: optionalText(2000),
});

/** One tech's day in route order after a drag on the dispatch board (unassigned: null). */
export const arrangeRouteSchema = z.object({
  service_date: calendarDate,
  assigned_user_id: id().nullable(),
  job_ids: z.array(id(), { error: messages.notValid }).max(2000, { error: messages.notValid }),
});
export type ArrangeRouteBody = z.input<typeof arrangeRouteSchema>;

export const bulkSkipSchema = z.object({
  job_ids: jobIds,
  skip_reason_id: id(),
  note: optionalText(500),
  notify_client: z.boolean().default(true),
});
export const bulkReassignSchema = z.object({ job_ids: jobIds, assigned_user_id: id().nullable() });
export const bulkMoveSchema = z.object({ job_ids: jobIds, service_date: calendarDate });

export const skipReasonSchema = z.object({
  name: requiredText(80),
  /** A charged skip is still billed (postpaid invoices count it). */
  is_charged: z.boolean().default(false),
  is_active: z.boolean().default(true),
});
export type SkipReasonBody = z.input<typeof skipReasonSchema>;

export const DEFAULT_SKIP_REASONS: readonly { name: string; is_charged: boolean }[] = [
  { name: 'Weather', is_charged: false },
  { name: 'Locked gate', is_charged: true },
  { name: 'Dog in the yard', is_charged: true },
  { name: 'Client request', is_charged: false },
  { name: 'Holiday', is_charged: false },
];

/** A follow-up visit for a job done badly (or skipped, or missed), on a day from today, by its tech unless another. */
export const reCleanSchema = z.object({ service_date: calendarDate, assigned_user_id: id().nullable().default(null) });
