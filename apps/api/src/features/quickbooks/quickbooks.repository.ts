import { and, eq, ilike, inArray, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import {
  type LinkEntity,
  quickbooksConnections,
  quickbooksCustomerMatches,
  quickbooksCustomers,
  quickbooksLinks,
  quickbooksMappings,
  quickbooksMismatches,
  quickbooksOauthStates,
  quickbooksQueue,
} from './quickbooks.table.ts';

export type ConnectionRow = typeof quickbooksConnections.$inferSelect;
export type LinkRow = typeof quickbooksLinks.$inferSelect;
export type MappingsRow = typeof quickbooksMappings.$inferSelect;
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

/** The decision that holds this QuickBooks customer, if any. */
export async function matchOfCustomer(db: Db, organizationId: number, quickbooksId: string) {
  const [row] = await db
    .select()
    .from(quickbooksCustomerMatches)
    .where(
      and(
        eq(quickbooksCustomerMatches.organization_id, organizationId),
        eq(quickbooksCustomerMatches.quickbooks_customer_id, quickbooksId),
      ),
    );
  return row ?? null;
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

async function oneLink(db: Db, organizationId: number, entity: LinkEntity, match: SQL) {
  const [row] = await db
    .select()
    .from(quickbooksLinks)
    .where(and(eq(quickbooksLinks.organization_id, organizationId), eq(quickbooksLinks.entity, entity), match));
  return row ?? null;
}

export const findLink = (db: Db, organizationId: number, entity: LinkEntity, localId: number) =>
  oneLink(db, organizationId, entity, eq(quickbooksLinks.local_id, localId));

export const findLinkByRemote = (db: Db, organizationId: number, entity: LinkEntity, quickbooksId: string) =>
  oneLink(db, organizationId, entity, eq(quickbooksLinks.quickbooks_id, quickbooksId));

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
  // Only the link's own fields: a caller may pass a whole row back, whose id is the database's to give.
  const values = {
    entity: link.entity,
    local_id: link.local_id,
    quickbooks_id: link.quickbooks_id,
    sync_token: link.sync_token,
    synced_at: link.synced_at,
    ...(link.voided_at === undefined ? {} : { voided_at: link.voided_at }),
  };
  await db
    .insert(quickbooksLinks)
    .values({ organization_id: organizationId, ...values })
    .onConflictDoUpdate({
      target: [quickbooksLinks.organization_id, quickbooksLinks.entity, quickbooksLinks.local_id],
      set: values,
    });
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
