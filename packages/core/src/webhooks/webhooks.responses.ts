/** Answers of /api/webhooks (issue 20). Instants are ISO strings; the secret only in its own answers. */
import { z } from 'zod';
import { listMetaSchema } from '../list.ts';
import { WEBHOOK_TEST_EVENT, webhookEventTypes } from './webhook-events.ts';

export const webhookEndpointAnswerSchema = z.object({
  id: z.number(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.enum(webhookEventTypes)),
  enabled: z.boolean(),
  /** The secret's last four characters, so the owner can tell which one a receiver holds. */
  secret_hint: z.string().nullable(),
  created_at: z.string(),
  last_delivery_at: z.string().nullable(),
  last_delivery_status: z.enum(['pending', 'delivered', 'failed']).nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointAnswerSchema>;

export const webhookEndpointsResponseSchema = z.object({
  webhook_endpoints: z.array(webhookEndpointAnswerSchema),
  event_types: z.array(z.object({ type: z.enum(webhookEventTypes), label: z.string() })),
});
export type WebhookEndpointsResponse = z.infer<typeof webhookEndpointsResponseSchema>;

export const webhookEndpointResponseSchema = z.object({ webhook_endpoint: webhookEndpointAnswerSchema });
export type WebhookEndpointResponse = z.infer<typeof webhookEndpointResponseSchema>;

/** The new endpoint with its signing secret: shown now, and later only through the secret's own route. */
export const webhookEndpointCreatedSchema = webhookEndpointResponseSchema.extend({ secret: z.string() });
export type WebhookEndpointCreated = z.infer<typeof webhookEndpointCreatedSchema>;

export const webhookSecretResponseSchema = z.object({ secret: z.string() });
export type WebhookSecretResponse = z.infer<typeof webhookSecretResponseSchema>;

export const webhookDeliveryAnswerSchema = z.object({
  id: z.number(),
  endpoint_id: z.number(),
  event_id: z.string(),
  event_type: z.enum([...webhookEventTypes, WEBHOOK_TEST_EVENT]),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempt_count: z.number(),
  response_status: z.number().nullable(),
  /** The first 500 characters of the receiver's answer, or why there was none (timeout, refused address). */
  response_snippet: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliveryAnswerSchema>;

export const webhookDeliveryResponseSchema = z.object({ webhook_delivery: webhookDeliveryAnswerSchema });
export type WebhookDeliveryResponse = z.infer<typeof webhookDeliveryResponseSchema>;

export const webhookDeliveriesResponseSchema = z.object({
  data: z.array(webhookDeliveryAnswerSchema),
  meta: listMetaSchema,
});
export type WebhookDeliveriesResponse = z.infer<typeof webhookDeliveriesResponseSchema>;
