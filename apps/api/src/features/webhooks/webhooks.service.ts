/** The open API's webhooks (issue 20): endpoints, their secrets, test events, the delivery log and resends. */
import {
  pageOffset,
  WEBHOOK_TEST_EVENT,
  webhookEventLabels,
  webhookEventTypes,
  type ListQuery,
  type WebhookEndpointInput,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { notFound, refusal, validationFailed } from '../../platform/http/errors.ts';
import { privateAddressOfUrl } from './webhook-address.ts';
import { deliverNow, endpointSecret, newEndpointSecret } from './webhook-delivery.ts';
import { presentDelivery, presentEndpoint } from './webhooks.present.ts';
import {
  deleteEndpoint,
  failPendingDeliveries,
  findDelivery,
  findEndpoint,
  insertEndpoint,
  insertEventWithDeliveries,
  listDeliveries,
  listEndpoints,
  scheduleResend,
  updateEndpoint,
} from './webhooks.repository.ts';

const orgOf = (member: MemberContext) => member.organization.id;
const ENDPOINT_NOT_FOUND = 'This webhook endpoint does not exist.';

async function endpointOrNotFound(deps: AppDeps, member: MemberContext, id: number) {
  const endpoint = await findEndpoint(deps.db, orgOf(member), id);
  if (!endpoint) throw notFound(ENDPOINT_NOT_FOUND);
  return endpoint;
}

export async function webhookEndpointsPage(deps: AppDeps, member: MemberContext) {
  const rows = await listEndpoints(deps.db, orgOf(member));
  return {
    webhook_endpoints: rows.map((row) => presentEndpoint(row.endpoint, { status: row.last_status, at: row.last_at })),
    event_types: webhookEventTypes.map((type) => ({ type, label: webhookEventLabels[type] })),
  };
}

const PRIVATE_URL = 'This URL leads to a private, loopback or cloud metadata address, which webhooks may not reach.';

async function refusePrivateUrl(deps: AppDeps, url: string) {
  if (await privateAddressOfUrl(url, deps.config.webhooks.allowPrivateAddresses))
    throw validationFailed({ url: [PRIVATE_URL] });
}

export async function createWebhookEndpoint(deps: AppDeps, member: MemberContext, body: WebhookEndpointInput) {
  await refusePrivateUrl(deps, body.url);
  const { secret, secret_sealed, secret_hint } = newEndpointSecret(deps);
  const row = await insertEndpoint(deps.db, orgOf(member), { ...body, secret_sealed, secret_hint }, deps.clock.now());
  return { webhook_endpoint: presentEndpoint(row), secret };
}

export async function updateWebhookEndpoint(
  deps: AppDeps,
  member: MemberContext,
  id: number,
  body: WebhookEndpointInput,
) {
  await refusePrivateUrl(deps, body.url);
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const updated = await updateEndpoint(tx, orgOf(member), id, body, now);
    if (updated && !updated.enabled) await failPendingDeliveries(tx, orgOf(member), id, now);
    return updated;
  });
  if (!row) throw notFound(ENDPOINT_NOT_FOUND);
  return { webhook_endpoint: presentEndpoint(row) };
}

export async function removeWebhookEndpoint(deps: AppDeps, member: MemberContext, id: number) {
  if (!(await deleteEndpoint(deps.db, orgOf(member), id))) throw notFound(ENDPOINT_NOT_FOUND);
  return { message: 'The webhook endpoint was deleted.' };
}

/** POST, not GET: showing a secret is not to be cached or prefetched, and an endpoint seeded without one gets it now. */
export async function revealWebhookSecret(deps: AppDeps, member: MemberContext, id: number) {
  return { secret: await endpointSecret(deps, await endpointOrNotFound(deps, member, id)) };
}

async function deliveryAnswer(deps: AppDeps, member: MemberContext, endpointId: number, id: number) {
  const found = await findDelivery(deps.db, orgOf(member), endpointId, id);
  if (!found) throw notFound('This delivery does not exist.');
  return { webhook_delivery: presentDelivery(found.delivery, found.event) };
}

const refuseDisabled = () =>
  refusal(409, 'endpoint_disabled', 'This endpoint is disabled: enable it to send it events.');

/** Sends a `webhook.test` event to this endpoint alone, at once, and answers how it went. */
export async function sendTestEvent(deps: AppDeps, member: MemberContext, id: number) {
  const endpoint = await endpointOrNotFound(deps, member, id);
  if (!endpoint.enabled) throw refuseDisabled();
  const now = deps.clock.now();
  const { deliveries } = await deps.db.transaction((tx) =>
    insertEventWithDeliveries(
      tx,
      orgOf(member),
      WEBHOOK_TEST_EVENT,
      { message: 'A test event from Employee Portal.', endpoint_id: id },
      now,
      id,
    ),
  );
  const delivery = deliveries[0]!;
  await deliverNow(deps, [delivery.id]);
  return deliveryAnswer(deps, member, id, delivery.id);
}

export async function webhookDeliveriesPage(deps: AppDeps, member: MemberContext, id: number, query: ListQuery) {
  await endpointOrNotFound(deps, member, id);
  const { rows, total } = await listDeliveries(deps.db, orgOf(member), id, {
    limit: query.per_page,
    offset: pageOffset(query),
  });
  return {
    data: rows.map((row) => presentDelivery(row.delivery, row.event)),
    meta: { page: query.page, per_page: query.per_page, total },
  };
}

/** Sends the same event (same id, so a receiver can tell) again now, with a fresh retry schedule behind it. */
export async function resendDelivery(deps: AppDeps, member: MemberContext, id: number, deliveryId: number) {
  const endpoint = await endpointOrNotFound(deps, member, id);
  await deliveryAnswer(deps, member, id, deliveryId);
  if (!endpoint.enabled) throw refuseDisabled();
  await scheduleResend(deps.db, orgOf(member), deliveryId, deps.clock.now());
  await deliverNow(deps, [deliveryId]);
  return deliveryAnswer(deps, member, id, deliveryId);
}
