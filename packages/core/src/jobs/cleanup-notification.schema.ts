/** The cleanup notifications report (issue 14, /cleanup_notifications_report): every message sent about a visit. */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { calendarDate } from '../dashboard/time-range.ts';
import { listMetaSchema, listQuerySchema } from '../list.ts';
import { cleanupNotificationKinds } from './scheduler-settings.schema.ts';

export const cleanupNotificationChannels = ['email', 'sms'] as const;
export const cleanupNotificationStatuses = ['sent', 'failed', 'not_delivered'] as const;
export type CleanupNotificationStatus = (typeof cleanupNotificationStatuses)[number];

export const cleanupNotificationKindLabels = {
  on_the_way: 'On the Way',
  completed: 'Completed',
  skipped: 'Skipped',
} as const;
export const cleanupNotificationChannelLabels = { email: 'E-mail', sms: 'SMS' } as const;
export const cleanupNotificationStatusLabels: Record<CleanupNotificationStatus, string> = {
  sent: 'Sent',
  failed: 'Failed',
  not_delivered: 'Not Delivered',
};

export const cleanupNotificationSorts = ['-created_at', 'created_at', 'client', '-client'] as const;

const filters = {
  sort: z.enum(cleanupNotificationSorts, { error: messages.notValid }).default('-created_at'),
  date_from: calendarDate.optional(),
  date_to: calendarDate.optional(),
  kind: z.enum(cleanupNotificationKinds, { error: messages.notValid }).optional(),
  channel: z.enum(cleanupNotificationChannels, { error: messages.notValid }).optional(),
  status: z.enum(cleanupNotificationStatuses, { error: messages.notValid }).optional(),
};
const toNotBeforeFrom = <T extends { date_from?: string; date_to?: string }>(query: T) =>
  !query.date_from || !query.date_to || query.date_to >= query.date_from;

export const cleanupNotificationListQuerySchema = listQuerySchema
  .extend(filters)
  .refine(toNotBeforeFrom, { path: ['date_to'], error: messages.cannotBeBeforeFromDate });
export type CleanupNotificationListQuery = z.output<typeof cleanupNotificationListQuerySchema>;

/** The CSV takes the list's filters and answers every matching message, not one page. */
export const cleanupNotificationExportQuerySchema = listQuerySchema
  .omit({ page: true, per_page: true })
  .extend(filters)
  .refine(toNotBeforeFrom, { path: ['date_to'], error: messages.cannotBeBeforeFromDate });
export type CleanupNotificationExportQuery = z.output<typeof cleanupNotificationExportQuerySchema>;

export const cleanupNotificationWireSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  client_id: z.number().nullable(),
  client_name: z.string(),
  job_id: z.number(),
  service_date: z.string(),
  kind: z.enum(cleanupNotificationKinds),
  channel: z.enum(cleanupNotificationChannels),
  recipient: z.string(),
  status: z.enum(cleanupNotificationStatuses),
  error: z.string().nullable(),
});
export type CleanupNotificationWire = z.infer<typeof cleanupNotificationWireSchema>;

export const cleanupNotificationListResponseSchema = z.object({
  data: z.array(cleanupNotificationWireSchema),
  meta: listMetaSchema,
});
export type CleanupNotificationListResponse = z.infer<typeof cleanupNotificationListResponseSchema>;
