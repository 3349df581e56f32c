/** Requests of the open API's webhook endpoints (issue 20), under /api/webhooks. */
import { z } from 'zod';
import { messages, minItemsMessage } from '../messages/catalogue.ts';
import { idParam, nullableText, requiredText } from '../fields.ts';
import { webhookEventTypes } from './webhook-events.ts';

export const WEBHOOK_URL_MAX_LENGTH = 2000;

/** True for an absolute http(s) URL without credentials in it; other schemes (file:, ftp:, javascript:) are refused. */
export function isWebhookUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && !!url.hostname;
  } catch {
    return false;
  }
}

export const webhookUrlField = () =>
  requiredText(WEBHOOK_URL_MAX_LENGTH).refine(isWebhookUrl, { error: messages.notValid });

export const webhookEndpointSchema = z.object({
  url: webhookUrlField(),
  events: z
    .array(z.enum(webhookEventTypes, { error: messages.notValid }), { error: messages.required })
    .min(1, { error: minItemsMessage(1) })
    .transform((events) => [...new Set(events)]),
  enabled: z.boolean({ error: messages.notValid }).default(true),
  description: nullableText(255).default(null),
});
export type WebhookEndpointBody = z.input<typeof webhookEndpointSchema>;
export type WebhookEndpointInput = z.output<typeof webhookEndpointSchema>;

export const webhookEndpointParamsSchema = z.object({ id: idParam() });
export const webhookDeliveryParamsSchema = z.object({ id: idParam(), delivery_id: idParam() });
