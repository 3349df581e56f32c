/**
 * The job actions' forms: what the fields hold (selects hold text), turned into the request body and checked by core's
 * schema for that request, so the dialog and the API apply the same rules.
 */
import { z } from 'zod';
import {
  completeJobSchema,
  jobNotesSchema,
  moveJobSchema,
  reCleanSchema,
  reassignJobSchema,
  skipJobSchema,
} from '@employee-portal/core/jobs/job.schema';

export const UNASSIGNED = 'unassigned';

// Each transform answers `unknown`: core's schema behind it decides what a well-formed body is.

/** A select's text as an id: '' is nothing chosen (core says 'required'), 'unassigned' is no tech. */
const techOf = (value: string) => (value === UNASSIGNED ? null : value === '' ? undefined : Number(value));
const idOf = (value: string) => (value === '' ? undefined : Number(value));

export const reassignForm = z
  .object({ assigned_user_id: z.string() })
  .transform((values): unknown => ({ assigned_user_id: techOf(values.assigned_user_id) }))
  .pipe(reassignJobSchema);

export const moveForm = moveJobSchema;
export const notesForm = jobNotesSchema;

export const reCleanForm = z
  .object({ service_date: z.string(), assigned_user_id: z.string() })
  .transform((values): unknown => ({
    service_date: values.service_date,
    assigned_user_id: techOf(values.assigned_user_id),
  }))
  .pipe(reCleanSchema);

export const skipForm = z
  .object({ skip_reason_id: z.string(), note: z.string(), notify_client: z.boolean() })
  .transform((values): unknown => ({ ...values, skip_reason_id: idOf(values.skip_reason_id) }))
  .pipe(skipJobSchema);

export const completeForm = z
  .object({ tech_notes: z.string(), gate_closed: z.boolean(), dog_count: z.string() })
  .transform((values): unknown => ({
    tech_notes: values.tech_notes,
    gate_closed: values.gate_closed,
    dog_count: values.dog_count.trim() === '' ? null : Number(values.dog_count),
    cross_sell_ids: [],
  }))
  .pipe(completeJobSchema);
