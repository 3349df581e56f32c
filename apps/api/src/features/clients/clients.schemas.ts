/** Request shapes of the clients API that core does not share with the web. */
import { z } from 'zod';
import { id, idParam, listQuerySchema, messages, requiredText } from '@employee-portal/core';

export const clientParamsSchema = z.object({ id: idParam() });
export const clientLocationParamsSchema = z.object({ id: idParam(), location_id: idParam() });

/** Notes and activity: newest first, paged. */
export const clientHistoryQuerySchema = listQuerySchema.pick({ page: true, per_page: true });

export const dormantSorts = [
  'name',
  '-name',
  'last_service_on',
  '-last_service_on',
  'deactivated_at',
  '-deactivated_at',
] as const;
export type DormantSort = (typeof dormantSorts)[number];

export const dormantClientsQuerySchema = listQuerySchema.extend({
  inactive_for_days: z.coerce
    .number({ error: messages.mustBeNumber })
    .int({ error: messages.mustBeWholeNumber })
    .min(30, { error: messages.notValid })
    .max(3650, { error: messages.notValid })
    .default(90),
  sort: z.enum(dormantSorts, { error: messages.notValid }).default('-deactivated_at'),
});
export type DormantClientsQuery = z.output<typeof dormantClientsQuerySchema>;

export const winBackSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('reactivate') }),
    z.object({
      action: z.literal('message'),
      channel: z.enum(['email', 'sms'], { error: messages.required }),
      message: requiredText(1000),
    }),
  ],
  { error: messages.notValid },
);
export type WinBackBody = z.output<typeof winBackSchema>;

export const linkClientSchema = z.object({ billing_client_id: id() });

export const householdsQuerySchema = listQuerySchema.pick({ page: true, per_page: true, search: true });
export const candidatesQuerySchema = listQuerySchema.pick({ page: true, per_page: true });
