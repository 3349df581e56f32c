import { and, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accessTokens, authThrottles } from '../identity/auth.table.ts';
import { users } from '../identity/users.table.ts';

export type ThrottleRow = typeof authThrottles.$inferSelect;

/**
 * The throttle row of `key` (created empty if missing), locked until the surrounding transaction ends. One upsert,
 * not an insert then a select: a successful sign-in deletes the row, and on PostgreSQL that delete could land between
 * the two and leave the select nothing (a 500 for a right password); the upsert inserts again if the row went.
 */
export async function lockThrottle(db: Db, key: string, now: Date): Promise<ThrottleRow> {
  const [row] = await db
    .insert(authThrottles)
    .values({ key, attempts: 0, window_started_at: now })
    .onConflictDoUpdate({ target: authThrottles.key, set: { key: sql`excluded.key` } })
    .returning();
  if (!row) throw new Error(`throttle ${key} not stored`);
  return row;
}

export async function findThrottle(db: Db, key: string): Promise<ThrottleRow | null> {
  const [row] = await db.select().from(authThrottles).where(eq(authThrottles.key, key));
  return row ?? null;
}

export async function saveThrottle(db: Db, row: ThrottleRow) {
  const { key, ...values } = row;
  await db.update(authThrottles).set(values).where(eq(authThrottles.key, key));
}

export async function deleteThrottle(db: Db, key: string) {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}

/** One step back after an attempt proved right: it was counted as a failure before the secret was checked. */
export async function forgiveAttempt(db: Db, key: string) {
  await db
    .update(authThrottles)
    .set({ attempts: sql`greatest(${authThrottles.attempts} - 1, 0)` })
    .where(eq(authThrottles.key, key));
}

/**
 * Takes the key's next slot (nothing else passes until `until`) if it is free; otherwise answers when it frees.
 * One statement, so parallel callers cannot share a slot.
 */
export async function claimSlot(
  db: Db,
  key: string,
  now: Date,
  until: Date,
): Promise<{ admitted: true } | { admitted: false; waitUntil: Date }> {
  const [claimed] = await db
    .insert(authThrottles)
    .values({ key, attempts: 1, window_started_at: now, last_attempt_at: now, wait_until: until })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: { attempts: sql`${authThrottles.attempts} + 1`, last_attempt_at: now, wait_until: until },
      setWhere: or(isNull(authThrottles.wait_until), lte(authThrottles.wait_until, now)),
    })
    .returning({ key: authThrottles.key });
  if (claimed) return { admitted: true };
  const [row] = await db
    .select({ wait_until: authThrottles.wait_until })
    .from(authThrottles)
    .where(eq(authThrottles.key, key));
  return { admitted: false, waitUntil: row?.wait_until ?? until };
}

/** Marks the window's warning as sent; true only for the one caller that marked it. */
export async function claimWarning(db: Db, key: string, now: Date): Promise<boolean> {
  const [row] = await db
    .update(authThrottles)
    .set({ warned_at: now })
    .where(
      and(
        eq(authThrottles.key, key),
        or(isNull(authThrottles.warned_at), lt(authThrottles.warned_at, authThrottles.window_started_at)),
      ),
    )
    .returning({ key: authThrottles.key });
  return Boolean(row);
}

/** Whether the account was signed in to from this address since `since`: its owner's, not a guesser's. */
export async function hasSignedInFrom(db: Db, email: string, ip: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: accessTokens.id })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.user_id))
    .where(
      and(
        eq(users.email, email),
        eq(accessTokens.ip, ip),
        eq(accessTokens.kind, 'session'),
        gte(accessTokens.created_at, since),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function pruneThrottles(db: Db, before: Date) {
  await db
    .delete(authThrottles)
    .where(
      and(
        lt(sql`coalesce(${authThrottles.last_attempt_at}, ${authThrottles.window_started_at})`, before),
        or(isNull(authThrottles.wait_until), lt(authThrottles.wait_until, before)),
      ),
    );
}
