/**
 * Sending deliveries: the scheduled pass claims what is due (once across instances), signs each event, calls the
 * receiver with a time limit and writes the outcome; a failure waits by the retry schedule, then is given up.
 */
import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMEOUT_SECONDS,
  type WebhookEnvelope,
  webhookRetryDelaySeconds,
  webhookSignatureHeader,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { secretBoxOf } from '../../platform/auth/encryption.ts';
import { refusedAddress } from './webhook-address.ts';
import { postToReceiver, RefusedAddressError } from './webhook-request.ts';
import {
  claimDueDeliveries,
  recordAttempt,
  storeSecretIfMissing,
  type WebhookEndpointRow,
  type WebhookEventRow,
} from './webhooks.repository.ts';

const BATCH = 20;
const SNIPPET_LENGTH = 500;

export function newEndpointSecret(deps: AppDeps) {
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  return { secret, secret_sealed: secretBoxOf(deps.config).seal(secret), secret_hint: secret.slice(-4) };
}

export async function endpointSecret(deps: AppDeps, endpoint: WebhookEndpointRow): Promise<string> {
  if (endpoint.secret_sealed) return secretBoxOf(deps.config).open(endpoint.secret_sealed);
  const { secret_sealed, secret_hint } = newEndpointSecret(deps);
  const stored = await storeSecretIfMissing(deps.db, endpoint.organization_id, endpoint.id, {
    secret_sealed,
    secret_hint,
  });
  return secretBoxOf(deps.config).open(stored!.secret_sealed!);
}

export const envelopeOf = (event: WebhookEventRow): WebhookEnvelope => ({
  id: event.public_id,
  type: event.type,
  created: Math.floor(event.created_at.getTime() / 1000),
  data: event.data,
});

interface Answer {
  status: number | null;
  snippet: string;
}

async function callReceiver(deps: AppDeps, url: string, secret: string, body: string): Promise<Answer> {
  const target = new URL(url);
  const { allowPrivateAddresses } = deps.config.webhooks;
  const refused = await refusedAddress(target, allowPrivateAddresses);
  if (refused) return { status: null, snippet: refused };
  const timestamp = Math.floor(deps.clock.now().getTime() / 1000);
  try {
    return await postToReceiver({
      url: target,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'EmployeePortal-Webhooks/1',
        [WEBHOOK_SIGNATURE_HEADER]: await webhookSignatureHeader(secret, timestamp, body),
      },
      body,
      timeoutMs: WEBHOOK_TIMEOUT_SECONDS * 1000,
      snippetBytes: SNIPPET_LENGTH,
      allowPrivateAddresses,
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return {
      status: null,
      snippet:
        name === 'TimeoutError'
          ? `No answer within ${WEBHOOK_TIMEOUT_SECONDS} seconds.`
          : error instanceof RefusedAddressError
            ? error.message
            : `Could not connect: ${error instanceof Error ? error.message : 'unknown error'}`.slice(0, SNIPPET_LENGTH),
    };
  }
}

type Claimed = Awaited<ReturnType<typeof claimDueDeliveries>>[number];

async function attempt(deps: AppDeps, { delivery, event, endpoint }: Claimed) {
  const answer = await callReceiver(
    deps,
    endpoint.url,
    await endpointSecret(deps, endpoint),
    JSON.stringify(envelopeOf(event)),
  );
  const now = deps.clock.now();
  const delivered = answer.status !== null && answer.status >= 200 && answer.status < 300;
  const failures = delivered ? 0 : delivery.failures_in_row + 1;
  const waitSeconds = delivered ? null : webhookRetryDelaySeconds(failures);
  return recordAttempt(
    deps.db,
    delivery.organization_id,
    delivery.id,
    {
      status: delivered ? 'delivered' : waitSeconds === null ? 'failed' : 'pending',
      failures_in_row: failures,
      response_status: answer.status,
      response_snippet: answer.snippet || null,
      next_attempt_at: waitSeconds === null ? null : new Date(now.getTime() + waitSeconds * 1000),
      delivered_at: delivered ? now : delivery.delivered_at,
    },
    now,
  );
}

/** One pass of the scheduled job: every due delivery this instance could claim, attempted side by side. */
export async function runWebhookDeliveries(deps: AppDeps) {
  const claimed = await claimDueDeliveries(deps.db, deps.clock.now(), BATCH);
  await Promise.all(claimed.map((row) => attempt(deps, row)));
  return { attempted: claimed.length };
}

/** Attempts these deliveries now (a test event, a resend), unless another instance holds them already. */
export async function deliverNow(deps: AppDeps, ids: readonly number[]) {
  const claimed = await claimDueDeliveries(deps.db, deps.clock.now(), ids.length, ids);
  await Promise.all(claimed.map((row) => attempt(deps, row)));
}
