import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import {
  type LinkEntity,
  type QueueOperation,
  quickbooksConnections,
  quickbooksCustomerMatches,
  quickbooksCustomers,
  quickbooksLinks,
  quickbooksMappings,
  quickbooksMismatches,
  quickbooksNotices,
  quickbooksOauthStates,
  quickbooksQueue,
  quickbooksSyncLog,
} from './quickbooks.table.ts';

export type ConnectionRow = typeof quickbooksConnections.$inferSelect;
export type QueueRow = typeof quickbooksQueue.$inferSelect;
export type LinkRow = typeof quickbooksLinks.$inferSelect;
export type SyncLogRow = typeof quickbooksSyncLog.$inferSelect;
export type MismatchRow = typeof quickbooksMismatches.$inferSelect;
export type MappingsRow = typeof quickbooksMappings.$inferSelect;
export type NoticeRow = typeof quickbooksNotices.$inferSelect;
export type QuickbooksCustomerRow = typeof quickbooksCustomers.$inferSelect;

// ---------------------------------------------------------------- connection

export async function findConnectionByRealm(db: Db, realmId: string) {
  const [row] = await db
    .select()
    .from(quickbooksConnections)
    .where(and(eq(quickbooksConnections.realm_id, realmId), isNotNull(quickbooksConnections.refresh_token_sealed)));
  return row ?? null;
}

export async function findConnection(db: Db, organizationId: number, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(quickbooksConnections)
    .where(eq(quickbooksConnections.organization_id, organizationId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function saveConnection(
  db: Db,
  organizationId: number,
  values: Partial<Omit<typeof quickbooksConnections.$inferInsert, 'organization_id'>> & {
    environment: 'sandbox' | 'production';
  },
) {
  await db
    .insert(quickbooksConnections)
    .values({ organization_id: organizationId, ...values })
    .onConflictDoUpdate({ target: quickbooksConnections.organization_id, set: values });
}

export async function updateConnection(
  db: Db,
  organizationId: number,
  values: Partial<Omit<typeof quickbooksConnections.$inferInsert, 'organization_id'>>,
) {
  await db.update(quickbooksConnections).set(values).where(eq(quickbooksConnections.organization_id, organizationId));
}

/** Connected organizations whose pass (`column`) was last claimed before `before`: candidates for a scheduled task. */
export async function connectionsDue(
  db: Db,
  column: 'pull_claimed_at' | 'scan_claimed_at' | 'reconcile_claimed_at',
  before: Date,
) {
  const stamp = quickbooksConnections[column];
  const rows = await db
    .select({ organization_id: quickbooksConnections.organization_id })
    .from(quickbooksConnections)
    .where(and(isNotNull(quickbooksConnections.refresh_token_sealed), or(isNull(stamp), lte(stamp, before))));
  return rows.map((row) => row.organization_id);
}

/** Compare-and-set: true for the one instance whose update moved the stamp; the others find it moved already. */
export async function claimPass(
  db: Db,
  organizationId: number,
  column: 'pull_claimed_at' | 'scan_claimed_at' | 'reconcile_claimed_at',
  before: Date,
  now: Date,
) {
  const stamp = quickbooksConnections[column];
  const rows = await db
    .update(quickbooksConnections)
    .set({ [column]: now })
    .where(and(eq(quickbooksConnections.organization_id, organizationId), or(isNull(stamp), lte(stamp, before))))
    .returning({ id: quickbooksConnections.organization_id });
  return rows.length === 1;
}

export async function replaceOauthState(
  db: Db,
  organizationId: number,
  userId: number,
  stateHash: string,
  expiresAt: Date,
) {
  const values = { user_id: userId, state_hash: stateHash, expires_at: expiresAt };
  await db
    .insert(quickbooksOauthStates)
    .values({ organization_id: organizationId, ...values })
    .onConflictDoUpdate({ target: quickbooksOauthStates.organization_id, set: values });
}

/** Deletes the state as it reads it, so a second return with the same state finds nothing. */
export async function consumeOauthState(db: Db, organizationId: number, stateHash: string) {
  const [row] = await db
    .delete(quickbooksOauthStates)
    .where(
      and(eq(quickbooksOauthStates.organization_id, organizationId), eq(quickbooksOauthStates.state_hash, stateHash)),
    )
    .returning();
  return row ?? null;
}

// ---------------------------------------------------------------- mapping and customers

export async function findMappings(db: Db, organizationId: number) {
  const [row] = await db
    .select()
    .from(quickbooksMappings)
    .where(eq(quickbooksMappings.organization_id, organizationId));
  return row ?? null;
}

export async function saveMappings(
  db: Db,
  organizationId: number,
  values: Omit<typeof quickbooksMappings.$inferInsert, 'organization_id'>,
) {
  await db
    .insert(quickbooksMappings)
    .values({ organization_id: organizationId, ...values })
    .onConflictDoUpdate({ target: quickbooksMappings.organization_id, set: values });
}

export const nameKey = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export interface CustomerSnapshot {
  quickbooks_id: string;
  sync_token: string;
  display_name: string;
  email: string | null;
  balance_cents: number;
  active: boolean;
}

export async function storeQuickbooksCustomers(db: Db, organizationId: number, customers: readonly CustomerSnapshot[]) {
  for (const customer of customers) {
    const values = { ...customer, name_key: nameKey(customer.display_name) };
    await db
      .insert(quickbooksCustomers)
      .values({ organization_id: organizationId, ...values })
      .onConflictDoUpdate({
        target: [quickbooksCustomers.organization_id, quickbooksCustomers.quickbooks_id],
        set: values,
      });
  }
}

export async function quickbooksCustomersOf(db: Db, organizationId: number) {
  return db
    .select()
    .from(quickbooksCustomers)
    .where(and(eq(quickbooksCustomers.organization_id, organizationId), eq(quickbooksCustomers.active, true)));
}

export async function searchQuickbooksCustomers(db: Db, organizationId: number, search: string | undefined) {
  return db
    .select()
    .from(quickbooksCustomers)
    .where(
      and(
        eq(quickbooksCustomers.organization_id, organizationId),
        eq(quickbooksCustomers.active, true),
        search
          ? or(
              ilike(quickbooksCustomers.display_name, containsPattern(search)),
              ilike(quickbooksCustomers.email, containsPattern(search)),
            )
          : undefined,
      ),
    )
    .orderBy(quickbooksCustomers.display_name, quickbooksCustomers.id)
    .limit(50);
}

export async function findQuickbooksCustomer(db: Db, organizationId: number, quickbooksId: string) {
  const [row] = await db
    .select()
    .from(quickbooksCustomers)
    .where(
      and(eq(quickbooksCustomers.organization_id, organizationId), eq(quickbooksCustomers.quickbooks_id, quickbooksId)),
    );
  return row ?? null;
}

export async function matchesOf(db: Db, organizationId: number) {
  return db
    .select()
    .from(quickbooksCustomerMatches)
    .where(eq(quickbooksCustomerMatches.organization_id, organizationId));
}

export type MatchDecision = Pick<
  typeof quickbooksCustomerMatches.$inferInsert,
  'client_kind' | 'local_id' | 'quickbooks_customer_id' | 'method'
>;

export async function saveMatch(db: Db, organizationId: number, decision: MatchDecision) {
  await db
    .insert(quickbooksCustomerMatches)
    .values({ organization_id: organizationId, ...decision })
    .onConflictDoUpdate({
      target: [
        quickbooksCustomerMatches.organization_id,
        quickbooksCustomerMatches.client_kind,
        quickbooksCustomerMatches.local_id,
      ],
      set: { quickbooks_customer_id: decision.quickbooks_customer_id, method: decision.method },
    });
}

export async function removeMatch(db: Db, organizationId: number, kind: 'residential' | 'commercial', localId: number) {
  await db
    .delete(quickbooksCustomerMatches)
    .where(
      and(
        eq(quickbooksCustomerMatches.organization_id, organizationId),
        eq(quickbooksCustomerMatches.client_kind, kind),
        eq(quickbooksCustomerMatches.local_id, localId),
      ),
    );
}

// ---------------------------------------------------------------- links

export async function findLink(db: Db, organizationId: number, entity: LinkEntity, localId: number) {
  const [row] = await db
    .select()
    .from(quickbooksLinks)
    .where(
      and(
        eq(quickbooksLinks.organization_id, organizationId),
        eq(quickbooksLinks.entity, entity),
        eq(quickbooksLinks.local_id, localId),
      ),
    );
  return row ?? null;
}

export async function findLinkByRemote(db: Db, organizationId: number, entity: LinkEntity, quickbooksId: string) {
  const [row] = await db
    .select()
    .from(quickbooksLinks)
    .where(
      and(
        eq(quickbooksLinks.organization_id, organizationId),
        eq(quickbooksLinks.entity, entity),
        eq(quickbooksLinks.quickbooks_id, quickbooksId),
      ),
    );
  return row ?? null;
}

export async function linksOf(db: Db, organizationId: number, entity: LinkEntity, localIds?: readonly number[]) {
  if (localIds && !localIds.length) return [];
  return db
    .select()
    .from(quickbooksLinks)
    .where(
      and(
        eq(quickbooksLinks.organization_id, organizationId),
        eq(quickbooksLinks.entity, entity),
        localIds ? inArray(quickbooksLinks.local_id, localIds) : undefined,
      ),
    );
}

export async function saveLink(
  db: Db,
  organizationId: number,
  link: {
    entity: LinkEntity;
    local_id: number;
    quickbooks_id: string;
    sync_token: string;
    synced_at: Date;
    voided_at?: Date | null;
  },
) {
  await db
    .insert(quickbooksLinks)
    .values({ organization_id: organizationId, ...link })
    .onConflictDoUpdate({
      target: [quickbooksLinks.organization_id, quickbooksLinks.entity, quickbooksLinks.local_id],
      set: link,
    });
}

// ---------------------------------------------------------------- queue

export const entityRank: Record<LinkEntity, number> = {
  customer: 0,
  commercial_customer: 0,
  invoice: 1,
  payment: 2,
  deposit: 3,
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

export const lowerEmail = (email: string | null) => (email ? email.trim().toLowerCase() : null);

/** Everything tied to the previous company's ids. */
export async function forgetCompanyData(db: Db, organizationId: number) {
  for (const table of [quickbooksLinks, quickbooksCustomerMatches, quickbooksCustomers, quickbooksMismatches])
    await db.delete(table).where(eq(table.organization_id, organizationId));
  await db
    .update(quickbooksQueue)
    .set({ status: 'failed', last_error: 'Another QuickBooks company was connected.' })
    .where(and(eq(quickbooksQueue.organization_id, organizationId), eq(quickbooksQueue.status, 'queued')));
  await db
    .update(quickbooksConnections)
    .set({ matching_done_at: null, last_pull_at: null })
    .where(eq(quickbooksConnections.organization_id, organizationId));
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
