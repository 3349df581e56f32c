/** Leads: client registrations the public form stored, as the office works them (issue 6 point 8). */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { idParam, nullableText } from '../fields.ts';
import { listQuerySchema } from '../list.ts';

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
