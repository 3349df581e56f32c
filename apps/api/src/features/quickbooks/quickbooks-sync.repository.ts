/** The sync's own records: the queue of outgoing changes, the sync log, the mismatches and the webhook notices. */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  type LinkEntity,
  type QueueOperation,
  quickbooksConnections,
  quickbooksMismatches,
  quickbooksNotices,
  quickbooksQueue,
  quickbooksSyncLog,
} from './quickbooks.table.ts';

export type QueueRow = typeof quickbooksQueue.$inferSelect;
export type SyncLogRow = typeof quickbooksSyncLog.$inferSelect;
export type MismatchRow = typeof quickbooksMismatches.$inferSelect;
export type NoticeRow = typeof quickbooksNotices.$inferSelect;

// ---------------------------------------------------------------- what the scheduled tasks have to do

const idList = (text: unknown) =>
  typeof text === 'string' && text ? text.split(',').map((value) => Number(value)) : ([] as number[]);

/**
 * The sync task's whole look when idle, in one statement: organizations due a scan, connections whose access token
 * runs out before `refreshBy`, and whether any queued change is due.
 */
export async function syncTaskWork(db: Db, now: Date, scanBefore: Date, refreshBy: Date) {
  const result = await db.execute(sql`
    select
      (select string_agg(organization_id::text, ',') from ${quickbooksConnections}
        where refresh_token_sealed is not null and (scan_claimed_at is null or scan_claimed_at <= ${scanBefore})) as scan,
      (select string_agg(organization_id::text, ',') from ${quickbooksConnections}
        where refresh_token_sealed is not null and access_expires_at <= ${refreshBy}) as refresh,
      exists (select 1 from ${quickbooksQueue} where status = 'queued' and next_attempt_at <= ${now}) as queue_due`);
  const row = (result as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  return { scan: idList(row.scan), refresh: idList(row.refresh), queueDue: row.queue_due === true };
}

/** The pull task's whole look when idle, in one statement: organizations due a change feed read, notices waiting. */
export async function pullTaskWork(db: Db, pullBefore: Date) {
  const result = await db.execute(sql`
    select
      (select string_agg(organization_id::text, ',') from ${quickbooksConnections}
        where refresh_token_sealed is not null and (pull_claimed_at is null or pull_claimed_at <= ${pullBefore})) as pull,
      exists (select 1 from ${quickbooksNotices} where processed_at is null) as notices`);
  const row = (result as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  return { pull: idList(row.pull), notices: row.notices === true };
}

// ---------------------------------------------------------------- queue

export const entityRank: Record<LinkEntity, number> = {
  customer: 0,
  commercial_customer: 0,
  invoice: 1,
  payment: 2,
  deposit: 3,
  refund: 2,
};

/** Adds a change unless the same one is already waiting; answers whether it was added. */
export async function enqueue(
  db: Db,
  organizationId: number,
  change: { entity: LinkEntity; local_id: number; operation: QueueOperation },
  now: Date,
) {
  const rows = await db
    .insert(quickbooksQueue)
    .values({
      organization_id: organizationId,
      ...change,
      rank: entityRank[change.entity],
      request_id: randomUUID(),
      next_attempt_at: now,
      created_at: now,
      updated_at: now,
    })
    .onConflictDoNothing()
    .returning({ id: quickbooksQueue.id });
  return rows.length;
}

/**
 * Takes the next due change, lowest rank first, and leases it by moving its due time on, in one statement: another
 * instance skips the locked row and then finds it not due. A worker that dies mid-call leaves the lease to run out,
 * and the next try sends the same request id.
 */
export async function claimDueChange(db: Db, now: Date, leaseUntil: Date): Promise<QueueRow | null> {
  const result = await db.execute(sql`
    update ${quickbooksQueue} set next_attempt_at = ${leaseUntil}
    where id = (
      select id from ${quickbooksQueue}
      where status = 'queued' and next_attempt_at <= ${now}
      order by rank, next_attempt_at, id limit 1 for update skip locked
    )
    returning id`);
  const id = (result as { rows: { id?: number }[] }).rows[0]?.id;
  if (!id) return null;
  // Claimed just above across every organization: the id alone names it.
  const [row] = await db.select().from(quickbooksQueue).where(eq(quickbooksQueue.id, id));
  return row ?? null;
}

export async function updateChange(
  db: Db,
  organizationId: number,
  id: number,
  values: Partial<typeof quickbooksQueue.$inferInsert>,
) {
  await db
    .update(quickbooksQueue)
    .set(values)
    .where(and(eq(quickbooksQueue.organization_id, organizationId), eq(quickbooksQueue.id, id)));
}

export async function findChange(db: Db, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(quickbooksQueue)
    .where(and(eq(quickbooksQueue.organization_id, organizationId), eq(quickbooksQueue.id, id)));
  return row ?? null;
}

export async function queueCounts(db: Db, organizationId: number) {
  const rows = await db
    .select({ status: quickbooksQueue.status, total: count() })
    .from(quickbooksQueue)
    .where(eq(quickbooksQueue.organization_id, organizationId))
    .groupBy(quickbooksQueue.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.total ?? 0;
  return { queued: of('queued'), failed: of('failed') };
}

// ---------------------------------------------------------------- sync log and mismatches

export type NewLogRow = Omit<typeof quickbooksSyncLog.$inferInsert, 'id' | 'organization_id'>;

export async function writeLog(db: Db, organizationId: number, row: NewLogRow) {
  const [written] = await db
    .insert(quickbooksSyncLog)
    .values({ organization_id: organizationId, ...row })
    .returning();
  return written!;
}

export async function listLog(
  db: Db,
  organizationId: number,
  filters: { status?: 'ok' | 'error' | 'retrying'; entity?: NewLogRow['entity'] },
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(quickbooksSyncLog.organization_id, organizationId),
    filters.status ? eq(quickbooksSyncLog.status, filters.status) : undefined,
    filters.entity ? eq(quickbooksSyncLog.entity, filters.entity) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(quickbooksSyncLog)
      .where(where)
      .orderBy(desc(quickbooksSyncLog.at), desc(quickbooksSyncLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(quickbooksSyncLog).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findLog(db: Db, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(quickbooksSyncLog)
    .where(and(eq(quickbooksSyncLog.organization_id, organizationId), eq(quickbooksSyncLog.id, id)));
  return row ?? null;
}

export async function replaceMismatches(
  db: Db,
  organizationId: number,
  rows: Omit<typeof quickbooksMismatches.$inferInsert, 'id' | 'organization_id'>[],
) {
  await db.delete(quickbooksMismatches).where(eq(quickbooksMismatches.organization_id, organizationId));
  if (rows.length)
    await db.insert(quickbooksMismatches).values(rows.map((row) => ({ organization_id: organizationId, ...row })));
}

export async function mismatchesOf(db: Db, organizationId: number) {
  return db
    .select()
    .from(quickbooksMismatches)
    .where(eq(quickbooksMismatches.organization_id, organizationId))
    .orderBy(quickbooksMismatches.id);
}

export async function countMismatches(db: Db, organizationId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(quickbooksMismatches)
    .where(eq(quickbooksMismatches.organization_id, organizationId));
  return row?.total ?? 0;
}

export async function findMismatch(db: Db, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(quickbooksMismatches)
    .where(and(eq(quickbooksMismatches.organization_id, organizationId), eq(quickbooksMismatches.id, id)));
  return row ?? null;
}

export async function deleteMismatch(db: Db, organizationId: number, id: number) {
  await db
    .delete(quickbooksMismatches)
    .where(and(eq(quickbooksMismatches.organization_id, organizationId), eq(quickbooksMismatches.id, id)));
}

// ---------------------------------------------------------------- webhook notices

export async function keepNotice(
  db: Db,
  organizationId: number,
  notice: { entity: string; quickbooks_id: string; operation: string; received_at: Date },
) {
  await db.insert(quickbooksNotices).values({ organization_id: organizationId, ...notice });
}

/**
 * Stamps up to 20 waiting notices of any organization as taken in one statement; SKIP LOCKED leaves those another
 * instance is taking.
 */
export async function claimNotices(db: Db, now: Date): Promise<NoticeRow[]> {
  const result = await db.execute(sql`
    update ${quickbooksNotices} set processed_at = ${now}
    where id in (
      select id from ${quickbooksNotices}
      where processed_at is null
      order by received_at, id limit 20 for update skip locked
    )
    returning id`);
  const ids = (result as { rows: { id: number }[] }).rows.map((row) => row.id);
  if (!ids.length) return [];
  // Claimed just above across every organization: the ids alone name them.
  return db.select().from(quickbooksNotices).where(inArray(quickbooksNotices.id, ids));
}
