/** The SQL of webhooks (issue 20): endpoints, the event outbox and the deliveries with their attempts. */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { WebhookDeliveredType } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from './webhooks.table.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookEventRow = typeof webhookEvents.$inferSelect;
type EndpointFields = Pick<WebhookEndpointRow, 'url' | 'description' | 'events' | 'enabled'>;

/** A claimed attempt keeps others off for this long: beyond the receiver's 10 s limit, with room for a slow database. */
export const DELIVERY_LEASE_MS = 120_000;

export async function listEndpoints(db: Db, organizationId: number) {
  const last = db
    .selectDistinctOn([webhookDeliveries.endpoint_id], {
      endpoint_id: webhookDeliveries.endpoint_id,
      status: webhookDeliveries.status,
      at: sql<Date>`coalesce(${webhookDeliveries.delivered_at}, ${webhookDeliveries.updated_at})`.as('at'),
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.organization_id, organizationId))
    .orderBy(webhookDeliveries.endpoint_id, desc(webhookDeliveries.id))
    .as('last');
  return db
    .select({ endpoint: webhookEndpoints, last_status: last.status, last_at: last.at })
    .from(webhookEndpoints)
    .leftJoin(last, eq(last.endpoint_id, webhookEndpoints.id))
    .where(eq(webhookEndpoints.organization_id, organizationId))
    .orderBy(webhookEndpoints.id);
}

export async function findEndpoint(db: Db, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.organization_id, organizationId), eq(webhookEndpoints.id, id)));
  return row ?? null;
}

export async function countEndpoints(db: Db, organizationId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organization_id, organizationId));
  return row?.total ?? 0;
}

export async function insertEndpoint(
  db: Db,
  organizationId: number,
  fields: EndpointFields & Pick<WebhookEndpointRow, 'secret_sealed' | 'secret_hint'>,
  now: Date,
) {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ organization_id: organizationId, ...fields, created_at: now, updated_at: now })
    .returning();
  return row!;
}

export async function updateEndpoint(
  db: Db,
  organizationId: number,
  id: number,
  fields: Partial<EndpointFields & Pick<WebhookEndpointRow, 'secret_sealed' | 'secret_hint'>>,
  now: Date,
) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...fields, updated_at: now })
    .where(and(eq(webhookEndpoints.organization_id, organizationId), eq(webhookEndpoints.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteEndpoint(db: Db, organizationId: number, id: number) {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.organization_id, organizationId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return deleted.length > 0;
}

/**
 * Writes the event and one pending delivery for each enabled endpoint subscribed to it, in the caller's transaction;
 * `onlyEndpointId` limits it to one endpoint (the test event).
 */
export async function insertEventWithDeliveries(
  db: Db,
  organizationId: number,
  type: WebhookDeliveredType,
  data: Record<string, unknown>,
  now: Date,
  onlyEndpointId?: number,
) {
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.organization_id, organizationId),
        onlyEndpointId === undefined
          ? and(eq(webhookEndpoints.enabled, true), sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`)
          : eq(webhookEndpoints.id, onlyEndpointId),
      ),
    );
  // An organization without a listener for this event keeps no outbox rows for it.
  if (!endpoints.length) return { event: null, deliveries: [] };
  const [event] = await db
    .insert(webhookEvents)
    .values({ organization_id: organizationId, public_id: `evt_${randomUUID()}`, type, data, created_at: now })
    .returning();
  const deliveries = await db
    .insert(webhookDeliveries)
    .values(
      endpoints.map((endpoint) => ({
        organization_id: organizationId,
        endpoint_id: endpoint.id,
        event_id: event!.id,
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning();
  return { event: event!, deliveries };
}

export async function listDeliveries(
  db: Db,
  organizationId: number,
  endpointId: number,
  page: { limit: number; offset: number },
) {
  const scope = and(
    eq(webhookDeliveries.organization_id, organizationId),
    eq(webhookDeliveries.endpoint_id, endpointId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ delivery: webhookDeliveries, event: webhookEvents })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.event_id))
      .where(scope)
      .orderBy(desc(webhookDeliveries.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(webhookDeliveries).where(scope),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findDelivery(db: Db, organizationId: number, endpointId: number, id: number) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, event: webhookEvents })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.event_id))
    .where(
      and(
        eq(webhookDeliveries.organization_id, organizationId),
        eq(webhookDeliveries.endpoint_id, endpointId),
        eq(webhookDeliveries.id, id),
      ),
    );
  return row ?? null;
}

/** A resend starts the retry schedule afresh; the attempts made so far stay counted. */
export async function scheduleResend(db: Db, organizationId: number, id: number, now: Date) {
  await db
    .update(webhookDeliveries)
    .set({ status: 'pending', failures_in_row: 0, next_attempt_at: now, locked_until: null, updated_at: now })
    .where(and(eq(webhookDeliveries.organization_id, organizationId), eq(webhookDeliveries.id, id)));
}

/** A disabled endpoint gets nothing: what still waited for it is given up (a resend after enabling sends it). */
export async function failPendingDeliveries(db: Db, organizationId: number, endpointId: number, now: Date) {
  await db
    .update(webhookDeliveries)
    .set({
      status: 'failed',
      next_attempt_at: null,
      response_snippet: 'Not sent: the endpoint was disabled.',
      updated_at: now,
    })
    .where(
      and(
        eq(webhookDeliveries.organization_id, organizationId),
        eq(webhookDeliveries.endpoint_id, endpointId),
        eq(webhookDeliveries.status, 'pending'),
      ),
    );
}

/**
 * Takes up to `limit` due deliveries of enabled endpoints, of any organization, by stamping a lease on them in one
 * statement; SKIP LOCKED passes over rows another instance is stamping, and the lease keeps them off its later
 * passes while the attempt runs outside any transaction. `onlyIds` claims just those (a test event, a resend).
 */
export async function claimDueDeliveries(db: Db, now: Date, limit: number, onlyIds?: readonly number[]) {
  const leaseEnd = new Date(now.getTime() + DELIVERY_LEASE_MS);
  const only = onlyIds?.length
    ? sql`and d.id in (${sql.join(
        onlyIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute(sql`
    update ${webhookDeliveries} set locked_until = ${leaseEnd}
    where id in (
      select d.id from ${webhookDeliveries} d
      join ${webhookEndpoints} e on e.id = d.endpoint_id and e.organization_id = d.organization_id
      where d.status = 'pending' and d.next_attempt_at <= ${now}
        and (d.locked_until is null or d.locked_until <= ${now}) and e.enabled ${only}
      order by d.next_attempt_at, d.id limit ${limit}
      for update of d skip locked
    )
    returning id`);
  const ids = (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
  if (!ids.length) return [];
  // Claimed just above across every organization: the ids alone name them.
  return db
    .select({ delivery: webhookDeliveries, event: webhookEvents, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.event_id))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpoint_id))
    .where(inArray(webhookDeliveries.id, ids));
}

export async function recordAttempt(
  db: Db,
  organizationId: number,
  id: number,
  outcome: Pick<
    WebhookDeliveryRow,
    'status' | 'failures_in_row' | 'response_status' | 'response_snippet' | 'next_attempt_at' | 'delivered_at'
  >,
  now: Date,
) {
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      ...outcome,
      attempt_count: sql`${webhookDeliveries.attempt_count} + 1`,
      locked_until: null,
      updated_at: now,
    })
    .where(and(eq(webhookDeliveries.organization_id, organizationId), eq(webhookDeliveries.id, id)))
    .returning();
  return row ?? null;
}

/** Gives an endpoint made without a secret (the demo seed) its first one; the first writer wins a race. */
export async function storeSecretIfMissing(
  db: Db,
  organizationId: number,
  id: number,
  secret: Pick<WebhookEndpointRow, 'secret_sealed' | 'secret_hint'>,
) {
  await db
    .update(webhookEndpoints)
    .set(secret)
    .where(
      and(
        eq(webhookEndpoints.organization_id, organizationId),
        eq(webhookEndpoints.id, id),
        sql`${webhookEndpoints.secret_sealed} is null`,
      ),
    );
  return findEndpoint(db, organizationId, id);
}
