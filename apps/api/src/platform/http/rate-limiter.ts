import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitBuckets } from '../identity/auth.table.ts';
import { tooManyAttempts } from './errors.ts';
import { pruneThrottles } from '../auth/throttle.repository.ts';

/**
 * Fixed-window counters in the database, so every API instance sees the same count.
 * `windowSeconds` windows start at multiples of the window length.
 */
export interface RateLimit {
  key: string;
  limit: number;
  windowSeconds: number;
}

const windowStart = (now: Date, windowSeconds: number) => {
  const ms = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
};

const secondsLeft = (now: Date, windowSeconds: number) =>
  Math.max(1, Math.ceil((windowStart(now, windowSeconds).getTime() + windowSeconds * 1000 - now.getTime()) / 1000));

export async function recordHit(db: Db, { key, windowSeconds }: Omit<RateLimit, 'limit'>, now: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key, window_start: windowStart(now, windowSeconds), hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitBuckets.key, rateLimitBuckets.window_start],
      set: { hits: sql`${rateLimitBuckets.hits} + 1` },
    })
    .returning({ hits: rateLimitBuckets.hits });
  return row?.hits ?? 1;
}

/** Takes back a hit recorded at `now` (an attempt counted before it proved legitimate). */
export async function releaseHit(db: Db, { key, windowSeconds }: Omit<RateLimit, 'limit'>, now: Date): Promise<void> {
  await db
    .update(rateLimitBuckets)
    .set({ hits: sql`greatest(${rateLimitBuckets.hits} - 1, 0)` })
    .where(and(eq(rateLimitBuckets.key, key), eq(rateLimitBuckets.window_start, windowStart(now, windowSeconds))));
}

/** Refuses with 429 once the window holds `limit` hits, without counting this one: for failures counted afterwards. */
export async function refuseOverLimit(db: Db, limit: RateLimit, now: Date): Promise<void> {
  const [row] = await db
    .select({ hits: rateLimitBuckets.hits })
    .from(rateLimitBuckets)
    .where(
      and(
        eq(rateLimitBuckets.key, limit.key),
        eq(rateLimitBuckets.window_start, windowStart(now, limit.windowSeconds)),
      ),
    );
  if ((row?.hits ?? 0) >= limit.limit) throw tooManyAttempts(secondsLeft(now, limit.windowSeconds));
}

/**
 * Counts this attempt and refuses it with 429 once the window's limit is passed; `refused` words the refusal where a
 * person reads it (it gets the seconds until the window ends, sent as Retry-After).
 */
export async function consume(
  db: Db,
  limit: RateLimit,
  now: Date,
  refused: (retryAfterSeconds: number) => Error = tooManyAttempts,
): Promise<void> {
  const hits = await recordHit(db, limit, now);
  if (hits > limit.limit) throw refused(secondsLeft(now, limit.windowSeconds));
}

export async function pruneRateLimits(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.window_start, new Date(now.getTime() - 86_400_000)));
  await pruneThrottles(db, new Date(now.getTime() - 2 * 86_400_000));
}
