import type { WebhookDelivery, WebhookEndpoint } from '@employee-portal/core';
import type { WebhookDeliveryRow, WebhookEndpointRow, WebhookEventRow } from './webhooks.repository.ts';

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

export const presentEndpoint = (
  row: WebhookEndpointRow,
  last: { status: WebhookDeliveryRow['status'] | null; at: Date | string | null } = { status: null, at: null },
): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.enabled,
  secret_hint: row.secret_hint,
  created_at: row.created_at.toISOString(),
  last_delivery_at: iso(last.at),
  last_delivery_status: last.status,
});

export const presentDelivery = (delivery: WebhookDeliveryRow, event: WebhookEventRow): WebhookDelivery => ({
  id: delivery.id,
  endpoint_id: delivery.endpoint_id,
  event_id: event.public_id,
  event_type: event.type,
  status: delivery.status,
  attempt_count: delivery.attempt_count,
  response_status: delivery.response_status,
  response_snippet: delivery.response_snippet,
  next_attempt_at: iso(delivery.next_attempt_at),
  delivered_at: iso(delivery.delivered_at),
  created_at: delivery.created_at.toISOString(),
});
