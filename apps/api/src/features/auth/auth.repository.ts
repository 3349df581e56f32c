import { and, asc, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { memberships, users } from '../../platform/identity/users.table.ts';
import { franchises, organizations } from '../../platform/identity/organizations.table.ts';
import {
  accessTokens,
  passwordResets,
  twoFactorChallenges,
  type AccessTokenKind,
} from '../../platform/identity/auth.table.ts';

export async function findUserById(db: Db, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

export async function countActiveMemberships(db: Db, userId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(memberships)
    .where(and(eq(memberships.user_id, userId), eq(memberships.status, 'active')));
  return row?.total ?? 0;
}

export async function insertAccessToken(
  db: Db,
  values: {
    user_id: number;
    token_hash: string;
    kind: AccessTokenKind;
    expires_at: Date | null;
    ip: string;
    user_agent: string | null;
  },
) {
  const [row] = await db.insert(accessTokens).values(values).returning({ id: accessTokens.id });
  if (!row) throw new Error('access token not stored');
  return row.id;
}

export async function promoteToSession(db: Db, tokenId: number) {
  await db.update(accessTokens).set({ kind: 'session', expires_at: null }).where(eq(accessTokens.id, tokenId));
}

export async function revokeToken(db: Db, tokenId: number, now: Date) {
  await db
    .update(accessTokens)
    .set({ revoked_at: now })
    .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revoked_at)));
}

export async function revokeOtherSessions(db: Db, userId: number, keepTokenId: number | null, now: Date) {
  await db
    .update(accessTokens)
    .set({ revoked_at: now })
    .where(
      and(
        eq(accessTokens.user_id, userId),
        isNull(accessTokens.revoked_at),
        keepTokenId ? ne(accessTokens.id, keepTokenId) : undefined,
      ),
    );
}

export async function insertChallenge(db: Db, values: typeof twoFactorChallenges.$inferInsert) {
  await db.insert(twoFactorChallenges).values(values);
}

/** Counts the attempt before the code is compared, so parallel guesses cannot share one attempt. */
export async function countChallengeAttempt(db: Db, tokenId: number) {
  const [row] = await db
    .update(twoFactorChallenges)
    .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
    .where(eq(twoFactorChallenges.access_token_id, tokenId))
    .returning();
  return row ?? null;
}

export async function findChallenge(db: Db, tokenId: number) {
  const [row] = await db.select().from(twoFactorChallenges).where(eq(twoFactorChallenges.access_token_id, tokenId));
  return row ?? null;
}

/**
 * Puts a new code on a pending sign-in, which lives as long as it: the old code stops matching at once. The attempts
 * already made stay counted, so a new code brings no new guesses.
 */
export async function replaceChallengeCode(db: Db, tokenId: number, values: { code_hash: string; expires_at: Date }) {
  await db.transaction(async (tx) => {
    await tx.update(twoFactorChallenges).set(values).where(eq(twoFactorChallenges.access_token_id, tokenId));
    await tx.update(accessTokens).set({ expires_at: values.expires_at }).where(eq(accessTokens.id, tokenId));
  });
}

export async function deleteChallenge(db: Db, tokenId: number) {
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.access_token_id, tokenId));
}

export async function updatePassword(db: Db, userId: number, passwordHash: string, now: Date) {
  await db
    .update(users)
    .set({ password_hash: passwordHash, change_password: false, updated_at: now })
    .where(eq(users.id, userId));
}

export async function updateUserLogin(
  db: Db,
  userId: number,
  values: { timezone?: string | null; last_organization_id?: number },
) {
  await db.update(users).set(values).where(eq(users.id, userId));
}

/** Only the newest link works: every older one of the user ends when a new one is made. */
export async function replacePasswordResets(db: Db, values: typeof passwordResets.$inferInsert & { created_at: Date }) {
  await voidPasswordResets(db, values.user_id, values.created_at);
  await db.insert(passwordResets).values(values);
}

export async function voidPasswordResets(db: Db, userId: number, now: Date) {
  await db
    .update(passwordResets)
    .set({ used_at: now })
    .where(and(eq(passwordResets.user_id, userId), isNull(passwordResets.used_at)));
}

/** Marks a live reset token used and returns its user; a used or expired token yields null. */
export async function consumePasswordReset(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResets)
    .set({ used_at: now })
    .where(
      and(eq(passwordResets.token_hash, tokenHash), isNull(passwordResets.used_at), gt(passwordResets.expires_at, now)),
    )
    .returning({ user_id: passwordResets.user_id });
  return row ?? null;
}

export async function findFranchise(db: Db, franchiseId: number | null) {
  if (!franchiseId) return null;
  const [row] = await db.select().from(franchises).where(eq(franchises.id, franchiseId));
  return row ?? null;
}

export async function listUserOrganizations(db: Db, userId: number) {
  return db
    .select({ organization_id: organizations.id, name: organizations.name })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organization_id))
    .where(and(eq(memberships.user_id, userId), eq(memberships.status, 'active')))
    .orderBy(asc(organizations.name));
}
