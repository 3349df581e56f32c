/**
 * Demo data through the feature (issue 20): an endpoint with a few past deliveries. It is made without a secret,
 * since the seed runs before the server's secrets key is at hand; the first reveal or delivery gives it one.
 */
import type { WebhookEventType } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { insertEndpoint, insertEventWithDeliveries, recordAttempt, updateEndpoint } from './webhooks.repository.ts';

export interface SeededDelivery {
  type: WebhookEventType;
  data: Record<string, unknown>;
  at: Date;
  /** Each attempt's answer, oldest first; null for no answer at all. */
  answers: { status: number | null; snippet: string }[];
}

export async function seedWebhookEndpoint(
  db: Db,
  organizationId: number,
  endpoint: { url: string; description: string | null; events: WebhookEventType[]; enabled: boolean },
  deliveries: SeededDelivery[],
  now: Date,
) {
  const row = await insertEndpoint(
    db,
    organizationId,
    { ...endpoint, enabled: true, secret_sealed: null, secret_hint: null },
    now,
  );
  for (const seeded of deliveries) {
    const { deliveries: made } = await insertEventWithDeliveries(
      db,
      organizationId,
      seeded.type,
      seeded.data,
      seeded.at,
    );
    const delivery = made.find((candidate) => candidate.endpoint_id === row.id);
    if (!delivery) continue;
    let failures = 0;
    for (const [index, answer] of seeded.answers.entries()) {
      const ok = answer.status !== null && answer.status >= 200 && answer.status < 300;
      const at = new Date(seeded.at.getTime() + index * 60_000);
      failures = ok ? 0 : failures + 1;
      await recordAttempt(
        db,
        organizationId,
        delivery.id,
        {
          status: ok ? 'delivered' : 'failed',
          failures_in_row: failures,
          response_status: answer.status,
          response_snippet: answer.snippet,
          next_attempt_at: null,
          delivered_at: ok ? at : null,
        },
        at,
      );
    }
  }
  // Enabled while the log is written so every delivery is made for it; then switched off as asked.
  if (!endpoint.enabled) await updateEndpoint(db, organizationId, row.id, { enabled: false }, now);
  return row;
}
