import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { organizationTokens } from '../identity/auth.table.ts';

export type OrganizationTokenRow = typeof organizationTokens.$inferSelect;

const live = (now: Date) => and(isNull(organizationTokens.used_at), gt(organizationTokens.expires_at, now));

/** An organization token not yet used and not expired. */
export async function findLiveOrganizationToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<OrganizationTokenRow | null> {
  const [row] = await db
    .select()
    .from(organizationTokens)
    .where(and(eq(organizationTokens.token_hash, tokenHash), live(now)));
  return row ?? null;
}

export async function insertOrganizationToken(db: Db, values: typeof organizationTokens.$inferInsert) {
  await db.insert(organizationTokens).values(values);
}

/** Marks the token used; false when another request used it first (it is good for one owner). */
export async function claimOrganizationToken(db: Db, id: number, now: Date): Promise<boolean> {
  const [row] = await db
    .update(organizationTokens)
    .set({ used_at: now })
    .where(and(eq(organizationTokens.id, id), live(now)))
    .returning({ id: organizationTokens.id });
  return Boolean(row);
}

/** Sign-ups abandoned before the owner came leave only their token; once expired it is of no use to anyone. */
export async function pruneOrganizationTokens(db: Db, before: Date) {
  await db.delete(organizationTokens).where(lt(organizationTokens.expires_at, before));
}
