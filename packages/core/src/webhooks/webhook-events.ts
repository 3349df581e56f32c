/**
 * Issue 20: the events an organization's open API webhooks can subscribe to, and the envelope every delivery carries
 * (modelled on Sweep&Go's `{ type, created, data }`, so integrations written for it read ours the same way).
 */
export const webhookEventTypes = ['client.created', 'job.completed', 'invoice.paid'] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** Sent only by 'Send test event' to the one endpoint asked; never subscribable. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookDeliveredType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

export const webhookEventLabels: Record<WebhookEventType, string> = {
  'client.created': 'Client created',
  'job.completed': 'Job completed',
  'invoice.paid': 'Invoice paid',
};

export interface WebhookEnvelope {
  /** The event's id: the same on every retry and resend, so a receiver can drop duplicates (at-least-once). */
  id: string;
  type: WebhookDeliveredType;
  /** Unix seconds when the change happened. */
  created: number;
  data: Record<string, unknown>;
}

/**
 * Seconds to wait after each failed attempt: 1 min, 5 min, 30 min, 2 h, 12 h; after the sixth failure the delivery
 * is given up as failed (a 'Resend' starts the schedule again).
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [60, 300, 1_800, 7_200, 43_200] as const;

/** The wait before the next attempt after `failures` failed attempts in a row, or null when it is given up. */
export function webhookRetryDelaySeconds(failures: number): number | null {
  return WEBHOOK_RETRY_DELAYS_SECONDS[failures - 1] ?? null;
}

/** A receiver that does not answer within this many seconds has failed the attempt. */
export const WEBHOOK_TIMEOUT_SECONDS = 10;
