/** Answers of the leads API. */
import { z } from 'zod';
import { listMetaSchema } from '../list.ts';
import { leadStatuses } from './lead.schema.ts';

export const leadRowSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  zip: z.string(),
  out_of_area: z.boolean(),
  status: z.enum(leadStatuses),
  lost_reason: z.string().nullable(),
  created_at: z.string(),
  converted_client_id: z.number().nullable(),
});
export type LeadRow = z.infer<typeof leadRowSchema>;

export const leadListResponseSchema = z.object({ data: z.array(leadRowSchema), meta: listMetaSchema });
export type LeadListResponse = z.infer<typeof leadListResponseSchema>;

export const leadDetailSchema = leadRowSchema.extend({
  address_line1: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  dog_count: z.number().nullable(),
  notes: z.string().nullable(),
  answers: z.array(z.object({ question: z.string(), answer: z.string().nullable() })),
  referral_source: z.string().nullable(),
  status_changed_at: z.string().nullable(),
  /** Other sign-ups of the same visitor (same e-mail), newest first. */
  other_submissions: z.array(z.object({ id: z.number(), created_at: z.string(), status: z.enum(leadStatuses) })),
  /** Whether a work area lists the zip today (`out_of_area` is what it was when the visitor sent the form). */
  served: z.boolean(),
  converted_client: z.object({ id: z.number(), first_name: z.string(), last_name: z.string() }).nullable(),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const leadDetailResponseSchema = z.object({ lead: leadDetailSchema });
export type LeadDetailResponse = z.infer<typeof leadDetailResponseSchema>;

/** The client form filled from the lead (core's `createClientSchema` input), so the office corrects rather than retypes. */
export const leadPrefillResponseSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  referral_source: z.string().nullable(),
  locations: z.array(
    z.object({
      address_line1: z.string(),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
      dog_count: z.number(),
      notes_for_techs: z.string().nullable(),
    }),
  ),
});
export type LeadPrefill = z.infer<typeof leadPrefillResponseSchema>;

export const leadConversionResponseSchema = z.object({
  client: z.object({ id: z.number() }),
  /** Saved anyway; keyed by location index: `{ locations: { "0": ['No service available in this area'] } }`. */
  warnings: z.object({ locations: z.record(z.string(), z.array(z.string())) }),
});
export type LeadConversionResponse = z.infer<typeof leadConversionResponseSchema>;
