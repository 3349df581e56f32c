/** Answers of the change-requests API. */
import { z } from 'zod';
import { listMetaSchema } from '../list.ts';
import { changeRequestKinds, changeRequestStatuses } from './change-request.schema.ts';

export const changeRequestViewSchema = z.object({
  id: z.number(),
  client: z.object({
    id: z.number(),
    first_name: z.string(),
    last_name: z.string(),
    status: z.enum(['active', 'inactive']),
  }),
  location: z.object({ id: z.number(), address_line1: z.string(), zip: z.string() }).nullable(),
  kind: z.enum(changeRequestKinds),
  details: z.record(z.string(), z.unknown()),
  /** What changes, in words, against the location as it stands now: 'Dog count 2 → 3'. */
  summary: z.string(),
  comment: z.string().nullable(),
  status: z.enum(changeRequestStatuses),
  deny_reason: z.string().nullable(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type ChangeRequest = z.output<typeof changeRequestViewSchema>;

export const changeRequestResponseSchema = z.object({ change_request: changeRequestViewSchema });
export type ChangeRequestResponse = z.infer<typeof changeRequestResponseSchema>;
export const changeRequestListResponseSchema = z.object({
  data: z.array(changeRequestViewSchema),
  meta: listMetaSchema,
});
export type ChangeRequestListResponse = z.infer<typeof changeRequestListResponseSchema>;
