import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { memberships, users } from '../../platform/identity/users.table.ts';
import { staffInvitations } from './staff.table.ts';

export async function insertInvitation(db: Db, values: typeof staffInvitations.$inferInsert) {
  await db.insert(staffInvitations).values(values);
}

/** A live invitation: not accepted, not expired, its membership still waiting. */
export async function findOpenInvitation(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ invitation: staffInvitations, membership: memberships, user: users, organization: organizations })
    .from(staffInvitations)
    .innerJoin(memberships, eq(memberships.id, staffInvitations.membership_id))
    .innerJoin(users, eq(users.id, memberships.user_id))
    .innerJoin(organizations, eq(organizations.id, staffInvitations.organization_id))
    .where(
      and(
        eq(staffInvitations.token_hash, tokenHash),
        isNull(staffInvitations.accepted_at),
        gt(staffInvitations.expires_at, now),
        eq(memberships.status, 'invited'),
      ),
    );
  return row ?? null;
}

/** A new link replaces the old one, which stops working. */
export async function renewInvitation(
  db: Db,
  organizationId: number,
  membershipId: number,
  values: { token_hash: string; sent_at: Date; expires_at: Date },
) {
  await db
    .update(staffInvitations)
    .set(values)
    .where(
      and(
        eq(staffInvitations.organization_id, organizationId),
        eq(staffInvitations.membership_id, membershipId),
        isNull(staffInvitations.accepted_at),
      ),
    );
}

/** Single use: only the first of two concurrent accepts gets the row back. */
export async function markInvitationAccepted(db: Db, organizationId: number, invitationId: number, now: Date) {
  const rows = await db
    .update(staffInvitations)
    .set({ accepted_at: now })
    .where(
      and(
        eq(staffInvitations.organization_id, organizationId),
        eq(staffInvitations.id, invitationId),
        isNull(staffInvitations.accepted_at),
      ),
    )
    .returning({ id: staffInvitations.id });
  return rows.length > 0;
}

export async function deleteMembership(db: Db, organizationId: number, membershipId: number) {
  await db
    .delete(memberships)
    .where(and(eq(memberships.organization_id, organizationId), eq(memberships.id, membershipId)));
}

/** The account an invitation created goes again with it, unless the person has joined somewhere else since. */
export async function deleteUserWithoutMemberships(db: Db, userId: number) {
  const [row] = await db.select({ total: count() }).from(memberships).where(eq(memberships.user_id, userId));
  if ((row?.total ?? 0) === 0) await db.delete(users).where(eq(users.id, userId));
}

export async function activateInvitedUser(
  db: Db,
  userId: number,
  values: { last_organization_id: number; password_hash?: string; updated_at: Date },
) {
  await db
    .update(users)
    .set({ ...values, ...(values.password_hash ? { change_password: false } : {}) })
    .where(eq(users.id, userId));
}
