import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { idempotencyHeadersSchema } from '@employee-portal/core';
import type { Db, Tx } from '../db/client.ts';
import type { Clock } from '../deps.ts';
import { refusal } from './errors.ts';
import { idempotencyKeys } from './idempotency.table.ts';

/**
 * Creates that take an `Idempotency-Key` (DESIGN §3): a route opts in with `config: { idempotent: true }`; its service
 * calls `claimIdempotencyKey(tx)` first thing in the transaction that creates the record. The same key from the same
 * caller on the same route then answers the first answer (status and body) and creates nothing; the same key with a
 * different request is refused. Because the key is claimed in the create's own transaction, a concurrent twin waits
 * on the key's row and, once the first commits, answers what the first answered; if the first rolls back, the twin
 * creates. A route whose service dedupes by the key itself (the payments) gets the stored answer and the body check.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    idempotent?: boolean;
  }
}

export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 3_600_000;
/** How long a retry waits for its twin, still running, to answer before it is told to try again. */
const TWIN_WAIT_MS = 10_000;
const TWIN_POLL_MS = 25;

interface KeyedRequest {
  caller: string;
  route: string;
  key: string;
  request_hash: string;
  claimed: boolean;
  /** Answering a stored answer again: it is not stored a second time. */
  replaying: boolean;
}

type StoredKey = typeof idempotencyKeys.$inferSelect;

const current = new AsyncLocalStorage<KeyedRequest>();
const keyedRequests = new WeakMap<FastifyRequest, KeyedRequest>();

/** Thrown inside the create's transaction when a twin request holds the key: the transaction rolls back. */
class KeyTakenByTwin extends Error {
  constructor() {
    super('This Idempotency-Key was claimed by another request meanwhile.');
  }
}

const keyReused = () =>
  refusal(
    422,
    'idempotency_key_reused',
    'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
  );

const stillRunning = () =>
  refusal(
    409,
    'idempotency_key_in_progress',
    'A request with this Idempotency-Key is still being processed. Try again in a moment.',
    undefined,
    { 'retry-after': '1' },
  );

/**
 * Claims the request's key in `tx`, the transaction that creates the record. Does nothing outside an idempotent
 * request or without a key. A twin holding the key makes it throw, which rolls the transaction back.
 */
export async function claimIdempotencyKey(tx: Tx | Db, now: Date): Promise<void> {
  const keyed = current.getStore();
  if (!keyed || keyed.claimed) return;
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({
      caller: keyed.caller,
      route: keyed.route,
      key: keyed.key,
      request_hash: keyed.request_hash,
      created_at: now,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (!claimed) throw new KeyTakenByTwin();
  keyed.claimed = true;
}

const callerOf = (request: FastifyRequest) =>
  request.member ? `organization:${request.member.organization.id}:user:${request.member.user.id}` : 'public';

const requestHash = (request: FastifyRequest) =>
  createHash('sha256')
    .update(
      JSON.stringify({ params: request.params ?? null, query: request.query ?? null, body: request.body ?? null }),
    )
    .digest('hex');

async function findStoredKey(db: Db, keyed: KeyedRequest): Promise<StoredKey | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.caller, keyed.caller),
        eq(idempotencyKeys.route, keyed.route),
        eq(idempotencyKeys.key, keyed.key),
      ),
    );
  return row;
}

async function storeAnswer(db: Db, keyed: KeyedRequest, statusCode: number, answer: unknown, now: Date) {
  await db
    .insert(idempotencyKeys)
    .values({ ...keyed, status_code: statusCode, answer, created_at: now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.caller, idempotencyKeys.route, idempotencyKeys.key],
      set: { status_code: statusCode, answer },
      setWhere: and(
        isNull(idempotencyKeys.status_code),
        eq(idempotencyKeys.request_hash, sql.raw(`excluded.${idempotencyKeys.request_hash.name}`)),
      ),
    });
}

export function registerIdempotency(app: FastifyInstance, db: Db, clock: Clock) {
  /** The first answer, once the twin that holds the key has given it; null when there is no earlier request. */
  async function earlierAnswer(keyed: KeyedRequest, waitForTwin: boolean) {
    const deadline = Date.now() + (waitForTwin ? TWIN_WAIT_MS : 0);
    for (;;) {
      const stored = await findStoredKey(db, keyed);
      if (!stored) return null;
      if (stored.request_hash !== keyed.request_hash) throw keyReused();
      if (stored.status_code !== null) return stored;
      if (Date.now() >= deadline) throw stillRunning();
      await sleep(TWIN_POLL_MS);
    }
  }

  function replay(reply: FastifyReply, keyed: KeyedRequest, stored: StoredKey) {
    keyed.replaying = true;
    return reply.code(stored.status_code!).header('idempotent-replayed', 'true').send(stored.answer);
  }

  const answerOnce = (handler: RouteHandlerMethod): RouteHandlerMethod =>
    async function (this: FastifyInstance, request, reply) {
      const header = request.headers['idempotency-key'];
      const key = typeof header === 'string' ? header.trim() : '';
      if (!key) return handler.call(this, request, reply);
      const keyed: KeyedRequest = {
        caller: callerOf(request),
        route: `${request.method} ${request.routeOptions.url}`,
        key,
        request_hash: requestHash(request),
        claimed: false,
        replaying: false,
      };
      keyedRequests.set(request, keyed);
      const earlier = await earlierAnswer(keyed, true);
      if (earlier) return replay(reply, keyed, earlier);
      try {
        return await current.run(keyed, () => handler.call(this, request, reply));
      } catch (error) {
        if (keyed.claimed) throw error;
        // Failing before claiming the key may be the twin's doing: a twin that committed first makes a check read
        // before the claim refuse this one ("This e-mail is already taken"). Its answer is the answer.
        const twin = await earlierAnswer(keyed, true);
        if (twin) return replay(reply, keyed, twin);
        // The twin rolled back after our claim failed: nothing exists, so this request is simply tried again.
        if (error instanceof KeyTakenByTwin) throw stillRunning();
        throw error;
      }
    };

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    const schema = (route.schema ??= {});
    const headers = schema.headers;
    schema.headers =
      headers instanceof z.ZodObject ? headers.extend(idempotencyHeadersSchema.shape) : idempotencyHeadersSchema;
    route.handler = answerOnce(route.handler);
  });

  // Before serialization the answer is still the object the route's response schema will serialize again on replay.
  app.addHook('preSerialization', async (request, reply, payload) => {
    const keyed = keyedRequests.get(request);
    if (!keyed || keyed.replaying || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    try {
      await storeAnswer(db, keyed, reply.statusCode, payload, clock.now());
    } catch (error) {
      // The record exists and its answer goes out; a retry is told to try again rather than answered twice.
      request.log.error({ err: error }, 'could not keep the answer of an idempotent request');
    }
    return payload;
  });
}

/** Forgets keys older than a day. Every instance runs it; the lock lets one do the work at a time. */
export async function pruneIdempotencyKeys(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const locked = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtextextended('prune-idempotency-keys', 0)) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!locked.rows[0]?.locked) return 0;
    const removed = await tx
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.created_at, new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS)))
      .returning({ key: idempotencyKeys.key });
    return removed.length;
  });
}
