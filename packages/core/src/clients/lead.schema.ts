/** Leads: client registrations the public form stored, as the office works them (issue 6 point 8). */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { idParam, nullableText } from '../fields.ts';
import { listMetaSchema, listQuerySchema } from '../list.ts';

export const leadStatuses = ['new', 'contacted', 'won', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  won: 'Won',
  lost: 'Lost',
};

/** 'won' is not among them: a lead is won only by converting it into a client. */
export const leadManualStatuses = ['new', 'contacted', 'lost'] as const;

export const leadSorts = ['-created_at', 'created_at', 'name', '-name', 'status', '-status'] as const;
export type LeadSort = (typeof leadSorts)[number];

export const leadListQuerySchema = listQuerySchema.extend({
  sort: z.enum(leadSorts, { error: messages.notValid }).default('-created_at'),
  status: z.enum(leadStatuses, { error: messages.notValid }).optional(),
  out_of_area: z
    .enum(['true', 'false', '1', '0'], { error: messages.notValid })
    .transform((value) => value === 'true' || value === '1')
    .optional(),
});
export type LeadListQuery = z.output<typeof leadListQuerySchema>;
export type LeadListParams = z.input<typeof leadListQuerySchema>;

export const leadParamsSchema = z.object({ id: idParam() });

export const leadStatusChangeSchema = z
  .object({
    status: z.enum(leadManualStatuses, { error: messages.notValid }),
    lost_reason: nullableText(500),
  })
  .superRefine((change, context) => {
    if (change.status === 'lost' && !change.lost_reason)
      context.addIssue({ code: 'custom', path: ['lost_reason'], message: messages.required });
  });
export type LeadStatusChangeBody = z.input<typeof leadStatusChangeSchema>;

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

export const leadListSchema = z.object({ data: z.array(leadRowSchema), meta: listMetaSchema });

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

/** The client form filled from the lead (core's `createClientSchema` input), so the office corrects rather than retypes. */
export const leadPrefillSchema = z.object({
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
export type LeadPrefill = z.infer<typeof leadPrefillSchema>;

export const leadConversionResponseSchema = z.object({
  client: z.object({ id: z.number() }),
  /** Saved anyway; keyed by location index: `{ locations: { "0": ['No service available in this area'] } }`. */
  warnings: z.object({ locations: z.record(z.string(), z.array(z.string())) }),
});
