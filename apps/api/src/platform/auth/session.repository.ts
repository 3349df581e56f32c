import { and, asc, eq, gt, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { accessTokens } from '../identity/auth.table.ts';
import { users, memberships } from '../identity/users.table.ts';
import { organizations } from '../identity/organizations.table.ts';

export type UserRow = typeof users.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type OrganizationRow = typeof organizations.$inferSelect;

/** Last-use time is kept to the minute: a request writes it only when the stored value is older than this. */
export const LAST_USE_PRECISION_MS = 60_000;

const candidate = alias(memberships, 'candidate');
const subqueries = new QueryBuilder();

/**
 * The id of the membership a request acts as: the requested organization's, else the organization used last,
 * else the oldest; active memberships only. One rule, used as a subquery by every caller.
 */
function chosenMembershipId(
  userId: PgColumn | number,
  lastOrganizationId: PgColumn | number | null,
  requestedOrganizationId: number | Placeholder | null,
): SQL {
  const query = subqueries
    .select({ id: candidate.id })
    .from(candidate)
    .where(
      and(
        eq(candidate.user_id, userId),
        eq(candidate.status, 'active'),
        requestedOrganizationId ? eq(candidate.organization_id, requestedOrganizationId) : undefined,
      ),
    )
    .orderBy(sql`case when ${candidate.organization_id} = ${lastOrganizationId} then 0 else 1 end`, asc(candidate.id))
    .limit(1);
  return sql`(${query})`;
}

const liveToken = (tokenHash: string, now: Date) =>
  and(
    eq(accessTokens.token_hash, tokenHash),
    isNull(accessTokens.revoked_at),
    or(isNull(accessTokens.expires_at), gt(accessTokens.expires_at, now)),
  );

export async function findLiveToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ token: accessTokens, user: users })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.user_id))
    .where(liveToken(tokenHash, now));
  return row ?? null;
}

/**
 * The session query, built once per database and kept as a named prepared statement: every authenticated request
 * runs it, and building its SQL (four tables' columns, the membership subquery) cost more CPU than the database spent
 * answering it. Two shapes: with and without a requested organization.
 */
function buildSessionQuery(db: Db, inOrganization: boolean) {
  return db
    .select({ token: accessTokens, user: users, membership: memberships, organization: organizations })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.user_id))
    .leftJoin(
      memberships,
      eq(
        memberships.id,
        chosenMembershipId(
          users.id,
          users.last_organization_id,
          inOrganization ? sql.placeholder('organization_id') : null,
        ),
      ),
    )
    .leftJoin(organizations, eq(organizations.id, memberships.organization_id))
    .where(
      and(
        eq(accessTokens.token_hash, sql.placeholder('token_hash')),
        isNull(accessTokens.revoked_at),
        or(isNull(accessTokens.expires_at), gt(accessTokens.expires_at, sql.placeholder('now'))),
      ),
    )
    .prepare(inOrganization ? 'find_session_in_organization' : 'find_session');
}

type SessionQuery = ReturnType<typeof buildSessionQuery>;
const sessionQueries = new WeakMap<Db, { any?: SessionQuery; inOrganization?: SessionQuery }>();

function sessionQuery(db: Db, inOrganization: boolean): SessionQuery {
  let built = sessionQueries.get(db);
  if (!built) sessionQueries.set(db, (built = {}));
  return inOrganization
    ? (built.inOrganization ??= buildSessionQuery(db, true))
    : (built.any ??= buildSessionQuery(db, false));
}

/**
 * An authenticated request's one round trip: the live token, its user, and the membership it acts as with that
 * membership's organization (null when there is none to act as).
 */
export async function findSession(db: Db, tokenHash: string, requestedOrganizationId: number | null, now: Date) {
  const params = {
    token_hash: tokenHash,
    now: now.toISOString(),
    ...(requestedOrganizationId ? { organization_id: requestedOrganizationId } : {}),
  };
  const [row] = await sessionQuery(db, requestedOrganizationId !== null).execute(params);
  if (!row) return null;
  const { token, user, membership, organization } = row;
  return { token, user, chosen: membership && organization ? { membership, organization } : null };
}

/** The membership a signed-in user acts as, for a session just opened (login, registration). */
export async function chooseMembership(db: Db, user: UserRow, requestedOrganizationId: number | null) {
  const [row] = await db
    .select({ membership: memberships, organization: organizations })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organization_id))
    .where(eq(memberships.id, chosenMembershipId(user.id, user.last_organization_id, requestedOrganizationId)));
  return row ?? null;
}

/** Whether a request should record the token's use: most do not, so most requests write nothing. */
export const lastUseIsStale = (lastUsedAt: Date | null, now: Date) =>
  !lastUsedAt || now.getTime() - lastUsedAt.getTime() >= LAST_USE_PRECISION_MS;

export async function touchToken(db: Db, tokenId: number, now: Date) {
  await db.update(accessTokens).set({ last_used_at: now }).where(eq(accessTokens.id, tokenId));
}
