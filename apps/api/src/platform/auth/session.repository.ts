import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accessTokens } from '../../features/auth/auth.table.ts';
import { users, memberships } from '../../features/users/users.table.ts';
import { organizations } from '../../features/organizations/organizations.table.ts';

export type UserRow = typeof users.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type OrganizationRow = typeof organizations.$inferSelect;

export async function findLiveToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ token: accessTokens, user: users })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.user_id))
    .where(and(eq(accessTokens.token_hash, tokenHash), isNull(accessTokens.revoked_at), or(isNull(accessTokens.expires_at), gt(accessTokens.expires_at, now))));
  return row ?? null;
}

/** Active memberships of a user, of one organization when `organizationId` is given, oldest first. */
export async function findActiveMembership(db: Db, userId: number, organizationId: number | null) {
  const rows = await db
    .select({ membership: memberships, organization: organizations })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organization_id))
    .where(and(eq(memberships.user_id, userId), eq(memberships.status, 'active'), organizationId ? eq(memberships.organization_id, organizationId) : undefined))
    .orderBy(asc(memberships.id));
  return rows;
}

/** Last-used time is kept to the minute: one conditional write instead of one per request. */
export async function touchToken(db: Db, tokenId: number, now: Date) {
  await db
    .update(accessTokens)
    .set({ last_used_at: now })
    .where(and(eq(accessTokens.id, tokenId), or(isNull(accessTokens.last_used_at), sql`${accessTokens.last_used_at} < ${new Date(now.getTime() - 60_000)}`)));
}

/** The membership a request acts as: the requested organization, else the one used last, else the oldest. */
export async function chooseMembership(db: Db, user: UserRow, requestedOrganizationId: number | null) {
  const candidates = await findActiveMembership(db, user.id, requestedOrganizationId);
  if (requestedOrganizationId) return candidates[0] ?? null;
  return candidates.find((row) => row.organization.id === user.last_organization_id) ?? candidates[0] ?? null;
}
