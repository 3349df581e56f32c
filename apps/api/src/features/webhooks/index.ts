/**
 * The webhooks feature's front door (issue 20). Features that make a change an integration cares about call
 * `recordWebhookEvent` inside the transaction that makes it: the event is stored with the change or not at all, and
 * the scheduled `runWebhookDeliveries` sends it afterwards, at least once, from one instance.
 */
import type { WebhookEventType } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { countEndpoints, insertEventWithDeliveries } from './webhooks.repository.ts';

export async function recordWebhookEvent(
  tx: Db,
  organizationId: number,
  type: WebhookEventType,
  data: Record<string, unknown>,
  now = new Date(),
): Promise<void> {
  await insertEventWithDeliveries(tx, organizationId, type, data, now);
}

/** The settings hub's part of the Open API line: '1 webhook', '3 webhooks', or null without any. */
export async function webhooksSettingsState(db: Db, organizationId: number): Promise<string | null> {
  const total = await countEndpoints(db, organizationId);
  if (!total) return null;
  return total === 1 ? '1 webhook' : `${total} webhooks`;
}

/** What the server says at start when an operator let webhooks reach private networks; null when they may not. */
export function webhookStartupWarning(options: { allowPrivateAddresses: boolean }): string | null {
  if (!options.allowPrivateAddresses) return null;
  return (
    'WARNING: WEBHOOKS_ALLOW_PRIVATE_NETWORKS is on. Any organization can make this server send requests to ' +
    'loopback, private-network and cloud metadata addresses (169.254.169.254) and read their answers in its ' +
    'delivery log. Turn it off unless this server runs only tests or a local receiver.'
  );
}

export { runWebhookDeliveries } from './webhook-delivery.ts';
export { seedWebhookEndpoint } from './webhooks-seed.ts';
