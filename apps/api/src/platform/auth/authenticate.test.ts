import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CLIENT_VERSION } from '@employee-portal/core';
import { buildApp } from '../../app.ts';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { DatabaseHandle, Db } from '../db/client.ts';
import * as schema from '../../db/schema.ts';
import { accessTokens } from '../identity/auth.table.ts';
import { memberships, users } from '../identity/users.table.ts';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import { createTestDeps } from '../../../test/support/test-deps.ts';
import { TestClock } from '../../../test/support/test-app.ts';
import { addMembership, createOrganization, createUser, sessionTokenFor } from '../../../test/support/factories.ts';
import { hashToken } from './secrets.ts';
import { socketAuthenticator } from './authenticate.ts';

/**
 * Authentication is on every request's path: one round trip to read token, user, membership and organization, and
 * the token's last-use time written at most once a minute.
 */
const counted = { statements: 0, updates: 0 };

/**
 * The app's database over a driver client that counts the statements sent to the database (outside transactions;
 * the auth path has none). Counted at the driver, so a prepared statement counts at every run, not once when built.
 */
function countingDb(handle: DatabaseHandle): Db {
  const client = (handle.db as unknown as { $client: object }).$client;
  const counting = new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property !== 'query') return value.bind(target);
      return (...args: unknown[]) => {
        const first = args[0];
        const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');
        counted.statements++;
        if (/^\s*update\b/i.test(text)) counted.updates++;
        return (value as (...inner: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return (handle.kind === 'postgres'
    ? drizzlePg({ client: counting as pg.Pool, schema })
    : drizzlePglite({ client: counting as PGlite, schema })) as unknown as Db;
}

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let app: Awaited<ReturnType<typeof buildApp>>;
let deps: ReturnType<typeof createTestDeps>;
const clock = new TestClock();

beforeAll(async () => {
  handle = await createTestDatabase();
  deps = createTestDeps({ db: countingDb(handle), url: handle.url }, clock);
  app = await buildApp(deps, { logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

/** GET /api/connect_to_stripe answers from the member's organization alone: every statement is authentication's. */
async function countedRequest(token: string, query = '') {
  counted.statements = 0;
  counted.updates = 0;
  const response = await app.inject({
    method: 'GET',
    url: `/api/connect_to_stripe${query}`,
    headers: {
      authorization: `Bearer ${token}`,
      'x-requested-with': 'XMLHttpRequest',
      'x-client-version': CLIENT_VERSION,
    },
  });
  return { response, statements: counted.statements, updates: counted.updates };
}

const lastUsedAt = async (token: string) =>
  (
    await handle.db
      .select({ at: accessTokens.last_used_at })
      .from(accessTokens)
      .where(eq(accessTokens.token_hash, hashToken(token)))
  )[0]?.at ?? null;

async function owner() {
  const organization = await createOrganization(handle.db);
  const user = await createUser(handle.db, { organizationId: organization.id });
  return { organization, user, token: await sessionTokenFor(handle.db, user.id) };
}

describe('an authenticated request', () => {
  it('reads token, user, membership and organization in one statement, and writes the last use at most once a minute', async () => {
    const { token } = await owner();
    const first = await countedRequest(token);
    expect(first.response.statusCode).toBe(200);
    // Never used before: one read, one write of the last use.
    expect(first).toMatchObject({ statements: 2, updates: 1 });
    const stamped = await lastUsedAt(token);
    expect(stamped?.getTime()).toBe(clock.now().getTime());

    for (const step of [1_000, 20_000, 38_000]) {
      clock.advance(step);
      const again = await countedRequest(token);
      expect(again.response.statusCode).toBe(200);
      expect(again).toMatchObject({ statements: 1, updates: 0 });
    }
    expect(await lastUsedAt(token)).toEqual(stamped);

    clock.advance(1_000);
    expect(await countedRequest(token)).toMatchObject({ statements: 2, updates: 1 });
    expect((await lastUsedAt(token))?.getTime()).toBe(clock.now().getTime());
    expect(await countedRequest(token)).toMatchObject({ statements: 1, updates: 0 });
  });

  it('acts as the requested organization, else the one used last, else the oldest active membership', async () => {
    const first = await createOrganization(handle.db, { name: 'Oldest Scoop' });
    const second = await createOrganization(handle.db, { name: 'Later Scoop' });
    const third = await createOrganization(handle.db, { name: 'Left Scoop' });
    const user = await createUser(handle.db, { organizationId: first.id });
    await addMembership(handle.db, user.id, second.id);
    const left = await addMembership(handle.db, user.id, third.id);
    await handle.db.update(memberships).set({ status: 'inactive' }).where(eq(memberships.id, left.id));
    const token = await sessionTokenFor(handle.db, user.id);
    /** The organization a request acts as (its listing link names it), checked against the socket's choice. */
    const actingAs = async (query = '') => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/organization_settings${query}`,
        headers: {
          authorization: `Bearer ${token}`,
          'x-requested-with': 'XMLHttpRequest',
          'x-client-version': CLIENT_VERSION,
        },
      });
      const requested = query ? Number(new URLSearchParams(query.slice(1)).get('organization_id')) : undefined;
      const socket = await socketAuthenticator(deps)(token, requested);
      if (response.statusCode !== 200) {
        expect(socket).toBeNull();
        return response.statusCode;
      }
      const organizationId = Number(/\/directory\/(\d+)$/.exec(response.json().listing_url)?.[1]);
      expect(socket).toEqual({ organizationId });
      return organizationId;
    };

    await handle.db.update(users).set({ last_organization_id: second.id }).where(eq(users.id, user.id));
    expect(await actingAs()).toBe(second.id);
    expect(await actingAs(`?organization_id=${first.id}`)).toBe(first.id);
    // The last organization is no longer an active membership: the oldest active one.
    await handle.db.update(users).set({ last_organization_id: third.id }).where(eq(users.id, user.id));
    expect(await actingAs()).toBe(first.id);
    // An inactive membership is not one to act as, and says nothing about that organization.
    expect(await actingAs(`?organization_id=${third.id}`)).toBe(403);
    await handle.db.update(users).set({ last_organization_id: null }).where(eq(users.id, user.id));
    expect(await actingAs()).toBe(first.id);

    await handle.db
      .update(memberships)
      .set({ status: 'inactive' })
      .where(and(eq(memberships.user_id, user.id)));
    expect(await actingAs()).toBe(401);
    expect(await socketAuthenticator(deps)(token, undefined)).toBeNull();
  });

  it('refuses a revoked, an expired and an unknown token in that same one statement', async () => {
    const { token, user } = await owner();
    const expiring = await sessionTokenFor(handle.db, user.id);
    await handle.db
      .update(accessTokens)
      .set({ expires_at: new Date(clock.now().getTime() - 1) })
      .where(eq(accessTokens.token_hash, hashToken(expiring)));
    await handle.db
      .update(accessTokens)
      .set({ revoked_at: clock.now() })
      .where(eq(accessTokens.token_hash, hashToken(token)));
    for (const refused of [token, expiring, 'made-up-token']) {
      const { response, statements } = await countedRequest(refused);
      expect(response.statusCode).toBe(401);
      expect(statements).toBe(1);
      expect(await socketAuthenticator(deps)(refused, undefined)).toBeNull();
    }
  });
});
