import { and, desc, eq, getTableColumns, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { memberships, users } from '../../platform/identity/users.table.ts';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { apiKeys } from './api-keys.table.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type NewApiKey = typeof apiKeys.$inferInsert;
export type ApiKeyWithCreator = ApiKeyRow & { created_by: string };

const creatorName = sql<string>`${users.first_name} || ' ' || ${users.last_name}`;

export async function listApiKeys(db: Db, organizationId: number): Promise<ApiKeyWithCreator[]> {
  return db
    .select({ ...getTableColumns(apiKeys), created_by: creatorName })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.created_by_user_id))
    .where(eq(apiKeys.organization_id, organizationId))
    .orderBy(desc(apiKeys.created_at), desc(apiKeys.id));
}

export async function findApiKey(db: Db, organizationId: number, id: number): Promise<ApiKeyWithCreator | null> {
  const [row] = await db
    .select({ ...getTableColumns(apiKeys), created_by: creatorName })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.created_by_user_id))
    .where(and(eq(apiKeys.organization_id, organizationId), eq(apiKeys.id, id)));
  return row ?? null;
}

export async function insertApiKey(db: Db, organizationId: number, values: Omit<NewApiKey, 'organization_id'>) {
  const [row] = await db
    .insert(apiKeys)
    .values({ ...values, organization_id: organizationId })
    .returning({ id: apiKeys.id });
  if (!row) throw new Error('api key not stored');
  return row.id;
}

/** Revokes once: a second revoke keeps the first time. */
export async function revokeApiKey(db: Db, organizationId: number, id: number, now: Date) {
  await db
    .update(apiKeys)
    .set({ revoked_at: now })
    .where(and(eq(apiKeys.organization_id, organizationId), eq(apiKeys.id, id), isNull(apiKeys.revoked_at)));
}

/** Every key the member made for the organization, for good: a later reactivation must not bring them back. */
export async function revokeApiKeysOfMember(db: Db, organizationId: number, userId: number, now: Date) {
  await db
    .update(apiKeys)
    .set({ revoked_at: now })
    .where(
      and(
        eq(apiKeys.organization_id, organizationId),
        eq(apiKeys.created_by_user_id, userId),
        isNull(apiKeys.revoked_at),
      ),
    );
}

export async function stampApiKeyUse(db: Db, organizationId: number, id: number, now: Date) {
  await db
    .update(apiKeys)
    .set({ last_used_at: now })
    .where(and(eq(apiKeys.organization_id, organizationId), eq(apiKeys.id, id)));
}

export async function countActiveApiKeys(db: Db, organizationId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.organization_id, organizationId),
        isNull(apiKeys.revoked_at),
        or(isNull(apiKeys.expires_at), gt(apiKeys.expires_at, now)),
      ),
    );
  return row?.count ?? 0;
}

/**
 * The live key with this hash, with its creator's active membership in the key's organization. The one lookup not
 * keyed by organization: the key is what names the organization, as a session token does. Read on every request
 * from the database, so a revoke stops the key on every instance at once.
 */
export async function findLiveApiKey(db: Db, keyHash: string, now: Date) {
  const [row] = await db
    .select({ key: apiKeys, user: users, membership: memberships, organization: organizations })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.created_by_user_id))
    .innerJoin(
      memberships,
      and(
        eq(memberships.user_id, apiKeys.created_by_user_id),
        eq(memberships.organization_id, apiKeys.organization_id),
        eq(memberships.status, 'active'),
      ),
    )
    .innerJoin(organizations, eq(organizations.id, apiKeys.organization_id))
    .where(
      and(
        eq(apiKeys.key_hash, keyHash),
        isNull(apiKeys.revoked_at),
        or(isNull(apiKeys.expires_at), gt(apiKeys.expires_at, now)),
      ),
    );
  return row ?? null;
}
